import { Badge, Box, Button, chakra, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useNavigation } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { ConfirmDeleteLink } from '~/components/confirm-delete-link.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { SummaryCard } from '~/components/summary-card.tsx'
import {
  ENTRY_CATEGORIES,
  FREQUENCY_LABELS,
  isEntryCategory,
  type EntryCategory,
  type Frequency,
} from '~/lib/catalogue.ts'
import { formatCents } from '~/lib/format.ts'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { getEntryScreen } from '~/services/finance/entry-screen.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const requested = new URL(request.url).searchParams.get('tab') ?? 'assets'
    const active = isEntryCategory(requested) ? requested : 'assets'
    const tabs = await getEntryScreen(user.id)
    // Only the open tab's rows go to the page; the others need just their counts.
    return {
      active,
      tabs: tabs.map((t) => (t.category === active ? t : { ...t, groups: [] })),
    }
  })
}

const POSITIVE: Record<EntryCategory, boolean> = { assets: true, income: true, liabilities: false, expenses: false }

export default function FinancialDataEntry() {
  const { tabs, active: activeCategory } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const active = tabs.find((t) => t.category === activeCategory) ?? tabs[0]
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/plan/financial-data'

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
          const current = tab.category === active.category
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
        aria-label={`${active.label.plural} overview`}
        columns={{ base: 1, md: 4 }}
        gap="3"
        alignItems="center"
      >
        <SummaryCard
          title={`${active.total_is_monthly ? 'Monthly' : 'Total'} ${active.label.plural.toLowerCase()}`}
          value={formatCents(active.total_cents)}
          tone={POSITIVE[active.category] ? 'green.600' : 'red.600'}
          testId="tab-total"
        />
        <SummaryCard title="Entries" value={active.entry_count} />
        <SummaryCard title="Categories" value={active.category_count} />
        <Button asChild colorPalette="blue" size="lg">
          <Link to={`/plan/financial-data/new?category=${active.category}`}>{`Add ${active.label.singular}`}</Link>
        </Button>
      </SimpleGrid>

      <Stack gap="3">
        {active.groups.map((group) => (
          <chakra.details
            key={group.key}
            open={group.entries.length > 0}
            bg="white"
            borderWidth="1px"
            borderRadius="lg"
          >
            <Flex as="summary" px="4" py="3" cursor="pointer" align="center" justify="space-between" gap="3">
              <Text fontWeight="semibold">{group.label}</Text>
              <Text color="gray.600" fontSize="sm">
                {`${group.entries.length} ${group.entries.length === 1 ? 'entry' : 'entries'} · ${formatCents(group.total_cents)}${active.total_is_monthly ? '/mo' : ''}`}
              </Text>
            </Flex>
            <Box px="4" pb="4">
              <Flex justify="flex-end" mb="2">
                <Button asChild size="xs" variant="outline">
                  <Link
                    to={`/plan/financial-data/new?category=${active.category}&subcategory=${group.key}`}
                    aria-label={`Add to ${group.label}`}
                  >
                    + Add
                  </Link>
                </Button>
              </Flex>
              {group.entries.length === 0 ? (
                <Box>
                  <Text color="gray.600" mb="2">{`No ${group.label} entries yet`}</Text>
                  <HStack gap="2" wrap="wrap">
                    {group.quick_add.map((item) => (
                      <Button key={item} asChild size="xs" variant="subtle">
                        <Link
                          to={`/plan/financial-data/new?category=${active.category}&subcategory=${group.key}&description=${encodeURIComponent(item)}`}
                        >
                          {`+ ${item}`}
                        </Link>
                      </Button>
                    ))}
                  </HStack>
                </Box>
              ) : (
                <Stack as="ul" gap="0" listStyleType="none">
                  {group.entries.map((entry) => (
                    <Flex
                      as="li"
                      key={entry.id}
                      py="2"
                      borderTopWidth="1px"
                      align="center"
                      justify="space-between"
                      gap="3"
                      wrap="wrap"
                    >
                      <Box>
                        <Text fontWeight="medium">{entry.description}</Text>
                        <Text fontSize="xs" color="gray.600">
                          {FREQUENCY_LABELS[entry.frequency as Frequency] ?? entry.frequency}
                          {active.total_is_monthly && !entry.counts_toward_monthly
                            ? ' · not counted in monthly totals'
                            : ''}
                          {entry.interest_rate !== null ? ` · ${entry.interest_rate}%` : ''}
                        </Text>
                      </Box>
                      <HStack gap="2">
                        <Text fontWeight="semibold">{formatCents(entry.amount_cents)}</Text>
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
                      </HStack>
                    </Flex>
                  ))}
                </Stack>
              )}
            </Box>
          </chakra.details>
        ))}
      </Stack>

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
