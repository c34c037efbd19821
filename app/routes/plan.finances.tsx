import { Box, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useLoaderData, useSearchParams } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { requireUser } from '~/auth/guards.server.ts'
import { AdvisorTab } from '~/components/advisor-tab.tsx'
import { ConfirmDeleteLink } from '~/components/confirm-delete-link.tsx'
import { DataTable, RowActions, Td } from '~/components/data-table.tsx'
import { EmptyState } from '~/components/empty-state.tsx'
import { EntriesTable } from '~/components/entries-table.tsx'
import { EntrySearchForm, entryListHref } from '~/components/entry-list-controls.tsx'
import { Pager } from '~/components/pager.tsx'
import { ErrorBanner } from '~/components/error-banner.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { NetWorthChart } from '~/components/net-worth-chart.tsx'
import { savingsRateDetail, SummaryCard } from '~/components/summary-card.tsx'
import { useIsSubmitting } from '~/components/use-is-submitting.ts'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { formatCents, formatDollars, pluralise } from '~/lib/format.ts'
import { pageNotice } from '~/lib/paging.ts'
import { isFiltered, readEntryListQuery } from '~/schemas/entry-list.ts'
import { hasAdvisorData, smartRecommendationsFor } from '~/services/advisor/advisor.server.ts'
import { getEntryTable } from '~/services/finance/entry-screen.server.ts'
import { getSummary } from '~/services/finance/summary.server.ts'
import { getHistory, takeSnapshot, toSnapshotJson } from '~/services/finance/net-worth.server.ts'
import { listProfileRows } from '~/services/profile/rows.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    // The entries table (Overview tab) is read a page at a time, its search and filters in the
    // query string; the summary cards come from SQL totals. A refused parameter: 422, the table
    // shown with a message.
    const params = new URL(request.url).searchParams
    const tab = tabOf(params.get('tab'))
    const { query, errors } = readEntryListQuery(tab === 'overview' ? params : new URLSearchParams())
    const [summary, table, profileRows, history, advice] = await Promise.all([
      getSummary(user.id),
      getEntryTable(user.id, query),
      listProfileRows(user.id),
      getHistory(user.id, 365),
      smartRecommendationsFor(user.id),
    ])
    const list = {
      ...table,
      query: { ...query, page: table.window.page },
      errors,
      notice: pageNotice(table.window),
      filtered: isFiltered(query) || query.category !== undefined,
    }
    const payload = {
      advisor: {
        count: advice.recommendations.length,
        // The texts only for the tab that shows them; the others show the count.
        recommendations: (tab === 'advisor' ? advice.recommendations : []).map((r) => ({
          id: r.id,
          title: r.title,
          description: r.description,
          difficulty: r.difficulty,
          monthly_savings_cents: r.monthly_savings_cents,
          annual_savings_cents: r.annual_savings_cents,
        })),
        // One hint per loan can run to thousands; only the Advisor Data tab shows them.
        hints: tab === 'advisor' ? advice.hints : [],
        hasData: hasAdvisorData(advice.advisor),
        tiles: {
          mortgage_rate: advice.advisor.mortgage.interest_rate,
          contribution_401k: advice.advisor.retirement.contribution_percent,
          stock_percentage: advice.advisor.investments.stock_percentage,
          subscription_count: advice.advisor.subscriptions.length,
        },
      },
      summary,
      list,
      // Only what the screen shows: the API's raw subcategories (e.g. married_jointly) stay out of the page.
      profileRows: profileRows.map(({ id, section, description, amount, amount_label, edit }) => ({
        id,
        section,
        description,
        amount,
        amount_label,
        edit,
      })),
      history: history.map(toSnapshotJson),
    }
    return data(payload, { status: errors.length > 0 ? 422 : 200 })
  })
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const snapshot = await takeSnapshot(user.id, 'manual')
    return redirectWithToast('/plan/finances', {
      kind: 'success',
      title: 'Snapshot saved',
      description: `Net worth today: ${formatCents(snapshot.net_worth_cents)}.`,
    })
  })
}

const TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'advisor', label: 'Advisor Data' },
  { key: 'connections', label: 'Account Connections' },
] as const

/** The tab a `?tab=` names; Overview for none or an unknown one. */
const tabOf = (value: string | null) => TABS.find((t) => t.key === value)?.key ?? 'overview'

const SHORTCUTS = [
  { label: 'Add Income', to: '/plan/financial-data/new?category=income&subcategory=employment_income' },
  { label: 'Add Asset', to: '/plan/financial-data/new?category=assets&subcategory=investment_accounts' },
  { label: 'Add Expense', to: '/plan/financial-data/new?category=expenses&subcategory=housing' },
  { label: 'Add Debt', to: '/plan/financial-data/new?category=liabilities&subcategory=credit_cards' },
]

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>

/** The four summary cards and the net worth history, once there are entries to sum. */
function OverviewFigures({ summary, history }: Pick<Loaded, 'summary' | 'history'>) {
  const snapshotting = useIsSubmitting()
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        <SummaryCard
          title="Net Worth"
          value={formatDollars(summary.net_worth)}
          detail={`Assets ${formatDollars(summary.total_assets)} · Liabilities ${formatDollars(summary.total_liabilities)}`}
          tone={summary.net_worth < 0 ? 'red.600' : 'green.700'}
        />
        <SummaryCard
          title="Monthly Income"
          value={formatDollars(summary.monthly_income)}
          detail={`${formatDollars(summary.annual_income)} a year`}
        />
        <SummaryCard
          title="Monthly Expenses"
          value={formatDollars(summary.monthly_expenses)}
          detail={`${formatDollars(summary.annual_expenses)} a year`}
        />
        <SummaryCard
          title="Monthly Cash Flow"
          value={formatDollars(summary.monthly_cash_flow)}
          detail={savingsRateDetail(summary)}
          tone={summary.monthly_cash_flow < 0 ? 'red.600' : undefined}
        />
      </SimpleGrid>

      <Box as="section" aria-labelledby="history-heading" bg="white" borderWidth="1px" borderRadius="lg" p="4">
        <Flex justify="space-between" align="center" mb="2" wrap="wrap" gap="2">
          <Heading as="h2" id="history-heading" size="md">
            Net worth history
          </Heading>
          <Form method="post">
            <Button type="submit" size="sm" variant="outline" disabled={snapshotting}>
              {snapshotting ? 'Saving...' : 'Take snapshot'}
            </Button>
          </Form>
        </Flex>
        <NetWorthChart points={history} />
      </Box>
    </>
  )
}

/**
 * Profile, family, benefit and tax facts: not money the person holds, so not among the entries,
 * and shown with the spec's section names and the forms' labels.
 */
function ProfileFacts({ rows }: { rows: Loaded['profileRows'] }) {
  return (
    <Box as="section" aria-labelledby="profile-facts-heading" bg="white" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" id="profile-facts-heading" size="md" mb="1">
        Profile, benefits and tax
      </Heading>
      <Text fontSize="sm" color="gray.600" mb="2">
        What your profile says about you and your household. These are not counted in the figures above.
      </Text>
      <DataTable columns={['Fact', 'Section', { label: 'Amount', numeric: true }, 'Actions']}>
        {rows.map((row) => (
          <tr key={row.id}>
            <Td>{row.description}</Td>
            <Td>{row.section}</Td>
            <Td numeric>
              {row.amount_label && row.amount ? `${row.amount_label}: ${formatDollars(row.amount)}` : '—'}
            </Td>
            <Td>
              {row.edit.kind === 'profile' ? (
                <RowActions>
                  <Button asChild size="xs" variant="outline">
                    <Link to={row.edit.to} aria-label={`Edit ${row.description}`}>
                      Edit
                    </Link>
                  </Button>
                  <ConfirmDeleteLink
                    to={`/plan/finances/profile-rows/${row.id}/clear`}
                    ariaLabel={`Clear ${row.description}`}
                    message={`Are you sure you want to clear "${row.description}" from your profile?`}
                    confirmLabel="Clear"
                  >
                    Clear
                  </ConfirmDeleteLink>
                </RowActions>
              ) : (
                <Text fontSize="xs" color="gray.700" maxW="sm">
                  {row.edit.message} <Link to={row.edit.to}>{`Open the ${row.edit.tab} tab`}</Link>
                </Text>
              )}
            </Td>
          </tr>
        ))}
      </DataTable>
    </Box>
  )
}

export default function FinancialManagement() {
  const { summary, list, profileRows, history, advisor } = useLoaderData<typeof loader>()
  const [params] = useSearchParams()
  const tab = tabOf(params.get('tab'))
  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          Financial Management
        </Heading>
        <HStack>
          <Button asChild variant="outline" size="sm">
            <Link to={`?tab=${tab}`} reloadDocument>
              Refresh
            </Link>
          </Button>
          <Button asChild colorPalette="blue" size="sm">
            <Link to="/plan/financial-data/new">Add Entry</Link>
          </Button>
        </HStack>
      </Flex>
      <HStack as="nav" aria-label="Financial Management tabs" gap="2" borderBottomWidth="1px" pb="2" wrap="wrap">
        {TABS.map((t) => (
          <Button
            key={t.key}
            asChild
            size="sm"
            variant={t.key === tab ? 'solid' : 'ghost'}
            colorPalette={t.key === tab ? 'blue' : 'gray'}
          >
            <Link to={`?tab=${t.key}`} aria-current={t.key === tab ? 'page' : undefined}>
              {t.label}
              {t.key === 'advisor' && advisor.count > 0 ? (
                <span
                  className="wp-count-badge"
                  aria-label={pluralise(advisor.count, 'recommendation')}
                  data-testid="advisor-badge"
                >
                  {advisor.count}
                </span>
              ) : null}
            </Link>
          </Button>
        ))}
        <Button asChild size="sm" variant="ghost" colorPalette="gray">
          <Link to="/plan/finances/retirement">Retirement</Link>
        </Button>
        <Button asChild size="sm" variant="ghost" colorPalette="gray">
          <Link to="/plan/finances/tax">Tax</Link>
        </Button>
        <Button asChild size="sm" variant="ghost" colorPalette="gray">
          <Link to="/plan/portfolio">Portfolio Analysis</Link>
        </Button>
      </HStack>

      {tab === 'advisor' ? (
        <AdvisorTab
          recommendations={advisor.recommendations}
          tiles={advisor.tiles}
          hints={advisor.hints}
          hasData={advisor.hasData}
        />
      ) : null}

      {tab === 'overview' ? (
        <>
          {summary.entry_count === 0 ? (
            <EmptyState
              title="No entries yet"
              actions={[
                { label: 'Add your income', to: SHORTCUTS[0].to },
                { label: 'Add what you own', to: SHORTCUTS[1].to },
                { label: 'Import entries from CSV', to: '/plan/finances/import' },
              ]}
            >
              Your net worth, monthly cash flow and savings rate are worked out from what you own, owe, earn and spend.
              Start with your income and your accounts.
            </EmptyState>
          ) : (
            <OverviewFigures summary={summary} history={history} />
          )}
          {list.hasEntries || list.filtered ? (
            <Box as="section" aria-labelledby="entries-heading" bg="white" borderWidth="1px" borderRadius="lg" p="4">
              <Heading as="h2" id="entries-heading" size="md" mb="2">
                Entries
              </Heading>
              <Stack gap="2">
                <EntrySearchForm query={list.query} fixed={{}} showFrequency filtered={list.filtered} />
                <ErrorBanner messages={list.errors} testId="list-errors" />
                {list.notice ? (
                  <Text role="status" color="orange.700" fontSize="sm">
                    {list.notice}
                  </Text>
                ) : null}
                <Pager window={list.window} hrefFor={(page) => entryListHref({}, list.query, { page })} />
                <EntriesTable entries={list.entries} />
              </Stack>
            </Box>
          ) : null}
          {profileRows.length > 0 ? <ProfileFacts rows={profileRows} /> : null}
        </>
      ) : null}
      {tab === 'connections' ? (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <Box bg="white" borderWidth="1px" borderRadius="lg" p="4">
              <Heading as="h2" size="md" mb="1">
                Connected accounts
              </Heading>
              <Text fontSize="3xl" fontWeight="bold">
                0
              </Text>
              <Stack gap="1" mt="2" fontSize="sm">
                {['Banking', 'Investments', 'Real Estate', 'Crypto'].map((c) => (
                  <Flex key={c} justify="space-between">
                    <Text>{c}</Text>
                    <Text color="gray.600">Not connected</Text>
                  </Flex>
                ))}
              </Stack>
              <Text fontSize="sm" color="gray.600" mt="3">
                Connecting banks, brokers, property values, mortgage lenders and crypto exchanges is not available yet.
                Until then, add entries by hand or import them from a CSV file.
              </Text>
            </Box>
            <Box bg="white" borderWidth="1px" borderRadius="lg" p="4">
              <Heading as="h2" size="md" mb="2">
                Manual Entry
              </Heading>
              <SimpleGrid columns={2} gap="2">
                {SHORTCUTS.map((s) => (
                  <Button key={s.label} asChild variant="outline">
                    <Link to={s.to}>{s.label}</Link>
                  </Button>
                ))}
              </SimpleGrid>
            </Box>
          </SimpleGrid>
          <Box as="section" aria-labelledby="csv-heading" bg="white" borderWidth="1px" borderRadius="lg" p="4">
            <Heading as="h2" id="csv-heading" size="md" mb="2">
              Import and export (CSV)
            </Heading>
            <HStack gap="3" wrap="wrap">
              <Button asChild variant="outline">
                <a href="/plan/finances/entries.csv" download>
                  Export entries (CSV)
                </a>
              </Button>
              <Button asChild colorPalette="blue">
                <Link to="/plan/finances/import">Import entries from CSV</Link>
              </Button>
            </HStack>
          </Box>
        </>
      ) : null}
    </Stack>
  )
}

export const meta: MetaFunction = () => [{ title: 'Financial Management · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
