import { isAppError } from '../../lib/app-error.ts'
import { formatDollars } from '../../lib/format.ts'
import { milestonesFrom } from '../../lib/projection-milestones.ts'
import { ASSUMPTION_FIELDS, DEFAULT_ITERATIONS, HORIZONS, type Assumptions } from '../../schemas/projections.ts'
import { getAssumptions } from './assumptions.server.ts'
import {
  fallbackEstimate,
  runProjection,
  runScenarios,
  type ProjectionRun,
  type ScenarioRuns,
} from './projections.server.ts'

// The Financial Projections screen as it is shown: every figure already in words and dollars.
// When the simulation service is down, the simplified estimate instead (FALLBACK_MESSAGE).

export const FALLBACK_MESSAGE = 'Failed to load projection data. Using simplified calculation.'

const TRAJECTORY_YEARS = [5, 10, 20]
const DEFAULT_HORIZON = 20

const percentOfPaths = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`

/** The horizon from `?years=`, one of HORIZONS, else 20 years. */
export function horizonFrom(url: URL) {
  const requested = Number(url.searchParams.get('years'))
  return HORIZONS.find((h) => h === requested) ?? DEFAULT_HORIZON
}

/** The saved rates in percent, as the sliders show them. */
function assumptionPercents(assumptions: Assumptions) {
  return Object.fromEntries(ASSUMPTION_FIELDS.map((f) => [f.key, Math.round(assumptions[f.key] * 1000) / 10]))
}

function scenarioTable(runs: ScenarioRuns) {
  const base = runs.base
  return {
    base: {
      label: base.label,
      median: formatDollars(base.final_p50),
      staysAbove: percentOfPaths(base.probability_positive),
    },
    rows: runs.scenarios.map((r) => ({
      name: r.name,
      label: r.label,
      median: formatDollars(r.final_p50),
      change: `${r.final_p50 >= base.final_p50 ? '+' : ''}${formatDollars(r.final_p50 - base.final_p50)}`,
      worse: r.final_p50 < base.final_p50,
      staysAbove: percentOfPaths(r.probability_positive),
    })),
  }
}

/** The cards, chart, tables and milestones of a Monte Carlo run cut to the horizon. */
function projectionView(run: ProjectionRun, whatIf: ScenarioRuns, stress: ScenarioRuns, horizon: number) {
  const r = run.result
  const slice = (values: number[]) => values.slice(0, horizon + 1).map(Math.round)
  const bands = {
    p10: slice(r.net_worth.p10),
    p25: slice(r.net_worth.p25),
    p50: slice(r.net_worth.p50),
    p75: slice(r.net_worth.p75),
    p90: slice(r.net_worth.p90),
  }
  const at = (values: number[]) => formatDollars(values[horizon])
  const cards = (
    [
      ['Conservative (p10)', bands.p10, '90% of simulated paths end above this'],
      ['Expected (p50)', bands.p50, 'Half of the paths end above, half below'],
      ['Optimistic (p90)', bands.p90, '10% of simulated paths end above this'],
    ] as const
  ).map(([title, values, note]) => ({
    title: `${title} in ${horizon} years`,
    testId: `card-${title.split(' ')[0].toLowerCase()}`,
    value: at(values),
    note,
  }))
  const caption =
    `Median net worth grows from ${formatDollars(bands.p50[0])} today to ${at(bands.p50)} in ${horizon} years; ` +
    `80% of ${r.iterations.toLocaleString('en-US')} simulated paths end between ${at(bands.p10)} and ${at(bands.p90)}. ` +
    `${Math.round(r.probability_positive[horizon] * 100)}% of paths keep net worth above zero.`
  return {
    cards,
    years: r.years.slice(0, horizon + 1),
    bands,
    caption,
    trajectory: TRAJECTORY_YEARS.map((y) => ({
      year: y,
      median: formatDollars(Math.round(r.net_worth.p50[y])),
      range: `Range ${formatDollars(Math.round(r.net_worth.p10[y]))} – ${formatDollars(Math.round(r.net_worth.p90[y]))}`,
    })),
    // Every fifth year and the last, median per component; debts shown as negative amounts.
    breakdown: r.years
      .filter((y) => y <= horizon && (y % 5 === 0 || y === horizon))
      .map((y) => ({
        year: y,
        cells: [
          r.breakdown.cash[y],
          r.breakdown.taxable[y],
          r.breakdown.retirement[y],
          r.breakdown.real_estate[y],
          -Math.round(r.breakdown.liabilities[y]),
          r.net_worth.p50[y],
        ].map((v) => formatDollars(Math.round(v))),
      })),
    milestones: milestonesFrom(r.net_worth).map((m) => ({
      label: m.label,
      detail: `In about ${m.years_to_achieve} years · ${Math.round(m.confidence_score * 100)}% of paths by then`,
    })),
    whatIf: scenarioTable(whatIf),
    stress: scenarioTable(stress),
  }
}

/** The simplified estimate's rows: every fifth year and the horizon. */
function estimateRows({ years, net_worth }: { years: number[]; net_worth: number[] }, horizon: number) {
  return years
    .filter((y) => y % 5 === 0 || y === horizon)
    .map((y) => ({ year: y, label: `Year ${y}`, value: formatDollars(net_worth[y]) }))
}

export async function projectionScreen(userId: number, url: URL) {
  const horizon = horizonFrom(url)
  // One run covers the chosen horizon and the 5/10/20-year trajectory cards.
  const years = Math.max(horizon, 20)
  const { values, is_default } = await getAssumptions(userId)
  const common = { horizon, assumptions: assumptionPercents(values), is_default }
  try {
    const [run, whatIf, stress] = await Promise.all([
      runProjection(userId, { years, iterations: DEFAULT_ITERATIONS }),
      runScenarios(userId, { years: horizon, iterations: DEFAULT_ITERATIONS, kind: 'what_if' }),
      runScenarios(userId, { years: horizon, iterations: DEFAULT_ITERATIONS, kind: 'stress' }),
    ])
    return { ...common, state: 'ready' as const, ...projectionView(run, whatIf, stress, horizon) }
  } catch (error) {
    if (isAppError(error) && error.status === 503) {
      const estimate = estimateRows(await fallbackEstimate(userId, horizon), horizon)
      return { ...common, state: 'fallback' as const, estimate }
    }
    // Not an outage: the engine refused what we sent. Keep the details in the log and
    // show the person the spec's error card rather than a blank page.
    console.error('projection failed', error)
    return { ...common, state: 'error' as const }
  }
}
