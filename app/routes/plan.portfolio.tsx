import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { requireUser } from '~/auth/guards.server.ts'
import { STATIC_STYLES } from '~/components/chakra-scope.tsx'
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
    <div className="wp-stack wp-gap-5">
      <div>
        <h1 className="wp-heading wp-heading--xl" data-testid="portfolio-title">
          {portfolioTitle(analysis)}
        </h1>
        <p className="wp-muted">
          {analysis.asset_count === 0
            ? 'How your investments are spread, against a target mix.'
            : `${formatCents(analysis.total_cents)} in what you own, personal property (cars, jewellery) left out.`}
        </p>
      </div>

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
          <div className="wp-grid wp-grid--md-2">
            <TitledSection id="current-allocation" title="Current Allocation">
              <CurrentAllocation analysis={analysis} />
            </TitledSection>
            <TitledSection id="rebalancing" title="Rebalancing Recommendations">
              <Recommendations analysis={analysis} />
            </TitledSection>
          </div>
          <TitledSection id="target-vs-current" title="Target vs Current">
            <TargetBars analysis={analysis} />
            <div className="wp-stack wp-gap-1 wp-mt-3">
              <p className="wp-text-sm wp-muted">{targetSourceText(analysis)}</p>
              <UnclassifiedNote analysis={analysis} />
            </div>
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
    </div>
  )
}

// Static classes only (app/styles): the screen loads no Chakra.
export const handle = STATIC_STYLES

export const meta: MetaFunction = () => [{ title: 'Portfolio Analysis · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
