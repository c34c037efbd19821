import { Button } from '~/components/button.tsx'
import { Link } from '~/components/link.tsx'
import { ConfirmDeleteLink } from '~/components/confirm-delete-link.tsx'
import { priorityColour, type Colour } from '~/lib/goal-math.ts'
import { formatDay, formatDollars } from '~/lib/format.ts'
import type { GoalJson } from '~/services/goals/goal-json.server.ts'

// The goals manager's cards: summary figures, one card per goal (coloured by progress and
// deadline, spec 02 section 4) and the timeline view.

const STATUS_COLOUR: Record<string, Colour | 'gray'> = {
  active: 'blue',
  paused: 'gray',
  achieved: 'green',
  cancelled: 'gray',
}

export function daysLeftText(days: number) {
  if (days < 0) return `${-days} ${days === -1 ? 'day' : 'days'} overdue`
  if (days === 0) return 'Due today'
  return `${days} ${days === 1 ? 'day' : 'days'} left`
}

export function ProgressBar({ value, colour, label }: { value: number; colour: Colour; label: string }) {
  const shown = Math.min(100, Math.max(0, value))
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(shown)}
      className={`wp-progress wp-tint-${colour}`}
    >
      <div className="wp-progress-fill" style={{ width: `${shown}%` }} data-colour={colour} />
    </div>
  )
}

export function PriorityBadge({ priority, label }: { priority: number; label: string }) {
  return (
    <span
      className={`wp-badge wp-badge--subtle wp-palette-${priorityColour(priority)}`}
    >{`${label} (${priority})`}</span>
  )
}

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <span className={`wp-badge wp-badge--outline wp-palette-${STATUS_COLOUR[status] ?? 'gray'}`}>{label}</span>
}

export function OverdueBadge() {
  return <span className="wp-badge wp-badge--solid wp-palette-red">Overdue</span>
}

type Summary = {
  active_goals: number
  achieved_goals: number
  total_target: number
  average_progress: number
  nearest_deadline: string | null
}

export function GoalSummaryCards({ summary }: { summary: Summary }) {
  const cards = [
    { key: 'active', label: 'Active Goals', value: String(summary.active_goals) },
    { key: 'achieved', label: 'Achieved', value: String(summary.achieved_goals) },
    { key: 'target', label: 'Total Target', value: formatDollars(summary.total_target) },
    {
      key: 'progress',
      label: 'Average Progress',
      value: `${Math.round(summary.average_progress)}%`,
      note: summary.nearest_deadline ? `Next deadline ${formatDay(summary.nearest_deadline)}` : 'No upcoming deadline',
    },
  ]
  return (
    <section aria-label="Goals summary" className="wp-grid wp-grid--cols-2 wp-grid--md-4">
      {cards.map((card) => (
        <div key={card.key} className="wp-card" data-testid={`summary-${card.key}`}>
          <p className="wp-text-sm wp-muted">{card.label}</p>
          <p className="wp-text-2xl wp-bold">{card.value}</p>
          {card.note ? <p className="wp-text-xs wp-muted">{card.note}</p> : null}
        </div>
      ))}
    </section>
  )
}

export function GoalActions({ goal }: { goal: GoalJson }) {
  return (
    <div className="wp-row wp-gap-2">
      <Button asChild size="xs" variant="outline">
        <Link to={`/plan/goals/${goal.id}`} aria-label={`View ${goal.name}`}>
          View
        </Link>
      </Button>
      <Button asChild size="xs" variant="outline">
        <Link to={`/plan/goals/${goal.id}/edit`} aria-label={`Edit ${goal.name}`}>
          Edit
        </Link>
      </Button>
      <ConfirmDeleteLink
        to={`/plan/goals/${goal.id}/delete`}
        ariaLabel={`Delete ${goal.name}`}
        message={`Are you sure you want to delete the goal "${goal.name}"? This action cannot be undone.`}
      >
        Delete
      </ConfirmDeleteLink>
    </div>
  )
}

export function GoalCard({ goal }: { goal: GoalJson }) {
  const colour = goal.progress_colour
  return (
    <article
      aria-label={goal.name}
      className={`wp-card wp-goal-card wp-tint-${colour}`}
      data-testid="goal-card"
      data-progress-colour={colour}
    >
      <div className="wp-row wp-between wp-items-start wp-gap-2">
        <div>
          <p className="wp-text-xs wp-muted">{goal.category_label}</p>
          <h3 className="wp-heading">{goal.name}</h3>
        </div>
        <div className="wp-row wp-gap-1">
          {goal.is_overdue ? <OverdueBadge /> : null}
          <StatusBadge status={goal.status} label={goal.status_label} />
          <PriorityBadge priority={goal.priority} label={goal.priority_label} />
        </div>
      </div>
      {goal.description ? <p className="wp-text-sm wp-quiet wp-mt-1">{goal.description}</p> : null}
      <div className="wp-row wp-between wp-nowrap wp-text-sm wp-mt-3">
        <p>{`${formatDollars(goal.current_amount)} of ${formatDollars(goal.target_amount)}`}</p>
        <p className="wp-semibold wp-tint-fg">{`${Math.round(goal.progress_percentage)}%`}</p>
      </div>
      <ProgressBar value={goal.progress_percentage} colour={colour} label={`${goal.name} progress`} />
      <div className="wp-row wp-between wp-gap-2 wp-text-sm wp-mt-2">
        <p className={goal.deadline_near ? 'wp-fg-red-600' : 'wp-quiet'} data-deadline-near={goal.deadline_near}>
          {`${formatDay(goal.target_date)} · ${daysLeftText(goal.days_left)}`}
        </p>
        {goal.status === 'active' || goal.status === 'paused' ? (
          <p className="wp-quiet">{`${formatDollars(goal.monthly_required)}/mo needed`}</p>
        ) : null}
      </div>
      {goal.feasibility_notice ? (
        <p className="wp-text-sm wp-notice wp-mt-1">{`⚠ ${goal.feasibility_notice}`}</p>
      ) : null}
      <div className="wp-mt-3">
        <GoalActions goal={goal} />
      </div>
    </article>
  )
}

/** Goals in date order, grouped by the year of their target date. */
export function GoalTimeline({ goals }: { goals: GoalJson[] }) {
  const sorted = [...goals].sort((a, b) => a.target_date.localeCompare(b.target_date) || a.id - b.id)
  const years = [...new Set(sorted.map((g) => g.target_date.slice(0, 4)))]
  return (
    <ol aria-label="Goals timeline" className="wp-stack wp-gap-5">
      {years.map((year) => (
        <li key={year}>
          <h3 className="wp-heading wp-mb-2">{year}</h3>
          <ol className="wp-timeline">
            {sorted
              .filter((g) => g.target_date.startsWith(year))
              .map((goal) => (
                <li key={goal.id}>
                  <span
                    className={`wp-timeline-dot wp-tint-${goal.is_overdue ? 'red' : goal.progress_colour}`}
                    aria-hidden
                  />
                  <p className={`wp-text-sm ${goal.deadline_near ? 'wp-fg-red-600' : 'wp-muted'}`}>
                    {`${formatDay(goal.target_date)} · ${daysLeftText(goal.days_left)}`}
                  </p>
                  <GoalCard goal={goal} />
                </li>
              ))}
          </ol>
        </li>
      ))}
    </ol>
  )
}
