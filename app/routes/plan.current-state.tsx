import { Button } from '~/components/button.tsx'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { requireUser } from '~/auth/guards.server.ts'
import { STATIC_STYLES } from '~/components/chakra-scope.tsx'
import { EmptyState } from '~/components/empty-state.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { savingsRateDetail, SummaryCard } from '~/components/summary-card.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { guidelineStockShare } from '~/lib/allocation-guideline.ts'
import { formatBp } from '~/lib/portfolio-analysis.ts'
import { formatCents, formatDollars } from '~/lib/format.ts'
import { PortfolioWidget } from '~/components/portfolio-analysis.tsx'
import { ProjectionSummary } from '~/components/projection-summary.tsx'
import { getCategoryPanels } from '~/services/finance/entry-screen.server.ts'
import { getDataQuality, getSummary } from '~/services/finance/summary.server.ts'
import { portfolioAnalysis } from '~/services/portfolio/portfolio.server.ts'
import { getProfile } from '~/services/profile/personal.server.ts'
import { projectionOutlook } from '~/services/summary/projection-outlook.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const [summary, panels, quality, portfolio, profile] = await Promise.all([
      getSummary(user.id),
      getCategoryPanels(user.id),
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
      panels: panels.map((p) => ({
        category: p.category,
        label: p.label,
        total_cents: p.total_cents,
        monthly: p.total_is_monthly,
        groups: p.groups,
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
      <div className="wp-grid wp-grid--md-3">
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
      </div>

      <div className="wp-grid wp-grid--md-2">
        {panels.map((panel) => {
          if (panel.groups.length === 0 && panel.category !== 'liabilities') return null
          return (
            <section key={panel.category} aria-labelledby={`panel-${panel.category}`} className="wp-card">
              <div className="wp-panel-head wp-mb-2">
                <h2 id={`panel-${panel.category}`} className="wp-heading">
                  {panel.label}
                </h2>
                <p className="wp-semibold">{`${formatCents(panel.total_cents)}${panel.monthly ? '/mo' : ''}`}</p>
              </div>
              {panel.groups.length === 0 ? (
                <p className="wp-muted">No liabilities recorded. Debts you add will show here.</p>
              ) : (
                <div className="wp-stack wp-gap-1">
                  {panel.groups.map((g) => (
                    <div key={g.key} className="wp-panel-head wp-text-sm">
                      <p>{`${g.label} (${g.count})`}</p>
                      <p>{formatCents(g.total_cents)}</p>
                    </div>
                  ))}
                </div>
              )}
            </section>
          )
        })}
      </div>
    </>
  )
}

export default function CurrentState() {
  const { summary, quality, portfolio, projection, panels, age, riskTolerance } = useLoaderData<typeof loader>()
  const guideline = guidelineStockShare(age, riskTolerance)
  const stocks = portfolio.classes.find((c) => c.key === 'stocks')?.share_bp ?? 0
  return (
    <div className="wp-stack wp-gap-5">
      <div>
        <p className="wp-muted wp-text-sm">Step 3</p>
        <h1 className="wp-heading wp-heading--xl">Current State Analysis</h1>
        <p className="wp-muted">Track and analyze your complete financial picture</p>
      </div>

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

      <div className="wp-grid wp-grid--md-2">
        <div className="wp-stack wp-gap-2">
          <PortfolioWidget analysis={portfolio} />
          {portfolio.asset_count > 0 ? (
            <p className="wp-text-sm wp-quiet">
              {guideline === null
                ? 'Add your age and risk tolerance in your profile to compare your stock share with a common guideline.'
                : `A common guideline for age ${age}${riskTolerance ? ` and ${riskTolerance} risk tolerance` : ''} is about ${guideline}% in stocks; yours is ${formatBp(stocks)}.`}
            </p>
          ) : null}
        </div>
        <ProjectionSummary outlook={projection} />
      </div>

      <div className="wp-row wp-justify-end wp-gap-3">
        <Button asChild variant="outline">
          <Link to="/plan/financial-profile">Financial Profile Data</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/plan/portfolio">Portfolio Analysis</Link>
        </Button>
        <Button asChild colorPalette="blue">
          <Link to="/plan/goals">Proceed to Goal Definition →</Link>
        </Button>
      </div>
    </div>
  )
}

// Static classes only (app/styles): the screen loads no Chakra.
export const handle = STATIC_STYLES

export const meta: MetaFunction = () => [{ title: 'Current State Analysis · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
