import type {
  FlowReport,
  LifecycleInput,
  LifecycleMedians,
  LifecycleResult,
  LiquidAccount,
  WithdrawalStrategy,
} from '../../../sim-worker/core/lifecycle-types.ts'
import { plannedRetirementSpending } from '../../../sim-worker/core/lifecycle-input.ts'
import { DEFAULT_WITHDRAWAL_ORDER } from '../../../sim-worker/core/withdrawals.ts'
import { isAppError } from '../../lib/app-error.ts'
import type { LifecyclePlan } from '../../lib/lifecycle-plan.ts'
import { formatDollars, pluralise } from '../../lib/format.ts'
import { milestonesFrom } from '../../lib/projection-milestones.ts'
import {
  ASSUMPTION_FIELDS,
  DEFAULT_ITERATIONS,
  DOLLAR_BASES,
  DOLLAR_LABELS,
  HORIZONS,
  PlanQuerySchema,
  RETURN_MODEL_LABELS,
  STRATEGY_LABELS,
  WITHDRAWAL_ORDER_LABELS,
  IRA_KIND_LABELS,
  type Assumptions,
  type DollarBasis,
  type PlanQuery,
} from '../../schemas/projections.ts'
import {
  fallbackEstimate,
  planContext,
  runProjection,
  runScenarios,
  type ProjectionRun,
  type ScenarioOutcome,
} from './projections.server.ts'
import { getSummary } from '../finance/summary.server.ts'
import { retirementLimitsOrNearest } from '../../lib/tax/retirement-limits.ts'

// The Financial Projections screen as it is shown: every figure already in words and dollars, in
// today's dollars unless the person asks for nominal ones. When the simulation service is down,
// the simplified estimate instead (FALLBACK_MESSAGE in app/lib/projection-messages.ts).

const TRAJECTORY_YEARS = [5, 10, 20]
const DEFAULT_HORIZON = 20

const percentOfPaths = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`
const money = (value: number) => formatDollars(Math.round(value))

/**
 * `raw[key]` when it is one of `choices` (absent or empty: `fallback`); any other value is reported in
 * `errors` and `fallback` used, as the plan pickers' bad values are.
 */
function choiceFrom<T extends string | number>(
  raw: Record<string, string>,
  key: string,
  choices: readonly T[],
  fallback: T,
  errors: string[],
): T {
  const given = raw[key]
  if (given === undefined || given === '') return fallback
  const chosen = choices.find((choice) => String(choice) === given)
  if (chosen === undefined) errors.push(`${key} must be one of: ${choices.join(', ')}`)
  return chosen ?? fallback
}

/**
 * The screen's options from the query string: the horizon (one of HORIZONS, else 20 years), the plan
 * pickers and the dollars. A bad value is reported in `errors` and its default used.
 */
export function screenOptionsFrom(url: URL): {
  horizon: number
  plan: PlanQuery
  dollars: DollarBasis
  errors: string[]
} {
  const raw = Object.fromEntries(url.searchParams)
  const errors: string[] = []
  const horizon = choiceFrom(raw, 'years', HORIZONS, DEFAULT_HORIZON, errors)
  const dollars = choiceFrom<DollarBasis>(raw, 'dollars', DOLLAR_BASES, 'real', errors)
  const parsed = PlanQuerySchema.safeParse(raw)
  if (parsed.success) return { horizon, plan: parsed.data, dollars, errors }
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])))
  const kept = Object.fromEntries(Object.entries(raw).filter(([key]) => !bad.has(key)))
  errors.push(...parsed.error.issues.map((issue) => issue.message))
  return { horizon, plan: PlanQuerySchema.parse(kept), dollars, errors }
}

/** The saved rates in percent, as the sliders show them. */
function assumptionPercents(assumptions: Assumptions) {
  return Object.fromEntries(ASSUMPTION_FIELDS.map((f) => [f.key, Math.round(assumptions[f.key] * 1000) / 10]))
}

/** The median net worth at the horizon: a whole run's, or a scenario's medians-only run's. */
function finalMedian(result: Pick<LifecycleMedians, 'net_worth'>, dollars: DollarBasis, horizon: number) {
  const p50 = result.net_worth[dollars].p50
  return p50[Math.min(horizon, p50.length - 1)]
}

function scenarioTable(base: LifecycleResult, runs: ScenarioOutcome[], dollars: DollarBasis, horizon: number) {
  const baseMedian = finalMedian(base, dollars, horizon)
  return {
    base: { label: 'Current plan', median: money(baseMedian), funded: percentOfPaths(base.need_met_rate) },
    rows: runs.map((r) => {
      const median = finalMedian(r.result, dollars, horizon)
      return {
        name: r.name,
        label: r.label,
        median: money(median),
        change: `${median >= baseMedian ? '+' : ''}${money(median - baseMedian)}`,
        worse: median < baseMedian,
        funded: percentOfPaths(r.result.need_met_rate),
      }
    }),
  }
}

/** A withdrawal rate in percent, as the form takes it: 0.045 → "4.5" (the float's noise trimmed, nothing rounded). */
const ratePercent = (rate: number) => String(Number((rate * 100).toPrecision(12)))

/** A strategy whose spending follows the portfolio, as the retirement headline names it, with the rate it used. */
function strategyPhrase(strategy: WithdrawalStrategy): string {
  if (strategy.kind === 'fixed_percentage') return `a fixed ${ratePercent(strategy.rate)}% of the portfolio a year`
  if (strategy.kind === 'guardrails') return `guardrails from a ${ratePercent(strategy.initial_rate)}% start`
  return 'fixed spending'
}

/** The age of a depletion percentile in words: "88" (ages are fractional: months / 12). */
const ageText = (age: number | null) => (age === null ? '—' : String(Math.floor(age)))

/** Rows of the retirement table: the retirement year, every fifth age after it, and the last year. */
function retirementRows(run: ProjectionRun, flows: FlowReport) {
  const { current_age: current, retirement_age: retirement } = run.plan.input
  const lastAge = run.result.ages[run.result.ages.length - 1] - 1
  const rows: number[] = []
  for (let age = Math.max(retirement, current); age <= lastAge; age++) {
    if (age === retirement || age === lastAge || (age - retirement) % 5 === 0) rows.push(age)
  }
  return rows.map((age) => {
    const i = age - current
    const w = flows.withdrawals
    return {
      age,
      cells: [
        flows.spending.median[i],
        flows.income.median[i],
        w.cash.median[i],
        w.taxable.median[i],
        w.tax_deferred.median[i],
        w.roth.median[i],
        flows.taxes.median[i],
        flows.rmd.median[i],
      ].map(money),
    }
  })
}

/** Social Security as the plan draws it, and the record's own figures when another claiming age re-timed them. */
function socialSecurityText(plan: LifecyclePlan): string {
  const drawn = plan.input.income.social_security
  const record = plan.social_security_record
  if (!drawn || !record) return 'No Social Security benefit recorded: add one under Profile → Benefits.'
  const text = `Social Security ${money(drawn.monthly_benefit)} a month (today's dollars) from age ${drawn.claiming_age}`
  if (drawn.claiming_age === record.claiming_age) return `${text}.`
  const rule =
    drawn.claiming_age < record.claiming_age
      ? "SSA's reduction for claiming earlier"
      : "SSA's delayed retirement credits"
  return `${text}: your record's ${money(record.monthly_benefit)} from ${record.claiming_age}, with ${rule}.`
}

/** Part-time pay in retirement as the plan draws it; null when the plan has none. */
function partTimeText({ input }: LifecyclePlan, planningAge: number): string | null {
  const partTime = input.income.part_time
  if (!partTime) return null
  const until = Math.min(partTime.until_age, planningAge)
  return `Part-time pay ${money(partTime.monthly_amount)} a month (today's dollars, before tax) from age ${input.retirement_age} until ${until}.`
}

/** This year's IRA limit as the form's hint names it (the tables' nearest year when this one is not held). */
function iraLimitHint(): string {
  const { year, limits } = retirementLimitsOrNearest(new Date().getUTCFullYear())
  return `${money(limits.ira)} in ${year}, more from 50`
}

/** IRA contributions as the plan makes them; null when it makes none. */
function iraText({ ira_contribution: ira, input }: LifecyclePlan): string | null {
  if (!ira) return null
  const text = `${IRA_KIND_LABELS[ira.kind]}: ${money(ira.annual)} a year (today's dollars) until ${input.retirement_age}`
  if (ira.kind === 'roth') return `${text}, from take-home pay.`
  if (ira.deductible === ira.annual) return `${text}, deducted from your taxable income.`
  // The plan taxes every withdrawal from the tax-deferred account: the nondeductible part's basis is not tracked.
  const part = ira.deductible === 0 ? 'none of it' : `${money(ira.deductible)} of it`
  return (
    `${text}, ${part} deductible at your income, as you have a 401(k) at work; its withdrawals are taxed in full ` +
    '(the plan does not track the part not deducted).'
  )
}

/** The accounts as the retirement table's columns name them. */
const ACCOUNT_WORDS: Record<LiquidAccount, string> = {
  cash: 'cash',
  taxable: 'taxable',
  tax_deferred: 'tax-deferred',
  roth: 'Roth',
}

/** The order the engine drew the accounts in, read from its input (the plan's choice, or the engine's default). */
function withdrawalOrderText(input: LifecycleInput): string {
  const order = input.withdrawal_order ?? DEFAULT_WITHDRAWAL_ORDER
  return `Withdrawals after income: ${order.map((account) => ACCOUNT_WORDS[account]).join(', then ')}.`
}

/** The retirement phase as the screen tells it: will the plan fund spending, and how. */
function retirementView(run: ProjectionRun, dollars: DollarBasis) {
  const { result, plan } = run
  const { input } = plan
  const planningAge = result.ages[result.ages.length - 1]
  const { depletion, shortfall } = result
  const depletionText =
    depletion.rate === 0
      ? `No simulated path runs out of money before ${planningAge}.`
      : `In the ${percentOfPaths(depletion.rate)} of paths that run out, the money runs out at age ` +
        `${ageText(depletion.p50)} on the median (10th–90th percentile ${ageText(depletion.p10)}–${ageText(depletion.p90)}).`
  const failedWindows = result.windows?.filter((w) => !w.need_met).map((w) => w.start_year) ?? []
  const paths = `${percentOfPaths(result.need_met_rate)} of ${result.iterations.toLocaleString('en-US')} simulated paths`
  // The big figure is the share of paths that pay the spending the person plans, whatever the strategy: for
  // fixed spending that is the share that never runs out; a percentage of the portfolio never runs out, so
  // its own success would say 100% of a plan that may pay far less than the household spends.
  const { kind } = input.strategy
  const wording =
    kind === 'fixed_real'
      ? {
          headline:
            `Your spending (${money(plannedRetirementSpending(input))} a month in today's dollars) is funded to age ` +
            `${planningAge} in ${paths}.`,
          shortfall: 'Unfunded spending over the plan',
          shortYears: 'Start years that run out',
        }
      : {
          headline:
            `With ${strategyPhrase(input.strategy)}, income and withdrawals cover the spending you plan ` +
            `(${money(plannedRetirementSpending(input))} a month in today's dollars) every year to age ${planningAge} in ${paths}.`,
          shortfall: "Spending below the plan's, added up over the years",
          shortYears: "Start years whose spending falls short of the plan's",
        }
  return {
    retirementAge: input.retirement_age,
    planningAge,
    successRate: percentOfPaths(result.need_met_rate),
    headline: wording.headline,
    depletion: depletionText,
    shortfall:
      shortfall.mean > 0
        ? `${wording.shortfall}, in today's dollars: median ${money(shortfall.median)}, mean ${money(shortfall.mean)}.`
        : null,
    windows:
      result.windows === undefined
        ? null
        : failedWindows.length === 0
          ? `Every historical start year from ${result.windows[0].start_year} to ${result.windows[result.windows.length - 1].start_year} funds the plan.`
          : `${wording.shortYears}: ${failedWindows.join(', ')}.`,
    rows: retirementRows(run, result.flows[dollars]),
    socialSecurity: socialSecurityText(run.plan),
    partTime: partTimeText(run.plan, planningAge),
    withdrawalOrder: withdrawalOrderText(input),
    ira: iraText(run.plan),
    takeHome: `Take-home pay today, after federal tax, FICA and your 401(k) deferral: ${money(plan.monthly_take_home)} a month.`,
  }
}

/** The cards, chart, tables and milestones of a run cut to the horizon, in the chosen dollars. */
function projectionView(run: ProjectionRun, dollars: DollarBasis, horizon: number) {
  const r = run.result
  const source = r.net_worth[dollars]
  const end = Math.min(horizon, source.p50.length - 1)
  const slice = (values: number[]) => values.slice(0, end + 1).map(Math.round)
  const bands = {
    p10: slice(source.p10),
    p25: slice(source.p25),
    p50: slice(source.p50),
    p75: slice(source.p75),
    p90: slice(source.p90),
  }
  const at = (values: number[]) => money(values[end])
  const label = DOLLAR_LABELS[dollars].toLowerCase()
  const cards = [
    {
      title: `Conservative (p10) in ${pluralise(end, 'year')}`,
      testId: 'card-conservative',
      value: at(bands.p10),
      note: '90% of simulated paths end above this',
    },
    {
      title: `Median (p50) in ${pluralise(end, 'year')}`,
      testId: 'card-median',
      value: at(bands.p50),
      note: `Half of the paths end above, half below. Mean of all paths: ${money(source.mean[end])}`,
    },
    {
      title: `Optimistic (p90) in ${pluralise(end, 'year')}`,
      testId: 'card-optimistic',
      value: at(bands.p90),
      note: '10% of simulated paths end above this',
    },
  ]
  const caption =
    `Median net worth (${label}) goes from ${money(bands.p50[0])} today to ${at(bands.p50)} in ${pluralise(end, 'year')}; ` +
    `80% of ${r.iterations.toLocaleString('en-US')} simulated paths end between ${at(bands.p10)} and ${at(bands.p90)}.`
  const accounts = r.accounts?.[dollars]
  return {
    cards,
    years: r.ages.slice(0, end + 1).map((_, i) => i),
    bands,
    caption,
    trajectory: TRAJECTORY_YEARS.filter((y) => y < source.p50.length).map((y) => ({
      year: y,
      median: money(source.p50[y]),
      range: `Range ${money(source.p10[y])} – ${money(source.p90[y])}`,
    })),
    // Every fifth year and the last, median per account; debts shown as negative amounts.
    breakdown: accounts
      ? bands.p50
          .map((_, y) => y)
          .filter((y) => y % 5 === 0 || y === end)
          .map((y) => ({
            year: y,
            cells: [
              accounts.cash[y],
              accounts.taxable[y],
              accounts.tax_deferred[y] + accounts.roth[y],
              accounts.real_estate[y],
              -accounts.loans[y],
              source.p50[y],
            ].map(money),
          }))
      : [],
    milestones: milestonesFrom(source).map((m) => ({
      label: m.label,
      detail: `In about ${pluralise(m.years_to_achieve, 'year')} · ${Math.round(m.confidence_score * 100)}% of paths by then`,
    })),
  }
}

/** The simplified estimate's rows: every fifth year and the horizon. */
function estimateRows({ years, net_worth }: { years: number[]; net_worth: number[] }, horizon: number) {
  return years
    .filter((y) => y % 5 === 0 || y === horizon)
    .map((y) => ({ year: y, label: `Year ${y}`, value: formatDollars(net_worth[y]) }))
}

/** Where the retirement age used came from, beside its field; null when it is simply the one asked. */
function retirementAgeHint({ sources, retirement_goal: goal, input }: LifecyclePlan): string | null {
  if (goal) {
    return sources.retirement_age === 'asked' && goal.retirement_age !== input.retirement_age
      ? `Your retirement goal “${goal.name}” says ${goal.retirement_age}.`
      : `From your retirement goal “${goal.name}”.`
  }
  if (sources.retirement_age === 'preferences') return 'From your goal preferences.'
  if (sources.retirement_age === 'default')
    return 'The default: set yours in a retirement goal or your goal preferences.'
  return null
}

/** What a blank retirement spending field spends: the retirement goal's, else the monthly expenses. */
function spendingDefault({ retirement_goal: goal, input }: LifecyclePlan): string {
  return goal && goal.monthly_spending > 0
    ? `your retirement goal “${goal.name}” (${money(goal.monthly_spending)})`
    : `your monthly expenses (${money(input.monthly_spending)})`
}

/** The plan pickers as the form shows them: current values and the choices. */
function pickerView(run: ProjectionRun | null, plan: PlanQuery, dollars: DollarBasis) {
  return {
    retirementAge: run ? run.plan.input.retirement_age : (plan.retirement_age ?? null),
    planningAge: run ? run.result.ages[run.result.ages.length - 1] : (plan.planning_age ?? null),
    strategy: plan.strategy,
    withdrawalRate: plan.withdrawal_rate === undefined ? '' : ratePercent(plan.withdrawal_rate),
    retirementSpending: plan.retirement_monthly_spending === undefined ? '' : String(plan.retirement_monthly_spending),
    partTimeIncome: plan.part_time_monthly_income === undefined ? '' : String(plan.part_time_monthly_income),
    partTimeUntilAge: plan.part_time_until_age ?? null,
    iraContribution: plan.ira_annual_contribution === undefined ? '' : String(plan.ira_annual_contribution),
    iraType: plan.ira_type,
    iraTypes: Object.entries(IRA_KIND_LABELS).map(([value, label]) => ({ value, label })),
    iraLimit: iraLimitHint(),
    claimingAge: run ? run.plan.claiming_age : (plan.claiming_age ?? null),
    retirementAgeHint: run ? retirementAgeHint(run.plan) : null,
    spendingDefault: run ? spendingDefault(run.plan) : null,
    returnModel: plan.return_model,
    withdrawalOrder: plan.withdrawal_order,
    dollars,
    strategies: Object.entries(STRATEGY_LABELS).map(([value, label]) => ({ value, label })),
    returnModels: Object.entries(RETURN_MODEL_LABELS).map(([value, label]) => ({ value, label })),
    withdrawalOrders: Object.entries(WITHDRAWAL_ORDER_LABELS).map(([value, label]) => ({ value, label })),
    dollarBases: Object.entries(DOLLAR_LABELS).map(([value, label]) => ({ value, label })),
    dollarsLabel: DOLLAR_LABELS[dollars],
    assumedAge: run?.plan.assumed.age ?? false,
    adjustments: [
      ...(run ? run.plan.adjustments.map((adjustment) => adjustment.message) : []),
      ...(plan.strategy === 'fixed_real' && plan.withdrawal_rate !== undefined
        ? [
            `Fixed spending does not use a withdrawal rate: the ${ratePercent(plan.withdrawal_rate)}% you set applies ` +
              'when you choose the fixed percentage or guardrail strategy.',
          ]
        : []),
    ],
    personalProperty:
      run && run.plan.assumed.personal_property_cents > 0
        ? money(run.plan.assumed.personal_property_cents / 100)
        : null,
  }
}

/**
 * A household with neither income nor anything it owns has nothing to project: a run would
 * only show zeros, or spending and debts running net worth down, as if that were a finding.
 */
async function hasSomethingToProject(userId: number) {
  const summary = await getSummary(userId)
  return summary.monthly_income > 0 || summary.total_assets > 0
}

export async function projectionScreen(userId: number, url: URL) {
  const { horizon, plan, dollars, errors } = screenOptionsFrom(url)
  if (!(await hasSomethingToProject(userId))) {
    return { state: 'empty' as const, horizon, picker: pickerView(null, plan, dollars) }
  }
  // One run reaches the planning age and at least the 20-year trajectory card.
  const request = { plan, years: Math.max(horizon, 20), iterations: DEFAULT_ITERATIONS }
  // The base run and both scenario sets share one read of the assumptions and one built plan.
  const context = await planContext(userId, request)
  const common = {
    horizon,
    assumptions: assumptionPercents(context.assumptions),
    is_default: context.isDefault,
    planErrors: errors,
  }
  try {
    const [run, whatIf, stress] = await Promise.all([
      runProjection(userId, request, context),
      runScenarios(userId, { ...request, kind: 'what_if' }, context),
      runScenarios(userId, { ...request, kind: 'stress' }, context),
    ])
    return {
      ...common,
      state: 'ready' as const,
      picker: pickerView(run, plan, dollars),
      ...projectionView(run, dollars, horizon),
      retirement: retirementView(run, dollars),
      whatIf: scenarioTable(run.result, whatIf, dollars, horizon),
      stress: scenarioTable(run.result, stress, dollars, horizon),
    }
  } catch (error) {
    // 429: this user's simulations are over their caps (app/infra/simulation-queue.server.ts).
    if (isAppError(error) && (error.status === 503 || error.status === 429)) {
      const estimate = estimateRows(await fallbackEstimate(userId, horizon), horizon)
      return { ...common, state: 'fallback' as const, picker: pickerView(null, plan, dollars), estimate }
    }
    // Not an outage: the engine refused what we sent. Keep the details in the log and
    // show the person the spec's error card rather than a blank page.
    console.error('projection failed', error)
    return { ...common, state: 'error' as const, picker: pickerView(null, plan, dollars) }
  }
}
