import { Badge, Box, Button, Flex, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { FanChart } from '~/components/fan-chart.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { formatCents } from '~/lib/format.ts'
import { milestonesFrom } from '~/lib/projection-milestones.ts'
import { ASSUMPTION_FIELDS, AssumptionsFormSchema, DEFAULT_ITERATIONS, HORIZONS } from '~/schemas/projections.ts'
import {
  FALLBACK_MESSAGE,
  fallbackEstimate,
  getAssumptions,
  ProjectionUnavailable,
  resetAssumptions,
  runProjection,
  runScenarios,
  saveAssumptions,
} from '~/services/projections/projections.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

const TRAJECTORY_YEARS = [5, 10, 20]

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const requested = Number(new URL(request.url).searchParams.get('years'))
    const horizon = (HORIZONS as readonly number[]).includes(requested) ? requested : 20
    // One run covers the chosen horizon and the 5/10/20-year trajectory cards.
    const years = Math.max(horizon, 20)
    const { values: assumptions, is_default } = await getAssumptions(user.id)
    try {
      const [run, whatIf, stress] = await Promise.all([
        runProjection(user.id, { years, iterations: DEFAULT_ITERATIONS }),
        runScenarios(user.id, { years: horizon, iterations: DEFAULT_ITERATIONS, kind: 'what_if' }),
        runScenarios(user.id, { years: horizon, iterations: DEFAULT_ITERATIONS, kind: 'stress' }),
      ])
      const slice = (values: number[]) => values.slice(0, horizon + 1).map(Math.round)
      const r = run.result
      const bands = {
        p10: slice(r.net_worth.p10),
        p25: slice(r.net_worth.p25),
        p50: slice(r.net_worth.p50),
        p75: slice(r.net_worth.p75),
        p90: slice(r.net_worth.p90),
      }
      return {
        ok: true as const,
        horizon,
        assumptions,
        is_default,
        years: r.years.slice(0, horizon + 1),
        bands,
        trajectory: TRAJECTORY_YEARS.map((y) => ({
          year: y,
          p10: Math.round(r.net_worth.p10[y]),
          p50: Math.round(r.net_worth.p50[y]),
          p90: Math.round(r.net_worth.p90[y]),
        })),
        probability_positive: r.probability_positive[horizon],
        milestones: milestonesFrom(r.net_worth),
        breakdown: r.years
          .filter((y) => y <= horizon && (y % 5 === 0 || y === horizon))
          .map((y) => ({
            year: y,
            cash: Math.round(r.breakdown.cash[y]),
            taxable: Math.round(r.breakdown.taxable[y]),
            retirement: Math.round(r.breakdown.retirement[y]),
            real_estate: Math.round(r.breakdown.real_estate[y]),
            liabilities: Math.round(r.breakdown.liabilities[y]),
            net_worth: Math.round(r.net_worth.p50[y]),
          })),
        whatIf,
        stress,
        iterations: r.iterations,
        calculation_time_ms: run.calculation_time_ms,
      }
    } catch (error) {
      if (!(error instanceof ProjectionUnavailable)) {
        // Not an outage: the engine refused what we sent. Keep the details in the log and
        // show the person the spec's error card rather than a blank page.
        console.error('projection failed', error)
        return { ok: false as const, horizon, assumptions, is_default, estimate: null }
      }
      const estimate = await fallbackEstimate(user.id, horizon)
      return { ok: false as const, horizon, assumptions, is_default, estimate }
    }
  })
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const formData = await request.formData()
    const horizon = Number(formData.get('years')) || 20
    if (formData.get('intent') === 'reset') {
      await resetAssumptions(user.id)
      return redirectWithToast(`/plan/projections?years=${horizon}`, {
        kind: 'success',
        title: 'Assumptions reset to defaults',
      })
    }
    const submission = parseWithZod(formData, { schema: AssumptionsFormSchema })
    if (submission.status !== 'success') {
      return data(
        {
          errors: Object.values(submission.error ?? {})
            .flat()
            .filter(Boolean) as string[],
        },
        { status: 400 },
      )
    }
    await saveAssumptions(user.id, submission.value)
    return redirectWithToast(`/plan/projections?years=${horizon}`, {
      kind: 'success',
      title: 'Assumptions saved',
      description: 'Projections recalculated.',
    })
  })
}

const money = (dollars: number) => formatCents(dollars * 100)
const pct = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`

function AssumptionsPanel({
  assumptions,
  horizon,
  errors,
}: {
  assumptions: Record<string, number>
  horizon: number
  errors: string[]
}) {
  const saved = Object.fromEntries(ASSUMPTION_FIELDS.map((f) => [f.key, Math.round(assumptions[f.key] * 1000) / 10]))
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
      <Form method="post" action={`/plan/projections?years=${horizon}`}>
        <input type="hidden" name="years" value={horizon} />
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

export default function Projections() {
  const loaded = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
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
        <Form method="get">
          <HStack>
            <label htmlFor="horizon">Horizon</label>
            <select
              id="horizon"
              name="years"
              defaultValue={loaded.horizon}
              style={{ padding: '6px', border: '1px solid #cbd5e0', borderRadius: '6px' }}
            >
              {HORIZONS.map((h) => (
                <option key={h} value={h}>{`${h} years`}</option>
              ))}
            </select>
            <Button type="submit" size="sm" variant="outline">
              Show
            </Button>
          </HStack>
        </Form>
      </Flex>

      {loaded.ok ? (
        <>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" as="section" aria-label="Confidence analysis">
            {(
              [
                ['Conservative (p10)', loaded.bands.p10, '90% of simulated paths end above this'],
                ['Expected (p50)', loaded.bands.p50, 'Half of the paths end above, half below'],
                ['Optimistic (p90)', loaded.bands.p90, '10% of simulated paths end above this'],
              ] as const
            ).map(([title, values, note]) => (
              <Box key={title} bg="white" borderWidth="1px" borderRadius="lg" p="4">
                <Text fontSize="sm" color="gray.600">{`${title} in ${loaded.horizon} years`}</Text>
                <Text fontSize="2xl" fontWeight="bold" data-testid={`card-${title.split(' ')[0].toLowerCase()}`}>
                  {money(values[loaded.horizon])}
                </Text>
                <Text fontSize="xs" color="gray.600">
                  {note}
                </Text>
              </Box>
            ))}
          </SimpleGrid>

          <Box bg="white" borderWidth="1px" borderRadius="lg" p="4">
            <FanChart
              years={loaded.years}
              bands={loaded.bands}
              caption={`Median net worth grows from ${money(loaded.bands.p50[0])} today to ${money(loaded.bands.p50[loaded.horizon])} in ${loaded.horizon} years; 80% of ${loaded.iterations.toLocaleString('en-US')} simulated paths end between ${money(loaded.bands.p10[loaded.horizon])} and ${money(loaded.bands.p90[loaded.horizon])}. ${Math.round(loaded.probability_positive * 100)}% of paths keep net worth above zero.`}
            />
          </Box>

          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" as="section" aria-label="Trajectory">
            {loaded.trajectory.map((t) => (
              <Box key={t.year} bg="white" borderWidth="1px" borderRadius="lg" p="4">
                <Text fontSize="sm" color="gray.600">{`In ${t.year} years`}</Text>
                <Text fontSize="xl" fontWeight="bold">
                  {money(t.p50)}
                </Text>
                <Text fontSize="xs" color="gray.600">{`Range ${money(t.p10)} – ${money(t.p90)}`}</Text>
              </Box>
            ))}
          </SimpleGrid>

          <AssumptionsPanel
            assumptions={loaded.assumptions}
            horizon={loaded.horizon}
            errors={actionData?.errors ?? []}
          />

          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3">
            <Box as="section" aria-labelledby="what-if-heading" bg="white" borderWidth="1px" borderRadius="lg" p="4">
              <Heading as="h2" id="what-if-heading" size="md" mb="2">
                What-if scenarios
              </Heading>
              <ScenarioTable base={loaded.whatIf.base} rows={loaded.whatIf.scenarios} horizon={loaded.horizon} />
            </Box>
            <Box as="section" aria-labelledby="stress-heading" bg="white" borderWidth="1px" borderRadius="lg" p="4">
              <Heading as="h2" id="stress-heading" size="md" mb="2">
                What could break this plan?
              </Heading>
              <ScenarioTable base={loaded.stress.base} rows={loaded.stress.scenarios} horizon={loaded.horizon} />
            </Box>
          </SimpleGrid>

          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3">
            <Box
              as="section"
              aria-labelledby="breakdown-heading"
              bg="white"
              borderWidth="1px"
              borderRadius="lg"
              p="4"
              overflowX="auto"
            >
              <Heading as="h2" id="breakdown-heading" size="md" mb="2">
                Breakdown by year (median)
              </Heading>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    {['Year', 'Cash', 'Investments', 'Retirement', 'Real estate', 'Debts', 'Net worth'].map((h) => (
                      <Table.ColumnHeader key={h} textAlign={h === 'Year' ? 'start' : 'end'}>
                        {h}
                      </Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {loaded.breakdown.map((b) => (
                    <Table.Row key={b.year}>
                      <Table.Cell>{b.year}</Table.Cell>
                      {[b.cash, b.taxable, b.retirement, b.real_estate, -b.liabilities, b.net_worth].map((v, i) => (
                        <Table.Cell key={i} textAlign="end">
                          {money(v)}
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
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
                      <Text
                        fontSize="sm"
                        color="gray.600"
                      >{`In about ${m.years_to_achieve} years · ${Math.round(m.confidence_score * 100)}% of paths by then`}</Text>
                    </li>
                  ))}
                </Stack>
              )}
            </Box>
          </SimpleGrid>
        </>
      ) : loaded.estimate === null ? (
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
            <Table.Root size="sm">
              <Table.Body>
                {loaded.estimate.years
                  .filter((y) => y % 5 === 0 || y === loaded.horizon)
                  .map((y) => (
                    <Table.Row key={y}>
                      <Table.Cell>{`Year ${y}`}</Table.Cell>
                      <Table.Cell textAlign="end">{money(loaded.estimate.net_worth[y])}</Table.Cell>
                    </Table.Row>
                  ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <AssumptionsPanel
            assumptions={loaded.assumptions}
            horizon={loaded.horizon}
            errors={actionData?.errors ?? []}
          />
        </>
      )}

      <Box as="section" aria-labelledby="method-heading" bg="white" borderWidth="1px" borderRadius="lg" p="4">
        <Heading as="h2" id="method-heading" size="md" mb="2">
          How these projections are made
        </Heading>
        <Stack gap="2" fontSize="sm" color="gray.700">
          <Text>
            We simulate your finances month by month, 1,000 times. Each path starts from your entries: cash, taxable
            investments, retirement accounts and real estate; your loans are paid down on their terms. Each month your
            cash flow (income minus spending and your loan payments) is saved, and your income grows each year at the
            salary growth you set.
          </Text>
          <Text>
            Returns are drawn at random around the expected returns you set, with the typical ups and downs and
            co-movement of each asset class, and inflation varies from year to year. The cards show the 10th, 50th and
            90th percentile of where the paths end. Taxes and fees are not modelled.
          </Text>
          <Text>
            {loaded.is_default ? 'You are using the default assumptions.' : 'You are using your own assumptions.'}
          </Text>
        </Stack>
      </Box>
      <Flex justify="flex-end">
        <Button asChild colorPalette="blue">
          <Link to="/plan/goals">Continue to Goals →</Link>
        </Button>
      </Flex>
    </Stack>
  )
}

function ScenarioTable({
  base,
  rows,
  horizon,
}: {
  base: { label: string; final_p50: number; probability_positive: number }
  rows: { name: string; label: string; final_p50: number; probability_positive: number }[]
  horizon: number
}) {
  return (
    <Table.Root size="sm">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Scenario</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{`Median in ${horizon} years`}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Change</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Stays above $0</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        <Table.Row>
          <Table.Cell>
            {base.label} <Badge>base</Badge>
          </Table.Cell>
          <Table.Cell textAlign="end">{money(base.final_p50)}</Table.Cell>
          <Table.Cell textAlign="end">—</Table.Cell>
          <Table.Cell textAlign="end">{pct(base.probability_positive)}</Table.Cell>
        </Table.Row>
        {rows.map((r) => (
          <Table.Row key={r.name}>
            <Table.Cell>{r.label}</Table.Cell>
            <Table.Cell textAlign="end">{money(r.final_p50)}</Table.Cell>
            <Table.Cell textAlign="end" color={r.final_p50 < base.final_p50 ? 'red.600' : 'green.700'}>
              {`${r.final_p50 >= base.final_p50 ? '+' : ''}${money(r.final_p50 - base.final_p50)}`}
            </Table.Cell>
            <Table.Cell textAlign="end">{pct(r.probability_positive)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}

export const meta: MetaFunction = () => [{ title: 'Financial Projections · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
