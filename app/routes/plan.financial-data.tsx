import { Button } from '~/components/button.tsx'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useNavigation } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { requireUser } from '~/auth/guards.server.ts'
import { STATIC_STYLES } from '~/components/chakra-scope.tsx'
import { ErrorBanner } from '~/components/error-banner.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { EntrySearchForm, entryListHref } from '~/components/entry-list-controls.tsx'
import { Pager } from '~/components/pager.tsx'
import { EntryListItems } from '~/components/entry-list.tsx'
import { SummaryCard } from '~/components/summary-card.tsx'
import { ENTRY_CATEGORIES, isEntryCategory, type EntryCategory } from '~/lib/catalogue.ts'
import { formatCents } from '~/lib/format.ts'
import { countOf, pageNotice } from '~/lib/paging.ts'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { isFiltered, readEntryListQuery } from '~/schemas/entry-list.ts'
import { getEntryTab } from '~/services/finance/entry-screen.server.ts'

// The Financial Data Entry screen (spec 01): one tab per category. Each group card lists its
// first few entries and links to all of them, paged; a search or filter (a GET form) shows one
// page of the matching entries. Figures come from SQL, so the page costs the same at 50 or
// 5,000 entries. A refused query parameter answers 422 with the list still shown and a message.
export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const params = new URL(request.url).searchParams
    const requested = params.get('tab') ?? 'assets'
    const active = isEntryCategory(requested) ? requested : 'assets'
    const { query, errors } = readEntryListQuery(params, { category: active })
    const screen = await getEntryTab(user.id, active, query)
    const page = screen.results?.window.page ?? 1
    const notice = screen.results ? pageNotice(screen.results.window) : null
    return data(
      { ...screen, query: { ...query, page }, errors, notice, filtered: isFiltered(query) },
      { status: errors.length > 0 ? 422 : 200 },
    )
  })
}

const POSITIVE: Record<EntryCategory, boolean> = { assets: true, income: true, liabilities: false, expenses: false }

// Drawn with static classes only: a first visit downloads no Chakra (app/components/chakra-scope.tsx).
export const handle = STATIC_STYLES

export default function FinancialDataEntry() {
  const screen = useLoaderData<typeof loader>()
  const { tabs, query, results, filtered } = screen
  const activeCategory = screen.category
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/plan/financial-data'
  const fixed = { tab: activeCategory }
  const perMonth = screen.total_is_monthly ? '/mo' : ''

  return (
    <div className="wp-stack wp-gap-5" aria-busy={loading}>
      <div>
        <p className="wp-muted wp-text-sm">Step 2</p>
        <h1 className="wp-heading wp-heading--xl">Financial Data Entry</h1>
        <p className="wp-muted">Organize and manage your financial information by category</p>
      </div>

      <nav aria-label="Entry categories" className="wp-row wp-gap-2 wp-tabs">
        {ENTRY_CATEGORIES.map((category) => {
          const tab = tabs.find((t) => t.category === category)!
          const current = tab.category === activeCategory
          return (
            <Button
              key={category}
              asChild
              size="sm"
              variant={current ? 'solid' : 'ghost'}
              colorPalette={current ? 'blue' : 'gray'}
            >
              <Link to={`?tab=${category}`} aria-current={current ? 'page' : undefined} preventScrollReset>
                {tab.label.plural}
                <span className={current ? 'wp-badge wp-badge--surface wp-ms-2' : 'wp-badge wp-ms-2'}>
                  {tab.entry_count}
                </span>
              </Link>
            </Button>
          )
        })}
      </nav>

      {loading ? (
        <p role="status" className="wp-muted">
          Loading your entries…
        </p>
      ) : null}

      <section aria-label={`${screen.label.plural} overview`} className="wp-grid wp-grid--md-4 wp-items-center">
        <SummaryCard
          title={`${screen.total_is_monthly ? 'Monthly' : 'Total'} ${screen.label.plural.toLowerCase()}`}
          value={formatCents(screen.total_cents)}
          tone={POSITIVE[activeCategory] ? 'green.600' : 'red.600'}
          testId="tab-total"
        />
        <SummaryCard title="Entries" value={screen.entry_count} />
        <SummaryCard title="Categories" value={screen.category_count} />
        <Button asChild colorPalette="blue" size="lg">
          <Link to={`/plan/financial-data/new?category=${activeCategory}`}>{`Add ${screen.label.singular}`}</Link>
        </Button>
      </section>

      {screen.entry_count > 0 || filtered ? (
        <EntrySearchForm
          query={query}
          fixed={fixed}
          category={activeCategory}
          showFrequency={screen.total_is_monthly}
          filtered={filtered}
        />
      ) : null}
      <ErrorBanner messages={screen.errors} testId="list-errors" />

      {results ? (
        <section aria-labelledby="results-heading" className="wp-card">
          <div className="wp-row wp-row--baseline wp-between wp-gap-2">
            <h2 id="results-heading" className="wp-heading">
              {`Matching ${screen.label.plural.toLowerCase()}`}
            </h2>
            <p className="wp-muted wp-text-sm" data-testid="results-total">
              {`${countOf(results.window.total)} · ${formatCents(results.total_cents)}${perMonth}`}
            </p>
          </div>
          {screen.notice ? (
            <p role="status" className="wp-notice wp-text-sm wp-mt-2">
              {screen.notice}
            </p>
          ) : null}
          <Pager window={results.window} hrefFor={(page) => entryListHref(fixed, query, { page })} />
          {results.entries.length === 0 ? (
            <p className="wp-muted wp-pad-y-2">
              No entries match this search.{' '}
              <Link to={`?tab=${activeCategory}`}>Show all {screen.label.plural.toLowerCase()}</Link>
            </p>
          ) : (
            <EntryListItems entries={results.entries} monthly={screen.total_is_monthly} showSubcategory />
          )}
          {results.window.pageCount > 1 ? (
            <Pager
              window={results.window}
              hrefFor={(page) => entryListHref(fixed, query, { page })}
              label="Entry pages (bottom)"
            />
          ) : null}
        </section>
      ) : (
        <div className="wp-stack wp-gap-3">
          {screen.groups.map((group) => (
            <details key={group.key} open={group.count > 0} className="wp-card wp-card--flush wp-group">
              <summary>
                <span className="wp-semibold">{group.label}</span>
                <span className="wp-muted wp-text-sm">
                  {`${countOf(group.count)} · ${formatCents(group.total_cents)}${perMonth}`}
                </span>
              </summary>
              <div className="wp-group-body">
                <div className="wp-row wp-justify-end wp-mb-2">
                  <Button asChild size="xs" variant="outline">
                    <Link
                      to={`/plan/financial-data/new?category=${activeCategory}&subcategory=${group.key}`}
                      aria-label={`Add to ${group.label}`}
                    >
                      + Add
                    </Link>
                  </Button>
                </div>
                {group.count === 0 ? (
                  <div>
                    <p className="wp-muted wp-mb-2">{`No ${group.label} entries yet`}</p>
                    <div className="wp-row wp-gap-2">
                      {group.quick_add.map((item) => (
                        <Button key={item} asChild size="xs" variant="subtle">
                          <Link
                            to={`/plan/financial-data/new?category=${activeCategory}&subcategory=${group.key}&description=${encodeURIComponent(item)}`}
                          >
                            {`+ ${item}`}
                          </Link>
                        </Button>
                      ))}
                    </div>
                  </div>
                ) : (
                  <>
                    <EntryListItems entries={group.entries} monthly={screen.total_is_monthly} />
                    {group.count > group.entries.length ? (
                      <div className="wp-row wp-between wp-gap-2 wp-divider-top">
                        <p className="wp-text-sm wp-muted">
                          {`Showing ${group.entries.length} of ${countOf(group.count)}`}
                        </p>
                        <Button asChild size="xs" variant="outline">
                          <Link to={`?tab=${activeCategory}&subcategory=${group.key}`}>
                            {`Show all ${countOf(group.count)} in ${group.label}`}
                          </Link>
                        </Button>
                      </div>
                    ) : null}
                  </>
                )}
              </div>
            </details>
          ))}
        </div>
      )}

      <div className="wp-row wp-justify-end">
        <Button asChild colorPalette="blue">
          <Link to="/plan/current-state">Continue to Current State →</Link>
        </Button>
      </div>
    </div>
  )
}

export const meta: MetaFunction = () => [{ title: 'Financial Data Entry · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
