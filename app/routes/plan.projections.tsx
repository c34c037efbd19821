import { Badge, Box, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { StaticTable, Td, Th } from '~/components/data-table.tsx'
import { Button } from '~/components/button.tsx'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { requireUser } from '~/auth/guards.server.ts'
import { EmptyState } from '~/components/empty-state.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { replyMessages } from '~/components/reply-messages.ts'
import { FanChart } from '~/components/fan-chart.tsx'
import { FiguresTable, Methodology, PlanForm, RetirementSection } from '~/components/projection-plan.tsx'
import { pluralise } from '~/lib/format.ts'
import { orServiceUnavailable, submitForm } from '~/http/screen.server.ts'
import { ASSUMPTION_FIELDS, AssumptionsFormSchema } from '~/schemas/projections.ts'
import { resetAssumptions, saveAssumptions } from '~/services/projections/assumptions.server.ts'
import { FALLBACK_MESSAGE } from '~/lib/projection-messages.ts'
import { projectionScreen } from '~/services/projections/screen.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

// Step 3, Financial Projections: the household's lifecycle (saving, then retirement to the planning
// age) as a Monte Carlo fan of net worth, the retirement phase, what-if scenarios and stress tests,
// and the assumptions and plan choices behind them. The figures arrive as text from the presenter
// (app/services/projections/screen.server.ts).

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    return projectionScreen(user.id, new URL(request.url))
  })
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const formData = await request.formData()
    // Back to the same plan view (horizon and pickers) the form was posted from.
    const back = `/plan/projections${new URL(request.url).search}`
    if (formData.get('intent') === 'reset') {
      await resetAssumptions(user.id)
      return redirectWithToast(back, { kind: 'success', title: 'Assumptions reset to defaults' })
    }
    return submitForm(formData, AssumptionsFormSchema, async (values) => {
      await saveAssumptions(user.id, values)
      return redirectWithToast(back, {
        kind: 'success',
        title: 'Assumptions saved',
        description: 'Projections recalculated.',
      })
    })
  })
}

function AssumptionsPanel({
  saved,
  search,
  errors,
}: {
  /** The saved rates in percent. */
  saved: Record<string, number>
  /** The page's query string, so applying keeps the plan view. */
  search: string
  errors: string[]
}) {
  const [values, setValues] = useState(saved)
  const changed = ASSUMPTION_FIELDS.some((f) => Math.abs(values[f.key] - saved[f.key]) > 1e-9)
  return (
    <Box as="section" aria-labelledby="assumptions-heading" bg="white" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" id="assumptions-heading" size="md" mb="2">
        Assumptions
      </Heading>
      {errors.length ? (
        <Box role="alert" color="red.700" bg="red.50" p="2" borderRadius="md" mb="2">
          {errors.join(' ')}
        </Box>
      ) : null}
      <Form method="post" action={`/plan/projections${search}`}>
        <Stack gap="3">
          {ASSUMPTION_FIELDS.map((f) => (
            <Box key={f.key}>
              <Flex justify="space-between">
                <label htmlFor={`assumption-${f.key}`}>{f.label}</label>
                <output htmlFor={`assumption-${f.key}`} style={{ fontWeight: 600 }}>{`${values[f.key]}%`}</output>
              </Flex>
              <input
                id={`assumption-${f.key}`}
                type="range"
                name={f.key}
                min={0}
                max={f.max * 100}
                step={0.5}
                defaultValue={saved[f.key]}
                onChange={(event) => setValues((v) => ({ ...v, [f.key]: Number(event.currentTarget.value) }))}
                style={{ width: '100%' }}
                aria-valuetext={`${values[f.key]}%`}
              />
            </Box>
          ))}
        </Stack>
        {changed ? (
          <Text role="status" color="orange.700" fontSize="sm" mt="2">
            You have unapplied changes: the projections below still use the saved assumptions.
          </Text>
        ) : null}
        <HStack mt="3" gap="3" wrap="wrap">
          <Button type="submit" name="intent" value="apply" colorPalette="blue">
            Apply Changes &amp; Recalculate
          </Button>
          <Button type="submit" name="intent" value="reset" variant="outline" formNoValidate>
            Reset Defaults
          </Button>
        </HStack>
      </Form>
    </Box>
  )
}

/** A new account's projection: nothing to simulate yet, so what to add first instead of zeros. */
function NothingToProject() {
  return (
    <Stack gap="5">
      <Box>
        <Text color="gray.600" fontSize="sm">
          Step 3 · Projections
        </Text>
        <Heading as="h1" size="xl">
          Financial Projections
        </Heading>
      </Box>
      <EmptyState
        title="Nothing to project yet"
        actions={[
          { label: 'Add your income', to: '/plan/financial-data/new?category=income&subcategory=employment_income' },
          { label: 'Add what you own', to: '/plan/financial-data/new?category=assets' },
          { label: 'Add your date of birth', to: '/plan/profile/personal' },
        ]}
      >
        The projection simulates your savings and spending from today to retirement and beyond. Add your income and what
        you own first (savings, investments, retirement accounts, your home); then your monthly expenses, your debts and
        your date of birth make it yours.
      </EmptyState>
      <Flex justify="flex-end">
        <Button asChild colorPalette="blue">
          <Link to="/plan/goals">Continue to Goals →</Link>
        </Button>
      </Flex>
    </Stack>
  )
}

export default function Projections() {
  const loaded = useLoaderData<typeof loader>()
  if (loaded.state === 'empty') return <NothingToProject />
  return <ProjectionFigures loaded={loaded} />
}

function ProjectionFigures({
  loaded,
}: {
  loaded: Exclude<ReturnType<typeof useLoaderData<typeof loader>>, { state: 'empty' }>
}) {
  const errors = replyMessages(useActionData<typeof action>()?.result)
  const navigation = useNavigation()
  const { search } = useLocation()
  const recalculating = navigation.state === 'submitting' && navigation.formAction?.startsWith('/plan/projections')
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/plan/projections'
  return (
    <Stack gap="5" position="relative">
      {recalculating || loading ? (
        <Flex
          role="status"
          aria-live="polite"
          position="fixed"
          inset="0"
          bg="whiteAlpha.800"
          zIndex="overlay"
          align="center"
          justify="center"
        >
          <Text fontSize="xl" fontWeight="semibold">
            {recalculating ? 'Recalculating Projections' : 'Loading Projections'}
          </Text>
        </Flex>
      ) : null}
      <Flex justify="space-between" align="flex-end" wrap="wrap" gap="3">
        <Box>
          <Text color="gray.600" fontSize="sm">
            Step 3 · Projections
          </Text>
          <Heading as="h1" size="xl">
            Financial Projections
          </Heading>
        </Box>
        <Text color="gray.700" fontSize="sm" data-testid="dollars-label">
          {`All amounts in ${loaded.picker.dollarsLabel.toLowerCase()}.`}
        </Text>
      </Flex>

      <PlanForm picker={loaded.picker} horizon={loaded.horizon} errors={loaded.planErrors} />

      {loaded.state === 'ready' ? (
        <>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" as="section" aria-label="Confidence analysis">
            {loaded.cards.map((card) => (
              <Box key={card.testId} bg="white" borderWidth="1px" borderRadius="lg" p="4">
                <Text fontSize="sm" color="gray.600">
                  {card.title}
                </Text>
                <Text fontSize="2xl" fontWeight="bold" data-testid={card.testId}>
                  {card.value}
                </Text>
                <Text fontSize="xs" color="gray.600">
                  {card.note}
                </Text>
              </Box>
            ))}
          </SimpleGrid>

          <Box bg="white" borderWidth="1px" borderRadius="lg" p="4">
            <FanChart years={loaded.years} bands={loaded.bands} caption={loaded.caption} />
          </Box>

          <RetirementSection retirement={loaded.retirement} />

          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" as="section" aria-label="Trajectory">
            {loaded.trajectory.map((t) => (
              <Box key={t.year} bg="white" borderWidth="1px" borderRadius="lg" p="4">
                <Text fontSize="sm" color="gray.600">{`In ${pluralise(t.year, 'year')}`}</Text>
                <Text fontSize="xl" fontWeight="bold">
                  {t.median}
                </Text>
                <Text fontSize="xs" color="gray.600">
                  {t.range}
                </Text>
              </Box>
            ))}
          </SimpleGrid>

          <AssumptionsPanel saved={loaded.assumptions} search={search} errors={errors} />

          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3">
            <Box as="section" aria-labelledby="what-if-heading" bg="white" borderWidth="1px" borderRadius="lg" p="4">
              <Heading as="h2" id="what-if-heading" size="md" mb="2">
                What-if scenarios
              </Heading>
              <ScenarioTable
                table={loaded.whatIf}
                horizon={loaded.horizon}
                planningAge={loaded.retirement.planningAge}
              />
            </Box>
            <Box as="section" aria-labelledby="stress-heading" bg="white" borderWidth="1px" borderRadius="lg" p="4">
              <Heading as="h2" id="stress-heading" size="md" mb="2">
                What could break this plan?
              </Heading>
              <ScenarioTable
                table={loaded.stress}
                horizon={loaded.horizon}
                planningAge={loaded.retirement.planningAge}
              />
            </Box>
          </SimpleGrid>

          {/* Full width: its seven columns do not fit half the page. Where they do not fit the screen
              either (a phone), the table scrolls inside its box, which takes focus for the keyboard. */}
          <Box as="section" aria-labelledby="breakdown-heading" bg="white" borderWidth="1px" borderRadius="lg" p="4">
            <Heading as="h2" id="breakdown-heading" size="md" mb="2">
              Breakdown by year (median)
            </Heading>
            <Box overflowX="auto" tabIndex={0} data-testid="breakdown-scroll">
              <FiguresTable
                columns={['Year', 'Cash', 'Investments', 'Retirement', 'Real estate', 'Debts', 'Net worth']}
                rows={loaded.breakdown.map((b) => ({ key: b.year, label: b.year, cells: b.cells }))}
              />
            </Box>
          </Box>
          <Box as="section" aria-labelledby="milestones-heading" bg="white" borderWidth="1px" borderRadius="lg" p="4">
            <Heading as="h2" id="milestones-heading" size="md" mb="2">
              Milestones
            </Heading>
            {loaded.milestones.length === 0 ? (
              <Text color="gray.600">No round-number milestones within the horizon on the median path.</Text>
            ) : (
              <Stack as="ol" gap="2" ps="4">
                {loaded.milestones.map((m) => (
                  <li key={m.label}>
                    <Text fontWeight="medium">{m.label}</Text>
                    <Text fontSize="sm" color="gray.600">
                      {m.detail}
                    </Text>
                  </li>
                ))}
              </Stack>
            )}
          </Box>
        </>
      ) : loaded.state === 'error' ? (
        <Box role="alert" bg="red.50" borderWidth="1px" borderColor="red.200" borderRadius="lg" p="4">
          <Text fontWeight="semibold">
            Projection Error - Unable to calculate projections. Please check your financial data and try again.
          </Text>
        </Box>
      ) : (
        <>
          <Box role="alert" bg="orange.50" borderWidth="1px" borderColor="orange.200" borderRadius="lg" p="4">
            <Text fontWeight="semibold">{FALLBACK_MESSAGE}</Text>
            <Text fontSize="sm" color="gray.700">
              The simulation service is not answering. Below is a simple compound estimate (0.4% growth a month plus
              your monthly cash flow), not a Monte Carlo projection.
            </Text>
          </Box>
          <Box bg="white" borderWidth="1px" borderRadius="lg" p="4">
            <Heading as="h2" size="md" mb="2">
              Simplified estimate
            </Heading>
            <StaticTable>
              <tbody>
                {loaded.estimate.map((row) => (
                  <tr key={row.year}>
                    <Td>{row.label}</Td>
                    <Td numeric>{row.value}</Td>
                  </tr>
                ))}
              </tbody>
            </StaticTable>
          </Box>
          <AssumptionsPanel saved={loaded.assumptions} search={search} errors={errors} />
        </>
      )}

      <Methodology isDefault={loaded.is_default} personalProperty={loaded.picker.personalProperty} />
      <Flex justify="flex-end">
        <Button asChild colorPalette="blue">
          <Link to="/plan/goals">Continue to Goals →</Link>
        </Button>
      </Flex>
    </Stack>
  )
}

type ScenarioTableView = {
  base: { label: string; median: string; funded: string }
  rows: { name: string; label: string; median: string; change: string; worse: boolean; funded: string }[]
}

function ScenarioTable({
  table,
  horizon,
  planningAge,
}: {
  table: ScenarioTableView
  horizon: number
  planningAge: number
}) {
  return (
    <StaticTable>
      <thead>
        <tr>
          <Th>Scenario</Th>
          <Th numeric>{`Median in ${pluralise(horizon, 'year')}`}</Th>
          <Th numeric>Change</Th>
          <Th numeric>{`Funded to ${planningAge}`}</Th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <Td>
            {table.base.label} <Badge>base</Badge>
          </Td>
          <Td numeric>{table.base.median}</Td>
          <Td numeric>—</Td>
          <Td numeric>{table.base.funded}</Td>
        </tr>
        {table.rows.map((r) => (
          <tr key={r.name}>
            <Td>{r.label}</Td>
            <Td numeric>{r.median}</Td>
            <Td numeric tone={r.worse ? 'bad' : 'good'}>
              {r.change}
            </Td>
            <Td numeric>{r.funded}</Td>
          </tr>
        ))}
      </tbody>
    </StaticTable>
  )
}

export const meta: MetaFunction = () => [{ title: 'Financial Projections · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
