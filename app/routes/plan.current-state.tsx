import { Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { EmptyState } from '~/components/empty-state.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { savingsRateDetail, SummaryCard } from '~/components/summary-card.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { guidelineStockShare } from '~/lib/allocation-guideline.ts'
import { formatBp } from '~/lib/portfolio-analysis.ts'
import { formatCents, formatDollars } from '~/lib/format.ts'
import { PortfolioWidget } from '~/components/portfolio-analysis.tsx'
import { ProjectionSummary } from '~/components/projection-summary.tsx'
import { getEntryScreen } from '~/services/finance/entry-screen.server.ts'
import { getDataQuality, getSummary } from '~/services/finance/summary.server.ts'
import { portfolioAnalysis } from '~/services/portfolio/portfolio.server.ts'
import { getProfile } from '~/services/profile/personal.server.ts'
import { projectionOutlook } from '~/services/summary/projection-outlook.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const [summary, tabs, quality, portfolio, profile] = await Promise.all([
      getSummary(user.id),
      getEntryScreen(user.id),
      getDataQuality(user.id),
      portfolioAnalysis(user.id),
      getProfile(user.id),
    ])
    // After the cheap reads: a new account has nothing to project, so the engine is not called.
    const projection = await projectionOutlook(user.id, summary.entry_count > 0)
    return {
      summary,
      quality,
      portfolio,
      projection,
      panels: tabs.map((t) => ({
        category: t.category,
        label: t.label.plural,
        total_cents: t.total_cents,
        monthly: t.total_is_monthly,
        groups: t.groups
          .filter((g) => g.entries.length > 0)
          .map((g) => ({ key: g.key, label: g.label, total_cents: g.total_cents, count: g.entries.length })),
      })),
      age: profile?.age ?? null,
      riskTolerance: profile?.risk_tolerance ?? null,
    }
  })
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>

/** The figures of an account with entries: summary cards, the four panels and the allocation. */
function CurrentStateFigures({ summary, quality, panels }: Pick<Loaded, 'summary' | 'quality' | 'panels'>) {
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <SummaryCard
          title="Net Worth"
          value={formatDollars(summary.net_worth)}
          detail={`Data quality ${quality.label} (${quality.score}/100)`}
          tone={summary.net_worth < 0 ? 'red.600' : 'green.700'}
        />
        <SummaryCard
          title="Monthly Cash Flow"
          value={formatDollars(summary.monthly_cash_flow)}
          detail={savingsRateDetail(summary)}
          tone={summary.monthly_cash_flow < 0 ? 'red.600' : undefined}
        />
        <SummaryCard
          title="Data Entries"
          value={summary.entry_count}
          detail={`0 connected · ${summary.entry_count} manual`}
        />
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {panels.map((panel) => {
          if (panel.groups.length === 0 && panel.category !== 'liabilities') return null
          return (
            <Box
              key={panel.category}
              as="section"
              aria-labelledby={`panel-${panel.category}`}
              bg="white"
              borderWidth="1px"
              borderRadius="lg"
              p="4"
            >
              <Flex justify="space-between" mb="2">
                <Heading as="h2" id={`panel-${panel.category}`} size="md">
                  {panel.label}
                </Heading>
                <Text fontWeight="semibold">{`${formatCents(panel.total_cents)}${panel.monthly ? '/mo' : ''}`}</Text>
              </Flex>
              {panel.groups.length === 0 ? (
                <Text color="gray.600">No liabilities recorded. Debts you add will show here.</Text>
              ) : (
                <Stack gap="1">
                  {panel.groups.map((g) => (
                    <Flex key={g.key} justify="space-between" fontSize="sm">
                      <Text>{`${g.label} (${g.count})`}</Text>
                      <Text>{formatCents(g.total_cents)}</Text>
                    </Flex>
                  ))}
                </Stack>
              )}
            </Box>
          )
        })}
      </SimpleGrid>
    </>
  )
}

export default function CurrentState() {
  const { summary, quality, portfolio, projection, panels, age, riskTolerance } = useLoaderData<typeof loader>()
  const guideline = guidelineStockShare(age, riskTolerance)
  const stocks = portfolio.classes.find((c) => c.key === 'stocks')?.share_bp ?? 0
  return (
    <Stack gap="5">
      <Box>
        <Text color="gray.600" fontSize="sm">
          Step 3
        </Text>
        <Heading as="h1" size="xl">
          Current State Analysis
        </Heading>
        <Text color="gray.600">Track and analyze your complete financial picture</Text>
      </Box>

      {summary.entry_count === 0 ? (
        <EmptyState
          title="Nothing to analyse yet"
          actions={[
            { label: 'Add your income', to: '/plan/financial-data/new?category=income&subcategory=employment_income' },
            { label: 'Add what you own', to: '/plan/financial-data/new?category=assets' },
            { label: 'Add a debt', to: '/plan/financial-data/new?category=liabilities' },
          ]}
        >
          Your net worth, cash flow and asset allocation are worked out from your entries. Start with your income and
          what you own; add your expenses and debts next.
        </EmptyState>
      ) : (
        <CurrentStateFigures summary={summary} quality={quality} panels={panels} />
      )}

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <Stack gap="2">
          <PortfolioWidget analysis={portfolio} />
          {portfolio.asset_count > 0 ? (
            <Text fontSize="sm" color="gray.700">
              {guideline === null
                ? 'Add your age and risk tolerance in your profile to compare your stock share with a common guideline.'
                : `A common guideline for age ${age}${riskTolerance ? ` and ${riskTolerance} risk tolerance` : ''} is about ${guideline}% in stocks; yours is ${formatBp(stocks)}.`}
            </Text>
          ) : null}
        </Stack>
        <ProjectionSummary outlook={projection} />
      </SimpleGrid>

      <Flex justify="flex-end" gap="3" wrap="wrap">
        <Button asChild variant="outline">
          <Link to="/plan/financial-profile">Financial Profile Data</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/plan/portfolio">Portfolio Analysis</Link>
        </Button>
        <Button asChild colorPalette="blue">
          <Link to="/plan/goals">Proceed to Goal Definition →</Link>
        </Button>
      </Flex>
    </Stack>
  )
}

export const meta: MetaFunction = () => [{ title: 'Current State Analysis · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
