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
import { formatCents, formatDollars } from '~/lib/format.ts'
import { getEntryScreen } from '~/services/finance/entry-screen.server.ts'
import { getDataQuality, getPortfolioAllocation, getSummary } from '~/services/finance/summary.server.ts'
import { getProfile } from '~/services/profile/personal.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const [summary, tabs, quality, allocation, profile] = await Promise.all([
      getSummary(user.id),
      getEntryScreen(user.id),
      getDataQuality(user.id),
      getPortfolioAllocation(user.id),
      getProfile(user.id),
    ])
    return {
      summary,
      quality,
      allocation,
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

const ALLOCATION_LABELS: Record<string, string> = {
  stocks: 'Stocks',
  bonds: 'Bonds',
  real_estate: 'Real estate',
  cash: 'Cash',
  alternative: 'Alternative',
  unallocated: 'Not allocated',
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>

/** The figures of an account with entries: summary cards, the four panels and the allocation. */
function CurrentStateFigures({ summary, quality, allocation, panels, age, riskTolerance }: Loaded) {
  const guideline = guidelineStockShare(age, riskTolerance)
  const stocks = allocation.allocation.stocks?.percentage ?? 0
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

      <Box as="section" aria-labelledby="allocation-heading" bg="white" borderWidth="1px" borderRadius="lg" p="4">
        <Heading as="h2" id="allocation-heading" size="md" mb="2">
          Asset allocation
        </Heading>
        {allocation.total_value === 0 ? (
          <Text color="gray.600">Add assets with their allocation percentages to see how your money is spread.</Text>
        ) : (
          <Stack gap="2">
            {Object.entries(allocation.allocation)
              .filter(([, v]) => v.value > 0)
              .map(([key, v]) => (
                <Box key={key}>
                  <Flex justify="space-between" fontSize="sm">
                    <Text>{ALLOCATION_LABELS[key] ?? key}</Text>
                    <Text>{`${v.percentage.toFixed(1)}% · ${formatDollars(v.value)}`}</Text>
                  </Flex>
                  <Box h="2" bg="gray.100" borderRadius="full" aria-hidden>
                    <Box h="2" bg="blue.500" borderRadius="full" width={`${Math.min(100, v.percentage)}%`} />
                  </Box>
                </Box>
              ))}
          </Stack>
        )}
        <Text mt="3" fontSize="sm" color="gray.700">
          {guideline === null
            ? 'Add your age and risk tolerance in your profile to compare your stock share with a common guideline.'
            : `A common guideline for age ${age}${riskTolerance ? ` and ${riskTolerance} risk tolerance` : ''} is about ${guideline}% in stocks; yours is ${stocks.toFixed(1)}%.`}
        </Text>
      </Box>
    </>
  )
}

export default function CurrentState() {
  const { summary, quality, allocation, panels, age, riskTolerance } = useLoaderData<typeof loader>()
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
        <CurrentStateFigures
          summary={summary}
          quality={quality}
          allocation={allocation}
          panels={panels}
          age={age}
          riskTolerance={riskTolerance}
        />
      )}

      <Flex justify="flex-end" gap="3" wrap="wrap">
        <Button asChild variant="outline">
          <Link to="/plan/financial-profile">Financial Profile Data</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/plan/projections">See Financial Projections</Link>
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
