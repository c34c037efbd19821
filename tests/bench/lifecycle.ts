// npx tsx tests/bench/lifecycle.ts: the lifecycle engine against a minimal yearly reference, one JSON
// line per case on stdout.
//
// The workload (issue 11, "Planning engine v2"): one 60/40 pot, $500k, +$20k a year, no spending,
// nominal, 5,000 paths × 30 years, single-threaded.
//   reference_yearly            a plain typed-array loop: one normal return per path-year (mulberry32 +
//                               Box-Muller, both values of each pair used), balance = balance · (1 + r) + 20k
//   lifecycle_engine            simulateLifecyclePaths on that pot (monthly model, parametric returns, no
//                               summary, nominalOnly: the workload is nominal, so no inflation is drawn);
//                               ratio_to_reference is the target (<= 1)
//   lifecycle_full_four_classes runLifecycle (engine + every band, flow and account median) for a household
//                               with every account and a home, stocks, bonds, cash and real estate all
//                               funded, a mortgage, 401(k) with match and a Roth IRA: 35 → 65, 5,000 paths
//   lifecycle_retired           runLifecycle for a retiree drawing a 60/40 tax-deferred pot with taxes,
//                               Social Security and RMDs, 65 → 95 monthly, 5,000 paths
//   lifecycle_default_request   runLifecycle for the app's default projection: a household aged 38
//                               planning to 95 (57 years), retiring at 65 (monthly retirement), taxes,
//                               Social Security, a pension, RMDs, 1,000 paths (target: <= 25 ms median)
//   lifecycle_pool              lifecycle_full_four_classes on the Deno sim-worker's piscina pool
//                               (lifecycle-pool.ts, run with Deno): one task of 5,000 paths vs the
//                               service's split of the same run over every thread (the same numbers);
//                               pool_speedup = single ÷ pool (target >= 1.7 on 2), beside the
//                               machine's parallel_ceiling at the time (lifecycle-pool.ts)
//   lifecycle_pool_default_request  the same for the default request's run (1,000 paths, 57 years)
// ratio = the case's median time ÷ the reference's; ratio_quartiles, the quartiles of that ratio repeat by
// repeat. Cases are interleaved repeat by repeat, so load on the machine affects them alike.

import { simulateLifecyclePaths } from '../../sim-worker/core/lifecycle.ts'
import { runLifecycle } from '../../sim-worker/core/lifecycle-summary.ts'
import type { LifecycleInput } from '../../sim-worker/core/lifecycle-types.ts'
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const REPEATS = Number(process.env.BENCH_REPEATS ?? 15)
const WARM_UP_RUNS = 5
const PATHS = 5_000
const YEARS = 30
const MEAN_RETURN = 0.058 // 60 % × 7 % + 40 % × 4 %
const VOLATILITY = 0.1

function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** The reference: what a plain yearly Monte Carlo of one pot costs in Node. Returns the mean end balance. */
function referenceEngine(seed: number): number {
  const random = mulberry32(seed)
  const balance = new Float64Array(PATHS).fill(500_000)
  let spare = Number.NaN
  for (let year = 0; year < YEARS; year++) {
    for (let p = 0; p < PATHS; p++) {
      let z: number
      if (spare === spare) {
        z = spare
        spare = Number.NaN
      } else {
        const radius = Math.sqrt(-2 * Math.log(1 - random()))
        const angle = 2 * Math.PI * random()
        z = radius * Math.cos(angle)
        spare = radius * Math.sin(angle)
      }
      balance[p] = balance[p] * (1 + MEAN_RETURN + VOLATILITY * z) + 20_000
    }
  }
  let total = 0
  for (let p = 0; p < PATHS; p++) total += balance[p]
  return total / PATHS
}

const TAX_2025_SINGLE = {
  thresholds: [0, 11_925, 48_475, 103_350, 197_300, 250_525, 626_350],
  rates: [0.1, 0.12, 0.22, 0.24, 0.32, 0.35, 0.37],
  standard_deduction: 15_000,
}
const MIX_60_40 = { stocks: 0.6, bonds: 0.4, cash: 0 }

function onePot(seed: number): LifecycleInput {
  return {
    current_age: 35,
    retirement_age: 65,
    planning_age: 65,
    birth_year: 1991,
    iterations: PATHS,
    seed,
    accounts: { cash: 0, taxable: 500_000, taxable_basis: 500_000, tax_deferred: 0, roth: 0, real_estate: 0 },
    allocations: { cash: MIX_60_40, taxable: MIX_60_40, tax_deferred: MIX_60_40, roth: MIX_60_40 },
    loans: [],
    monthly_spending: 0,
    working: {
      annual_salary: 0,
      monthly_take_home: 20_000 / 12,
      salary_growth: 0,
      k401_rate: 0,
      employer_match: { rate: 0, up_to: 0 },
      ira_annual: 0,
    },
    income: {},
    limits: { k401_employee: 23_500, k401_catch_up: 7_500, ira: 7_000, ira_catch_up: 1_000 },
    tax: TAX_2025_SINGLE,
    strategy: { kind: 'fixed_real' },
    market: { stock_return: 0.07, bond_return: 0.04, real_estate_return: 0.03, inflation: 0.025 },
    return_model: { kind: 'parametric' },
  }
}

function retiree(seed: number): LifecycleInput {
  const base = onePot(seed)
  return {
    ...base,
    current_age: 65,
    retirement_age: 65,
    planning_age: 95,
    birth_year: 1960,
    accounts: { ...base.accounts, taxable: 0, taxable_basis: 0, tax_deferred: 1_000_000 },
    monthly_spending: 4_000,
    income: { social_security: { claiming_age: 67, monthly_benefit: 2_000 } },
  }
}

/** Every account, a home and a mortgage; the 401(k) has a match and the IRA is Roth. */
function fourClasses(seed: number, paths = PATHS): LifecycleInput {
  const base = onePot(seed)
  return {
    ...base,
    iterations: paths,
    accounts: {
      cash: 30_000,
      taxable: 150_000,
      taxable_basis: 100_000,
      tax_deferred: 250_000,
      roth: 70_000,
      real_estate: 400_000,
    },
    allocations: {
      cash: { stocks: 0, bonds: 0, cash: 1 },
      taxable: { stocks: 0.7, bonds: 0.2, cash: 0.1 },
      tax_deferred: MIX_60_40,
      roth: { stocks: 0.9, bonds: 0.1, cash: 0 },
    },
    loans: [{ balance: 280_000, annual_rate: 0.065, monthly_payment: 1_900 }],
    monthly_spending: 4_500,
    working: {
      annual_salary: 130_000,
      monthly_take_home: 8_200,
      salary_growth: 0.03,
      k401_rate: 0.08,
      employer_match: { rate: 0.5, up_to: 0.06 },
      ira_annual: 7_000,
      ira_roth: true,
    },
  }
}

const TAX_2025_JOINT = {
  thresholds: [0, 23_850, 96_950, 206_700, 394_600, 501_050, 751_600],
  rates: [0.1, 0.12, 0.22, 0.24, 0.32, 0.35, 0.37],
  standard_deduction: 30_000,
}

/** The app's default projection request: 38 → 95, retiring at 65, monthly retirement, 1,000 paths. */
function defaultRequest(seed: number): LifecycleInput {
  const household = fourClasses(seed, 1_000)
  return {
    ...household,
    current_age: 38,
    retirement_age: 65,
    planning_age: 95,
    birth_year: 1988,
    tax: TAX_2025_JOINT,
    loans: [
      { balance: 320_000, annual_rate: 0.065, monthly_payment: 2_250 },
      { balance: 18_000, annual_rate: 0.07, monthly_payment: 450 },
    ],
    monthly_spending: 5_000,
    retirement_monthly_spending: 6_000,
    working: { ...household.working, annual_salary: 140_000, monthly_take_home: 8_800 },
    income: {
      social_security: { claiming_age: 67, monthly_benefit: 2_900 },
      pension: { start_age: 65, monthly_amount: 800 },
    },
  }
}

const cases: Record<string, (repeat: number) => unknown> = {
  reference_yearly: (repeat) => referenceEngine(repeat + 1),
  lifecycle_engine: (repeat) => simulateLifecyclePaths(onePot(repeat + 1), () => {}, undefined, { nominalOnly: true }),
  lifecycle_full_four_classes: (repeat) => runLifecycle(fourClasses(repeat + 1)),
  lifecycle_retired: (repeat) => runLifecycle(retiree(repeat + 1)),
  lifecycle_default_request: (repeat) => runLifecycle(defaultRequest(repeat + 1)),
}
const PATHS_OF: Record<string, number> = { lifecycle_default_request: 1_000 }
const YEARS_OF: Record<string, number> = { lifecycle_default_request: 57 }

const times: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((name) => [name, []]))
for (let repeat = -WARM_UP_RUNS; repeat < REPEATS; repeat++) {
  for (const [name, run] of Object.entries(cases)) {
    const startedAt = performance.now()
    run(repeat)
    if (repeat >= 0) times[name].push(performance.now() - startedAt)
  }
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))]
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const referenceMs = median(times.reference_yearly)
/**
 * The quartiles of the case's time ÷ the reference's, repeat by repeat (each pair ran back to back): on
 * this shared machine the ratio of the medians has moved from 0.7 to 1.5 between runs of the same code,
 * and this range shows how far a run's own repeats spread.
 */
const ratioQuartiles = (values: number[]) => {
  const ratios = values.map((ms, repeat) => ms / times.reference_yearly[repeat])
  return [quantile(ratios, 0.25), quantile(ratios, 0.75)].map((r) => Math.round(r * 100) / 100)
}
for (const [name, values] of Object.entries(times)) {
  const ms = median(values)
  const paths = PATHS_OF[name] ?? PATHS
  const years = YEARS_OF[name] ?? YEARS
  console.log(
    JSON.stringify({
      case: name,
      paths,
      years,
      ms: Math.round(ms * 100) / 100,
      path_years_per_second: Math.round((paths * years) / (ms / 1000)),
      ratio_to_reference: Math.round((ms / referenceMs) * 100) / 100,
      ratio_quartiles: ratioQuartiles(values),
    }),
  )
}

// The pool: a Deno process driving the sim-worker's own piscina pool (no HTTP, so no port), given the
// four-class workload as JSON; it prints one JSON line. Deno and the pool's threads need their own warm-up,
// which the script does itself.
const denoBin = fileURLToPath(new URL('../../node_modules/.bin/deno', import.meta.url))
const poolScript = fileURLToPath(new URL('./lifecycle-pool.ts', import.meta.url))
const denoConfig = fileURLToPath(new URL('../../sim-worker/deno.json', import.meta.url))
const poolLine = execFileSync(
  denoBin,
  ['run', '--no-prompt', '--config', denoConfig, '--allow-read', '--allow-env', '--allow-sys', poolScript],
  {
    input: JSON.stringify({
      workloads: [
        { case: 'lifecycle_pool', input: fourClasses(1) },
        { case: 'lifecycle_pool_default_request', input: defaultRequest(1) },
      ],
      repeats: REPEATS,
    }),
    env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  },
)
process.stdout.write(poolLine)
