import { Form } from '@remix-run/react'
import { PlainInput } from '~/components/plain-fields.tsx'
import { SearchActions } from '~/components/search-actions.tsx'
import { MAX_SEARCH_LENGTH } from '~/lib/paging.ts'

/**
 * The admin console's search for accounts by e-mail: a GET form (works without JavaScript) that
 * starts again at page 1. `clearTo` is the link that drops the search, shown while one is applied.
 */
export function EmailSearchForm({ q, label, clearTo }: { q?: string; label: string; clearTo: string }) {
  return (
    <Form method="get" role="search" aria-label={label} key={q ?? ''}>
      <div className="wp-search-row">
        <PlainInput
          label="E-mail contains"
          wide
          type="search"
          name="q"
          defaultValue={q ?? ''}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder="name@example.com"
        />
        <SearchActions clearTo={q ? clearTo : null} />
      </div>
    </Form>
  )
}
