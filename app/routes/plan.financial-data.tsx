import { Badge, Box, chakra, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useNavigation } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { ErrorBanner } from '~/components/error-banner.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { EntrySearchForm, entryListHref, Pager } from '~/components/entry-list-controls.tsx'
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

export default function FinancialDataEntry() {
  const screen = useLoaderData<typeof loader>()
  const { tabs, query, results, filtered } = screen
  const activeCategory = screen.category
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/plan/financial-data'
  const fixed = { tab: activeCategory }
  const perMonth = screen.total_is_monthly ? '/mo' : ''

  return (
    <Stack gap="5" aria-busy={loading}>
      <Box>
        <Text color="gray.600" fontSize="sm">
          Step 2
        </Text>
        <Heading as="h1" size="xl">
          Financial Data Entry
        </Heading>
        <Text color="gray.600">Organize and manage your financial information by category</Text>
      </Box>

      <HStack as="nav" aria-label="Entry categories" gap="2" wrap="wrap" borderBottomWidth="1px" pb="2">
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
                <Badge ms="2" variant={current ? 'surface' : 'subtle'}>
                  {tab.entry_count}
                </Badge>
              </Link>
            </Button>
          )
        })}
      </HStack>

      {loading ? (
        <Text role="status" color="gray.600">
          Loading your entries…
        </Text>
      ) : null}

      <SimpleGrid
        as="section"
        aria-label={`${screen.label.plural} overview`}
        columns={{ base: 1, md: 4 }}
        gap="3"
        alignItems="center"
      >
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
      </SimpleGrid>

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
        <Box as="section" aria-labelledby="results-heading" bg="white" borderWidth="1px" borderRadius="lg" p="4">
          <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
            <Heading as="h2" id="results-heading" size="md">
              {`Matching ${screen.label.plural.toLowerCase()}`}
            </Heading>
            <Text color="gray.600" fontSize="sm" data-testid="results-total">
              {`${countOf(results.window.total)} · ${formatCents(results.total_cents)}${perMonth}`}
            </Text>
          </Flex>
          {screen.notice ? (
            <Text role="status" color="orange.700" fontSize="sm" mt="2">
              {screen.notice}
            </Text>
          ) : null}
          <Pager window={results.window} hrefFor={(page) => entryListHref(fixed, query, { page })} />
          {results.entries.length === 0 ? (
            <Text color="gray.600" py="2">
              No entries match this search.{' '}
              <Link to={`?tab=${activeCategory}`}>Show all {screen.label.plural.toLowerCase()}</Link>
            </Text>
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
        </Box>
      ) : (
        <Stack gap="3">
          {screen.groups.map((group) => (
            <chakra.details key={group.key} open={group.count > 0} bg="white" borderWidth="1px" borderRadius="lg">
              <Flex as="summary" px="4" py="3" cursor="pointer" align="center" justify="space-between" gap="3">
                <Text fontWeight="semibold">{group.label}</Text>
                <Text color="gray.600" fontSize="sm">
                  {`${countOf(group.count)} · ${formatCents(group.total_cents)}${perMonth}`}
                </Text>
              </Flex>
              <Box px="4" pb="4">
                <Flex justify="flex-end" mb="2">
                  <Button asChild size="xs" variant="outline">
                    <Link
                      to={`/plan/financial-data/new?category=${activeCategory}&subcategory=${group.key}`}
                      aria-label={`Add to ${group.label}`}
                    >
                      + Add
                    </Link>
                  </Button>
                </Flex>
                {group.count === 0 ? (
                  <Box>
                    <Text color="gray.600" mb="2">{`No ${group.label} entries yet`}</Text>
                    <HStack gap="2" wrap="wrap">
                      {group.quick_add.map((item) => (
                        <Button key={item} asChild size="xs" variant="subtle">
                          <Link
                            to={`/plan/financial-data/new?category=${activeCategory}&subcategory=${group.key}&description=${encodeURIComponent(item)}`}
                          >
                            {`+ ${item}`}
                          </Link>
                        </Button>
                      ))}
                    </HStack>
                  </Box>
                ) : (
                  <>
                    <EntryListItems entries={group.entries} monthly={screen.total_is_monthly} />
                    {group.count > group.entries.length ? (
                      <Flex justify="space-between" align="center" borderTopWidth="1px" pt="2" gap="2" wrap="wrap">
                        <Text fontSize="sm" color="gray.600">
                          {`Showing ${group.entries.length} of ${countOf(group.count)}`}
                        </Text>
                        <Button asChild size="xs" variant="outline">
                          <Link to={`?tab=${activeCategory}&subcategory=${group.key}`}>
                            {`Show all ${countOf(group.count)} in ${group.label}`}
                          </Link>
                        </Button>
                      </Flex>
                    ) : null}
                  </>
                )}
              </Box>
            </chakra.details>
          ))}
        </Stack>
      )}

      <Flex justify="flex-end">
        <Button asChild colorPalette="blue">
          <Link to="/plan/current-state">Continue to Current State →</Link>
        </Button>
      </Flex>
    </Stack>
  )
}

export const meta: MetaFunction = () => [{ title: 'Financial Data Entry · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
