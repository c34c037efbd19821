import { StaticTable, Td, Th } from '~/components/data-table.tsx'
import { Button } from '~/components/button.tsx'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { useState } from 'react'
import { requireUser } from '~/auth/guards.server.ts'
import { STATIC_STYLES } from '~/components/chakra-scope.tsx'
import { EmptyState } from '~/components/empty-state.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { replyMessages } from '~/components/reply-messages.ts'
import { FanChart } from '~/components/fan-chart.tsx'
import { FiguresTable, Methodology, PlanForm, RetirementSection } from '~/components/projection-plan.tsx'
import { pluralise } from '~/lib/format.ts'
import { orServiceUnavailable, submitForm } from '~/http/screen.server.ts'
import { ASSUMPTION_FIELDS } from '~/lib/projection-fields.ts'
import { AssumptionsFormSchema } from '~/schemas/projections.ts'
import { resetAssumptions, saveAssumptions } from '~/services/projections/assumptions.server.ts'
import { FALLBACK_MESSAGE } from '~/lib/projection-messages.ts'
import { projectionScreen } from '~/services/projections/screen.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

// Step 3, Financial Projections: the household's lifecycle (saving, then retirement to the planning
// age) as a Monte Carlo fan of net worth, the retirement phase, what-if scenarios and stress tests,
// and the assumptions and plan choices behind them. The figures arrive as text from the presenter
// (app/services/projections/screen.server.ts).

// Drawn with the static classes of app/styles only: the browser does not load Chakra for this screen.
export const handle = STATIC_STYLES

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
    <section aria-labelledby="assumptions-heading" className="wp-card">
      <h2 id="assumptions-heading" className="wp-heading wp-mb-2">
        Assumptions
      </h2>
      {errors.length ? (
        <div role="alert" className="wp-error-banner">
          {errors.join(' ')}
        </div>
      ) : null}
      <Form method="post" action={`/plan/projections${search}`}>
        <div className="wp-stack wp-gap-3">
          {ASSUMPTION_FIELDS.map((f) => (
            <div key={f.key}>
              <div className="wp-row wp-between">
                <label htmlFor={`assumption-${f.key}`}>{f.label}</label>
                <output htmlFor={`assumption-${f.key}`} style={{ fontWeight: 600 }}>{`${values[f.key]}%`}</output>
              </div>
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
            </div>
          ))}
        </div>
        {changed ? (
          <p role="status" className="wp-notice wp-text-sm wp-mt-2">
            You have unapplied changes: the projections below still use the saved assumptions.
          </p>
        ) : null}
        <div className="wp-row wp-gap-3 wp-mt-3">
          <Button type="submit" name="intent" value="apply" colorPalette="blue">
            Apply Changes &amp; Recalculate
          </Button>
          <Button type="submit" name="intent" value="reset" variant="outline" formNoValidate>
            Reset Defaults
          </Button>
        </div>
      </Form>
    </section>
  )
}

/** A new account's projection: nothing to simulate yet, so what to add first instead of zeros. */
function NothingToProject() {
  return (
    <div className="wp-stack wp-gap-5">
      <div>
        <p className="wp-muted wp-text-sm">Step 3 · Projections</p>
        <h1 className="wp-heading wp-heading--xl">Financial Projections</h1>
      </div>
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
      <div className="wp-row wp-justify-end">
        <Button asChild colorPalette="blue">
          <Link to="/plan/goals">Continue to Goals →</Link>
        </Button>
      </div>
    </div>
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
    <div className="wp-stack wp-gap-5">
      {recalculating || loading ? (
        <div role="status" aria-live="polite" className="wp-overlay">
          <p className="wp-text-xl wp-semibold">
            {recalculating ? 'Recalculating Projections' : 'Loading Projections'}
          </p>
        </div>
      ) : null}
      <div className="wp-row wp-between wp-items-end wp-gap-3">
        <div>
          <p className="wp-muted wp-text-sm">Step 3 · Projections</p>
          <h1 className="wp-heading wp-heading--xl">Financial Projections</h1>
        </div>
        <p className="wp-quiet wp-text-sm" data-testid="dollars-label">
          {`All amounts in ${loaded.picker.dollarsLabel.toLowerCase()}.`}
        </p>
      </div>

      <PlanForm picker={loaded.picker} horizon={loaded.horizon} errors={loaded.planErrors} />

      {loaded.state === 'ready' ? (
        <>
          <section className="wp-grid wp-grid--md-3" aria-label="Confidence analysis">
            {loaded.cards.map((card) => (
              <div key={card.testId} className="wp-card">
                <p className="wp-text-sm wp-muted">{card.title}</p>
                <p className="wp-text-2xl wp-bold" data-testid={card.testId}>
                  {card.value}
                </p>
                <p className="wp-text-xs wp-muted">{card.note}</p>
              </div>
            ))}
          </section>

          <div className="wp-card">
            <FanChart years={loaded.years} bands={loaded.bands} caption={loaded.caption} />
          </div>

          <RetirementSection retirement={loaded.retirement} />

          <section className="wp-grid wp-grid--md-3" aria-label="Trajectory">
            {loaded.trajectory.map((t) => (
              <div key={t.year} className="wp-card">
                <p className="wp-text-sm wp-muted">{`In ${pluralise(t.year, 'year')}`}</p>
                <p className="wp-text-xl wp-bold">{t.median}</p>
                <p className="wp-text-xs wp-muted">{t.range}</p>
              </div>
            ))}
          </section>

          <AssumptionsPanel saved={loaded.assumptions} search={search} errors={errors} />

          <div className="wp-grid wp-grid--lg-2">
            <section aria-labelledby="what-if-heading" className="wp-card">
              <h2 id="what-if-heading" className="wp-heading wp-mb-2">
                What-if scenarios
              </h2>
              <ScenarioTable
                table={loaded.whatIf}
                horizon={loaded.horizon}
                planningAge={loaded.retirement.planningAge}
              />
            </section>
            <section aria-labelledby="stress-heading" className="wp-card">
              <h2 id="stress-heading" className="wp-heading wp-mb-2">
                What could break this plan?
              </h2>
              <ScenarioTable
                table={loaded.stress}
                horizon={loaded.horizon}
                planningAge={loaded.retirement.planningAge}
              />
            </section>
          </div>

          {/* Full width: its seven columns do not fit half the page. Where they do not fit the screen
              either (a phone), the table scrolls inside its box, which takes focus for the keyboard. */}
          <section aria-labelledby="breakdown-heading" className="wp-card">
            <h2 id="breakdown-heading" className="wp-heading wp-mb-2">
              Breakdown by year (median)
            </h2>
            <div className="wp-table-scroll" tabIndex={0} data-testid="breakdown-scroll">
              <FiguresTable
                columns={['Year', 'Cash', 'Investments', 'Retirement', 'Real estate', 'Debts', 'Net worth']}
                rows={loaded.breakdown.map((b) => ({ key: b.year, label: b.year, cells: b.cells }))}
              />
            </div>
          </section>
          <section aria-labelledby="milestones-heading" className="wp-card">
            <h2 id="milestones-heading" className="wp-heading wp-mb-2">
              Milestones
            </h2>
            {loaded.milestones.length === 0 ? (
              <p className="wp-muted">No round-number milestones within the horizon on the median path.</p>
            ) : (
              <ol className="wp-numbered">
                {loaded.milestones.map((m) => (
                  <li key={m.label}>
                    <p className="wp-medium">{m.label}</p>
                    <p className="wp-text-sm wp-muted">{m.detail}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      ) : loaded.state === 'error' ? (
        <div role="alert" className="wp-alert-red">
          <p className="wp-semibold">
            Projection Error - Unable to calculate projections. Please check your financial data and try again.
          </p>
        </div>
      ) : (
        <>
          <div role="alert" className="wp-alert-orange">
            <p className="wp-semibold">{FALLBACK_MESSAGE}</p>
            <p className="wp-text-sm wp-quiet">
              The simulation service is not answering. Below is a simple compound estimate (0.4% growth a month plus
              your monthly cash flow), not a Monte Carlo projection.
            </p>
          </div>
          <div className="wp-card">
            <h2 className="wp-heading wp-mb-2">Simplified estimate</h2>
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
          </div>
          <AssumptionsPanel saved={loaded.assumptions} search={search} errors={errors} />
        </>
      )}

      <Methodology isDefault={loaded.is_default} personalProperty={loaded.picker.personalProperty} />
      <div className="wp-row wp-justify-end">
        <Button asChild colorPalette="blue">
          <Link to="/plan/goals">Continue to Goals →</Link>
        </Button>
      </div>
    </div>
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
            {table.base.label} <span className="wp-badge">base</span>
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
