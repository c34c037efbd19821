import crypto from 'node:crypto'
import { createSimWorkerClient, SimWorkerError } from '../../infra/sim-worker-client.server.ts'
import type {
  ProjectionBatchResult,
  ProjectionInput,
  ProjectionResult,
  ProjectionScenario,
} from '../../../sim-worker/core/projection-types.ts'
import { getDb } from '../../../db/index.ts'
import { compoundEstimate } from '../../lib/compound-estimate.ts'
import { milestonesFrom } from '../../lib/projection-milestones.ts'
import { DEFAULT_ASSUMPTIONS, type Assumptions } from '../../schemas/projections.ts'
import { cached } from '../../infra/cache.server.ts'
import { bumpDataVersion, getDataVersion } from '../../infra/data-version.server.ts'
import { allEntries } from '../finance/entries.server.ts'
import { getSummary } from '../finance/summary.server.ts'

export const PROJECTION_CACHE_SECONDS = 600
export const SIMULATION_TIMEOUT_MS = 15_000
export const FALLBACK_MESSAGE = 'Failed to load projection data. Using simplified calculation.'

export class ProjectionUnavailable extends Error {
  name = 'ProjectionUnavailable'
}

// ---- Assumptions ----

export async function getAssumptions(userId: number): Promise<{ values: Assumptions; is_default: boolean }> {
  const row = await getDb().ProjectionAssumptions.findOne({ where: { user_id: userId } })
  if (!row) return { values: { ...DEFAULT_ASSUMPTIONS }, is_default: true }
  return {
    values: {
      stock_market_return: row.stock_market_return,
      real_estate_appreciation: row.real_estate_appreciation,
      salary_growth_rate: row.salary_growth_rate,
      inflation_rate: row.inflation_rate,
      retirement_account_return: row.retirement_account_return,
    },
    is_default: false,
  }
}

/** Saving bumps the data version, so every cached projection of the user is recomputed. */
export async function saveAssumptions(userId: number, values: Assumptions) {
  const { ProjectionAssumptions } = getDb()
  const existing = await ProjectionAssumptions.findOne({ where: { user_id: userId } })
  if (existing) await existing.update(values)
  else await ProjectionAssumptions.create({ user_id: userId, ...values })
  await bumpDataVersion(userId)
  return getAssumptions(userId)
}

export async function resetAssumptions(userId: number) {
  await getDb().ProjectionAssumptions.destroy({ where: { user_id: userId } })
  await bumpDataVersion(userId)
  return getAssumptions(userId)
}

// ---- Inputs from the user's data ----

const CASH = new Set(['cash_bank_accounts'])
const RETIREMENT = new Set(['retirement_accounts'])
const REAL_ESTATE = new Set(['real_estate'])
const TAXABLE = new Set(['investment_accounts', 'business_assets'])

/**
 * The engine's inputs from the user's entries. Investments and business assets grow as
 * taxable investments; personal property and other assets are held flat in cash (they do
 * not compound). Liabilities pay their minimum payment, else a 1 % of balance estimate.
 */
export async function buildProjectionInput(
  userId: number,
  {
    years,
    iterations,
    assumptions,
    seed,
  }: { years: number; iterations: number; assumptions: Assumptions; seed: number },
): Promise<ProjectionInput> {
  const [entries, summary] = await Promise.all([allEntries(userId), getSummary(userId)])
  const start = { cash: 0, taxable: 0, retirement: 0, real_estate: 0 }
  const liabilities: ProjectionInput['liabilities'] = []
  for (const e of entries) {
    const dollars = e.amount_cents / 100
    if (e.category === 'assets') {
      if (RETIREMENT.has(e.subcategory)) start.retirement += dollars
      else if (REAL_ESTATE.has(e.subcategory)) start.real_estate += dollars
      else if (TAXABLE.has(e.subcategory)) start.taxable += dollars
      else if (CASH.has(e.subcategory)) start.cash += dollars
      else start.cash += dollars
    } else if (e.category === 'liabilities' && dollars > 0) {
      const payment = e.minimum_payment_cents !== null ? e.minimum_payment_cents / 100 : Math.max(25, dollars * 0.01)
      liabilities.push({ balance: dollars, annual_rate: (e.interest_rate ?? 0) / 100, monthly_payment: payment })
    }
  }
  // The engine pays loans outside the cash flow and expects spending to include their payments,
  // so they are added here: loan payments belong on the loans, not in the expense entries.
  const loanPayments = liabilities.reduce((sum, l) => sum + l.monthly_payment, 0)
  return {
    years,
    iterations,
    seed,
    start,
    liabilities: liabilities.slice(0, 50),
    monthly_income: summary.monthly_income,
    monthly_spending: summary.monthly_expenses + loanPayments,
    contribution_split: { cash: 0.2, taxable: 0.3, retirement: 0.5 },
    assumptions: {
      stock_return: assumptions.stock_market_return,
      real_estate_return: assumptions.real_estate_appreciation,
      salary_growth: assumptions.salary_growth_rate,
      inflation: assumptions.inflation_rate,
      retirement_return: assumptions.retirement_account_return,
    },
  }
}

/**
 * The service being down, overloaded or slow is an outage the screen can explain; a 400
 * means the app sent something the engine refuses, which is a bug and must surface as one.
 */
function asUnavailable(error: unknown) {
  if (error instanceof ProjectionUnavailable) return error
  if (error instanceof SimWorkerError && error.status !== 400) return new ProjectionUnavailable(error.message)
  return error
}

function seedFor(userId: number, dataVersion: number) {
  return crypto.createHash('sha256').update(`${userId}:${dataVersion}`).digest().readUInt32BE(0)
}

function hashOf(value: unknown) {
  return crypto.createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16)
}

function simWorker() {
  const url = process.env.SIM_WORKER_URL
  if (!url) throw new ProjectionUnavailable('The simulation service is not configured')
  return createSimWorkerClient(url, { timeoutMs: SIMULATION_TIMEOUT_MS })
}

function isProjectionResult(raw: unknown): raw is ProjectionResult {
  return typeof raw === 'object' && raw !== null && 'net_worth' in raw && 'years' in raw
}

export type ProjectionRun = {
  result: ProjectionResult
  cached: boolean
  assumptions: Assumptions
  calculation_time_ms: number
}

/** The Monte Carlo projection, cached per user, data version, assumptions and parameters for 10 minutes. */
export async function runProjection(
  userId: number,
  { years, iterations, force = false }: { years: number; iterations: number; force?: boolean },
): Promise<ProjectionRun> {
  const [{ values: assumptions }, version] = await Promise.all([getAssumptions(userId), getDataVersion(userId)])
  const started = performance.now()
  const key = `user:${userId}:projection:v${version}:${hashOf({ years, iterations, assumptions })}`
  const { value, hit } = await cached({
    key,
    ttlSeconds: PROJECTION_CACHE_SECONDS,
    bypass: force,
    parse: (raw) => (isProjectionResult(raw) ? raw : null),
    compute: async () => {
      const input = await buildProjectionInput(userId, {
        years,
        iterations,
        assumptions,
        seed: seedFor(userId, version),
      })
      try {
        return await simWorker().projection(input)
      } catch (error) {
        throw asUnavailable(error)
      }
    },
  })
  return { result: value, cached: hit, assumptions, calculation_time_ms: Math.round(performance.now() - started) }
}

/** What the screen shows when the service is down: the compound estimate, labelled as such. */
export async function fallbackEstimate(userId: number, years: number) {
  const summary = await getSummary(userId)
  return {
    years: Array.from({ length: years + 1 }, (_, i) => i),
    net_worth: compoundEstimate(summary.net_worth, summary.monthly_cash_flow, years),
  }
}

export function comprehensiveJson(run: ProjectionRun, includeMonteCarlo: boolean) {
  const { result } = run
  return {
    projections: result.years.map((year, i) => ({ year, net_worth: Math.round(result.net_worth.p50[i]) })),
    deterministic_projection: result.years.map((year, i) => ({ year, net_worth: Math.round(result.deterministic[i]) })),
    monte_carlo_results: includeMonteCarlo
      ? {
          confidence_intervals: Object.fromEntries(
            (['p10', 'p25', 'p50', 'p75', 'p90'] as const).map((p) => [p, result.net_worth[p].map(Math.round)]),
          ),
          probability_positive: result.probability_positive,
        }
      : null,
    milestones: milestonesFrom(result.net_worth),
    assumptions: run.assumptions,
    calculation_metadata: {
      monte_carlo_iterations: result.iterations,
      calculation_time_ms: run.calculation_time_ms,
      simulation_time_ms: result.elapsed_ms,
      cached: run.cached,
      seed: result.seed,
    },
  }
}

export function breakdownJson(run: ProjectionRun, year: number) {
  const { result } = run
  const start = result.net_worth.p50[0]
  const scenario = (name: string, values: number[]) => {
    const final = values[year]
    const growth = start > 0 && final > 0 && year > 0 ? Math.pow(final / start, 1 / year) - 1 : null
    return {
      name,
      final_value: Math.round(final),
      total_growth: Math.round(final - start),
      growth_rate: growth === null ? null : Math.round(growth * 10000) / 10000,
      projections: result.years.slice(0, year + 1).map((y, i) => ({ year: y, net_worth: Math.round(values[i]) })),
    }
  }
  const component = (values: number[]) => Math.round(values[year])
  return {
    year,
    starting_value: Math.round(start),
    components: {
      cash: component(result.breakdown.cash),
      taxable_investments: component(result.breakdown.taxable),
      retirement_accounts: component(result.breakdown.retirement),
      real_estate: component(result.breakdown.real_estate),
      liabilities: component(result.breakdown.liabilities),
    },
    scenarios: [
      scenario('conservative', result.net_worth.p10),
      scenario('expected', result.net_worth.p50),
      scenario('optimistic', result.net_worth.p90),
    ],
    metadata: { calculated_at: new Date().toISOString(), monte_carlo_iterations: result.iterations },
  }
}

// ---- What-if scenarios and stress tests ----

export const WHAT_IF_SCENARIOS: { name: string; label: string; scenario: ProjectionScenario }[] = [
  { name: 'max_savings', label: 'Max savings (+$2,500 a month)', scenario: { extra_monthly_contribution: 2500 } },
  {
    name: 'reduced_savings',
    label: 'Reduced savings (−$1,000 a month)',
    scenario: { extra_monthly_contribution: -1000 },
  },
  { name: 'market_crash', label: 'Market crash (−30% in year 3)', scenario: { crash: { year: 3, drop: 0.3 } } },
]

export const STRESS_TESTS: { name: string; label: string; scenario: (years: number) => ProjectionScenario }[] = [
  { name: 'lower_returns', label: 'Returns 2 points lower', scenario: () => ({ return_shift: -0.02 }) },
  { name: 'inflation_shock', label: 'Inflation 3 points higher', scenario: () => ({ inflation_shift: 0.03 }) },
  { name: 'higher_spending', label: 'Spending 15% higher', scenario: () => ({ spending_factor: 1.15 }) },
  { name: 'early_crash', label: 'A 35% crash in the first year', scenario: () => ({ crash: { year: 1, drop: 0.35 } }) },
  { name: 'saving_less', label: 'Saving $500 a month less', scenario: () => ({ extra_monthly_contribution: -500 }) },
  {
    name: 'retire_earlier',
    label: 'Retiring two years earlier',
    scenario: (years) => ({ stop_contributions_after_years: Math.max(0, years - 2) }),
  },
]

function isBatchResult(raw: unknown): raw is ProjectionBatchResult {
  return typeof raw === 'object' && raw !== null && 'base' in raw && 'scenarios' in raw
}

/** The base plan and named scenarios on the same random paths, so the differences are the scenarios' own. */
export async function runScenarios(
  userId: number,
  { years, iterations, kind }: { years: number; iterations: number; kind: 'what_if' | 'stress' },
) {
  const [{ values: assumptions }, version] = await Promise.all([getAssumptions(userId), getDataVersion(userId)])
  const scenarios =
    kind === 'what_if'
      ? WHAT_IF_SCENARIOS.map((s) => ({ name: s.name, scenario: s.scenario }))
      : STRESS_TESTS.map((s) => ({ name: s.name, scenario: s.scenario(years) }))
  const key = `user:${userId}:scenarios:${kind}:v${version}:${hashOf({ years, iterations, assumptions })}`
  const { value } = await cached({
    key,
    ttlSeconds: PROJECTION_CACHE_SECONDS,
    parse: (raw) => (isBatchResult(raw) ? raw : null),
    compute: async () => {
      const base = await buildProjectionInput(userId, {
        years,
        iterations,
        assumptions,
        seed: seedFor(userId, version),
      })
      try {
        return await simWorker().projectionBatch({ base, scenarios })
      } catch (error) {
        throw asUnavailable(error)
      }
    },
  })
  const labels = new Map<string, string>([
    ...WHAT_IF_SCENARIOS.map((s) => [s.name, s.label] as const),
    ...STRESS_TESTS.map((s) => [s.name, s.label] as const),
  ])
  const summarize = (name: string, label: string, r: ProjectionResult) => ({
    name,
    label,
    p50_by_year: r.net_worth.p50.map(Math.round),
    final_p50: Math.round(r.net_worth.p50[years]),
    probability_positive: r.probability_positive[years],
  })
  return {
    base: summarize('current', 'Current plan', value.base),
    scenarios: value.scenarios.map((s) => summarize(s.name, labels.get(s.name) ?? s.name, s.result)),
  }
}
