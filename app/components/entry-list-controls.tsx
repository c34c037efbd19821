import { Form } from '@remix-run/react'
import { PlainInput, PlainSelect } from '~/components/plain-fields.tsx'
import { SearchActions } from '~/components/search-actions.tsx'
import {
  CATALOGUE,
  CATEGORY_LABELS,
  ENTRY_CATEGORIES,
  FREQUENCIES,
  FREQUENCY_LABELS,
  type EntryCategory,
} from '~/lib/catalogue.ts'
import { DEFAULT_PAGE_SIZE, MAX_SEARCH_LENGTH, PAGE_SIZES, withParams } from '~/lib/paging.ts'
import type { EntryListQuery } from '~/schemas/entry-list.ts'

// The search, filter and paging controls of the entry lists. The search is a GET form and the
// pages are links, so both work without JavaScript; every link is built from the query the
// loader actually used (a refused parameter is not carried on), plus the screen's own fixed
// parameters (the tab).

/** The query string of a list: the screen's fixed parameters, the used query, and `changes`. */
export function entryListHref(
  fixed: Record<string, string>,
  query: EntryListQuery,
  changes: Record<string, string | number | null> = {},
) {
  return withParams('', {
    ...fixed,
    q: query.q ?? null,
    category: fixed.tab ? null : (query.category ?? null),
    subcategory: query.subcategory ?? null,
    frequency: query.frequency ?? null,
    size: query.size === DEFAULT_PAGE_SIZE ? null : query.size,
    page: query.page,
    ...changes,
  })
}

/**
 * The search and filter form of an entry list. `category` fixes the category (a tab: its
 * subcategories only, no category choice); without it the form offers both.
 */
export function EntrySearchForm({
  query,
  fixed,
  category,
  showFrequency,
  filtered,
}: {
  query: EntryListQuery
  fixed: Record<string, string>
  category?: EntryCategory
  showFrequency: boolean
  filtered: boolean
}) {
  const categories = category ? [category] : ENTRY_CATEGORIES
  return (
    <Form method="get" role="search" aria-label="Search entries" key={entryListHref(fixed, query)}>
      {Object.entries(fixed).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="wp-search-row">
        <PlainInput
          label="Search"
          wide
          type="search"
          name="q"
          defaultValue={query.q ?? ''}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder="Description or subcategory"
        />
        {category ? null : (
          <PlainSelect name="category" label="Category" defaultValue={query.category ?? ''}>
            <option value="">All categories</option>
            {ENTRY_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c].plural}
              </option>
            ))}
          </PlainSelect>
        )}
        <PlainSelect name="subcategory" label="Subcategory" defaultValue={query.subcategory ?? ''}>
          <option value="">All subcategories</option>
          {categories.map((c) =>
            category ? (
              CATALOGUE[c].map((s) => (
                <option key={s.key} value={s.key}>
                  {s.label}
                </option>
              ))
            ) : (
              <optgroup key={c} label={CATEGORY_LABELS[c].plural}>
                {CATALOGUE[c].map((s) => (
                  <option key={s.key} value={s.key}>
                    {s.label}
                  </option>
                ))}
              </optgroup>
            ),
          )}
        </PlainSelect>
        {showFrequency ? (
          <PlainSelect name="frequency" label="Frequency" defaultValue={query.frequency ?? ''}>
            <option value="">All frequencies</option>
            {FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {FREQUENCY_LABELS[f]}
              </option>
            ))}
          </PlainSelect>
        ) : null}
        <PlainSelect name="size" label="Per page" defaultValue={String(query.size)}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </PlainSelect>
        <SearchActions clearTo={filtered ? withParams('', fixed) : null} />
      </div>
    </Form>
  )
}
