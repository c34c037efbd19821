import { formatCents, pluralise } from '~/lib/format.ts'
import { formatBp, type ClassRow, type PortfolioAnalysis } from '~/lib/portfolio-analysis.ts'

// The parts of Portfolio Analysis (spec 03 §2.10), shared by its own page and the Current State
// widget. They use the static classes of app/styles, not Chakra: Current State loads no Chakra.

const STATUS_TEXT: Record<ClassRow['status'], string> = {
  on_target: 'On target',
  below: 'Below target',
  above: 'Above target',
}

export function portfolioTitle(analysis: PortfolioAnalysis) {
  return `Portfolio Analysis (${pluralise(analysis.asset_count, 'asset')})`
}

/** §5: any class (or single holding) above 40 %. Nothing is rendered when there is none. */
export function ConcentrationAlert({ analysis }: { analysis: PortfolioAnalysis }) {
  const { classes, holdings } = analysis.concentration
  if (classes.length === 0 && holdings.length === 0) return null
  const parts = [
    ...classes.map((c) => `${c.label} is ${formatBp(c.share_bp)} of your classified assets`),
    ...holdings.map((h) => `${h.description} is ${formatBp(h.share_bp)} of your portfolio`),
  ]
  return (
    <div role="alert" className="wp-concentration" data-testid="concentration-alert">
      <p className="wp-semibold wp-fg-orange-800">Concentration risk</p>
      <p className="wp-text-sm wp-fg-gray-800">
        {`${parts.join('; ')}. More than 40% in one place leaves you exposed to it.`}
      </p>
    </div>
  )
}

/** Each class's share with its target as a tick; green within 5 points, red below, amber above (§5). */
export function TargetBars({ analysis }: { analysis: PortfolioAnalysis }) {
  return (
    <ul className="wp-plain-list" data-testid="target-bars">
      {analysis.classes.map((c) => (
        <li key={c.key}>
          <div className="wp-figure-row">
            <span>{c.label}</span>
            <span>
              {`${formatBp(c.share_bp)} now · ${formatBp(c.target_bp)} target · `}
              <span className={`wp-status-${c.status}`}>{STATUS_TEXT[c.status]}</span>
            </span>
          </div>
          <div className="wp-bar" aria-hidden>
            <div className={`wp-bar-fill wp-tone-${c.status}`} style={{ width: `${c.share_bp / 100}%` }} />
            <div className="wp-bar-target" style={{ insetInlineStart: `${c.target_bp / 100}%` }} />
          </div>
        </li>
      ))}
    </ul>
  )
}

export function CurrentAllocation({ analysis }: { analysis: PortfolioAnalysis }) {
  return (
    <ul className="wp-plain-list" data-testid="current-allocation">
      {analysis.classes
        .filter((c) => c.value_cents > 0)
        .map((c) => (
          <li key={c.key} className="wp-figure-row">
            <span>{c.label}</span>
            <span>{`${formatCents(c.value_cents)} · ${formatBp(c.share_bp)}`}</span>
          </li>
        ))}
      {analysis.unclassified_cents > 0 ? (
        <li className="wp-figure-row">
          <span>Not classified</span>
          <span>{formatCents(analysis.unclassified_cents)}</span>
        </li>
      ) : null}
    </ul>
  )
}

export function Recommendations({ analysis }: { analysis: PortfolioAnalysis }) {
  if (analysis.recommendations.length === 0) {
    return <p className="wp-quiet">Every class is within 5 points of its target: no rebalancing needed.</p>
  }
  return (
    <ul className="wp-plain-list" data-testid="recommendations">
      {analysis.recommendations.map((r) => (
        <li key={r.key}>
          {`${r.action === 'increase' ? 'Increase' : 'Reduce'} ${r.label.toLowerCase()} by ${formatCents(r.amount_cents)}`}
          <span className="wp-muted wp-text-sm">{` (from ${formatBp(r.from_bp)} to ${formatBp(r.to_bp)})`}</span>
        </li>
      ))}
    </ul>
  )
}

export function targetSourceText(analysis: PortfolioAnalysis) {
  return analysis.target_source === 'preferences'
    ? 'Targets from your investment preferences (risk tolerance, alternatives and crypto).'
    : 'Targets are the standard mix (stocks 70%, real estate 20%, bonds 6%, cash 2%, alternatives 2%): set your investment preferences to make them yours.'
}

export function UnclassifiedNote({ analysis }: { analysis: PortfolioAnalysis }) {
  if (analysis.unclassified_cents <= 0) return null
  return (
    <p className="wp-text-sm wp-quiet">
      {`${formatCents(analysis.unclassified_cents)} in ${pluralise(analysis.unclassified_holdings, 'holding')} has no allocation percentages and is left out of the shares and targets. Add its stock, bond, cash, real estate or alternative percentages in Financial Data.`}
    </p>
  )
}

/** The Current State widget: the headline, the alert and the bars, with a link to the full analysis. */
export function PortfolioWidget({ analysis }: { analysis: PortfolioAnalysis }) {
  return (
    <section aria-labelledby="portfolio-heading" className="wp-card" data-testid="portfolio-widget">
      <h2 id="portfolio-heading" className="wp-heading wp-mb-2">
        {portfolioTitle(analysis)}
      </h2>
      {analysis.asset_count === 0 ? (
        <p className="wp-muted">Add what you own (accounts, investments, property) to see how your money is spread.</p>
      ) : (
        <>
          <ConcentrationAlert analysis={analysis} />
          <div className="wp-mt-3">
            <TargetBars analysis={analysis} />
          </div>
          <p className="wp-text-sm wp-muted wp-mt-2">{targetSourceText(analysis)}</p>
        </>
      )}
    </section>
  )
}
