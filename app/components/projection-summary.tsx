import { Link } from '~/components/link.tsx'
import { formatCents } from '~/lib/format.ts'
import type { ProjectionOutlook } from '~/services/summary/projection-outlook.server.ts'

/**
 * The projection's headline on Current State: the default plan's run, the same run and cache entry
 * the projections screen opens with, so the two never disagree. Without data, or with the simulation
 * service down, it says why instead. Static classes (app/styles): Current State loads no Chakra.
 */
export function ProjectionSummary({ outlook }: { outlook: ProjectionOutlook }) {
  return (
    <section aria-labelledby="projection-heading" className="wp-card" data-testid="projection-summary">
      <h2 id="projection-heading" className="wp-heading wp-mb-2">
        Projection
      </h2>
      {outlook.available ? (
        <ul className="wp-plain-list">
          <li className="wp-figure-row">
            <span>{`Chance the money lasts to age ${outlook.planningAge}`}</span>
            <strong data-testid="projection-success">{`${Math.round(outlook.successRate * 100)}%`}</strong>
          </li>
          <li className="wp-figure-row">
            <span>{`Median net worth at retirement (age ${outlook.retirementAge})`}</span>
            <span>{formatCents(outlook.medianNetWorthAtRetirementCents)}</span>
          </li>
          <li className="wp-figure-row">
            <span>{`Median net worth at age ${outlook.planningAge}`}</span>
            <span>{formatCents(outlook.medianNetWorthAtPlanningAgeCents)}</span>
          </li>
          <li className="wp-figure-row">
            <span>Where money runs out</span>
            <span>
              {outlook.depletionMedianAge === null
                ? `No simulated path before age ${outlook.planningAge}`
                : `Median age ${outlook.depletionMedianAge}, in the paths that run out`}
            </span>
          </li>
        </ul>
      ) : (
        <p className="wp-muted" data-testid="projection-unavailable">
          {outlook.reason}
        </p>
      )}
      <p className="wp-text-sm wp-muted wp-mt-2">
        {outlook.available ? `Today's dollars, ${outlook.iterations.toLocaleString('en-US')} simulated paths. ` : ''}
        <Link to="/plan/projections">Open Financial Projections →</Link>
      </p>
    </section>
  )
}
