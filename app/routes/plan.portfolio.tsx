import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { Button } from '~/components/button.tsx'
import { EmptyState } from '~/components/empty-state.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import {
  ConcentrationAlert,
  CurrentAllocation,
  portfolioTitle,
  Recommendations,
  TargetBars,
  targetSourceText,
  UnclassifiedNote,
} from '~/components/portfolio-analysis.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { formatCents } from '~/lib/format.ts'
import { portfolioAnalysis } from '~/services/portfolio/portfolio.server.ts'
import { TitledSection } from '~/components/titled-section.tsx'

// Portfolio Analysis (spec 03 §2.10) at its own URL, linked from Current State and Financial
// Management. Read-only; the rules are app/lib/portfolio-analysis.ts.

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    return portfolioAnalysis(user.id)
  })
}

export default function PortfolioAnalysisScreen() {
  const analysis = useLoaderData<typeof loader>()
  return (
    <Stack gap="5">
      <Box>
        <Heading as="h1" size="xl" data-testid="portfolio-title">
          {portfolioTitle(analysis)}
        </Heading>
        <Text color="gray.600">
          {analysis.asset_count === 0
            ? 'How your investments are spread, against a target mix.'
            : `${formatCents(analysis.total_cents)} in what you own, personal property (cars, jewellery) left out.`}
        </Text>
      </Box>

      {analysis.asset_count === 0 ? (
        <EmptyState
          title="No assets to analyse yet"
          actions={[
            { label: 'Add what you own', to: '/plan/financial-data/new?category=assets' },
            { label: 'Set investment preferences', to: '/plan/profile/investment-preferences' },
          ]}
        >
          Portfolio Analysis reads your bank accounts, investments, retirement accounts and property with their
          allocation percentages, and compares the mix with your target.
        </EmptyState>
      ) : (
        <>
          <ConcentrationAlert analysis={analysis} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <TitledSection id="current-allocation" title="Current Allocation">
              <CurrentAllocation analysis={analysis} />
            </TitledSection>
            <TitledSection id="rebalancing" title="Rebalancing Recommendations">
              <Recommendations analysis={analysis} />
            </TitledSection>
          </SimpleGrid>
          <TitledSection id="target-vs-current" title="Target vs Current">
            <TargetBars analysis={analysis} />
            <Stack gap="1" mt="3">
              <Text fontSize="sm" color="gray.600">
                {targetSourceText(analysis)}
              </Text>
              <UnclassifiedNote analysis={analysis} />
            </Stack>
          </TitledSection>
        </>
      )}

      <div className="wp-figure-row">
        <Button asChild variant="outline">
          <Link to="/plan/current-state">← Current State</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/plan/profile/investment-preferences">Investment preferences</Link>
        </Button>
      </div>
    </Stack>
  )
}

export const meta: MetaFunction = () => [{ title: 'Portfolio Analysis · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
