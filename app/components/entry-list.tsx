import { Button } from '~/components/button.tsx'
import { Link } from '~/components/link.tsx'
import { ConfirmDeleteLink } from '~/components/confirm-delete-link.tsx'
import { FREQUENCY_LABELS, type Frequency } from '~/lib/catalogue.ts'
import { formatCents } from '~/lib/format.ts'

export type EntryListItem = {
  id: number
  description: string
  subcategory_label: string
  amount_cents: number
  frequency: string
  counts_toward_monthly: boolean
  interest_rate: number | null
}

/**
 * Entry rows of the Financial Data Entry screen, each with Edit and Delete. `showSubcategory`
 * names each row's group (a search or filter lists entries of several groups together). Static
 * classes (app/styles/screens.css): the screen loads no Chakra.
 */
export function EntryListItems({
  entries,
  monthly,
  showSubcategory = false,
}: {
  entries: readonly EntryListItem[]
  /** Income and expenses: say which rows the monthly totals leave out. */
  monthly: boolean
  showSubcategory?: boolean
}) {
  return (
    <ul className="wp-entry-list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <div className="wp-min-w-0">
            <p className="wp-medium wp-wrap-anywhere">{entry.description}</p>
            <p className="wp-text-xs wp-muted">
              {showSubcategory ? `${entry.subcategory_label} · ` : ''}
              {FREQUENCY_LABELS[entry.frequency as Frequency] ?? entry.frequency}
              {monthly && !entry.counts_toward_monthly ? ' · not counted in monthly totals' : ''}
              {entry.interest_rate !== null ? ` · ${entry.interest_rate}%` : ''}
            </p>
          </div>
          <div className="wp-row-actions">
            <p className="wp-semibold">{formatCents(entry.amount_cents)}</p>
            <Button asChild size="xs" variant="outline">
              <Link to={`/plan/financial-data/${entry.id}/edit`} aria-label={`Edit ${entry.description}`}>
                Edit
              </Link>
            </Button>
            <ConfirmDeleteLink
              to={`/plan/financial-data/${entry.id}/delete`}
              ariaLabel={`Delete ${entry.description}`}
              message={`Are you sure you want to delete "${entry.description}"?`}
            >
              Delete
            </ConfirmDeleteLink>
          </div>
        </li>
      ))}
    </ul>
  )
}
