import { amortizedMonthlyPaymentCents } from './loan-math.ts'
import { analyzeMatch, describeMatchFormula, parseMatchFormula, type MatchFormula } from './match-formula.ts'
import { formatCents, pluralise } from './format.ts'

// Smart recommendations (spec 02, sections 2.2, 3.2, 3.3 and 9, Advisor; issue 6 item 2) from
// the user's advisor data and a few figures from their financial entries. Pure: the service
// gathers the inputs, this decides. Money in integer cents; rates and shares in percent.
//
// Five rules, each with a stated threshold:
//   1. Mortgage refinancing: the principal-and-interest payment on today's balance over the
//      remaining term at a stated market rate against the same at the current rate. Net of
//      closing costs (a stated share of the balance) it must save money over the remaining
//      term, i.e. break even before the loan ends.
//   2. Full 401(k) match: what the contribution leaves on the table (match-formula.ts).
//   3. Allocation drift: the stock share of the user's stock-and-bond holdings (from their
//      entries' allocation percentages) against the target typed in the advisor form; drift
//      of 5 percentage points or more (the common "5-point band" rebalancing rule).
//   4. Subscriptions to review: those used rarely or never, and overlapping video streaming
//      services beyond the one used most.
//   5. High-interest debt: non-mortgage debts above 8 % APR, highest rate first.
// Nothing here invents data: when an input is missing the rule is skipped and a hint says what
// to add. The spec's built-in sample recommendations are not reproduced.

export type RecommendationCategory = 'mortgage' | 'retirement' | 'investments' | 'subscriptions' | 'debt'

/** Spec 3.3. Savings in cents; the API answers them as dollars. */
export type SmartRecommendation = {
  id: string
  category: RecommendationCategory
  title: string
  description: string
  current_value: string
  recommended_value: string
  monthly_savings_cents: number
  annual_savings_cents: number
  action_steps: string[]
  difficulty: 'easy' | 'medium' | 'hard'
  time_to_implement: string
  confidence_level: 'high' | 'medium' | 'low'
  assumptions_made: string[]
}

export type DataHint = { section: RecommendationCategory; message: string }

export type AdvisorDataInput = {
  mortgage: {
    interest_rate: number | null
    monthly_payment_cents: number | null
    lender: string | null
    term_years: number | null
    /** ISO date, YYYY-MM-DD (or YYYY-MM). */
    start_date: string | null
  }
  retirement: {
    contribution_percent: number | null
    employer_match: number | null
    employer_match_limit: number | null
    vesting_schedule: string | null
  }
  investments: {
    stock_percentage: number | null
    bond_percentage: number | null
    average_expense_ratio: number | null
    platform: string | null
  }
  subscriptions: { name: string; cost_cents: number; usage: string | null }[]
}

export type LiabilityInput = {
  id: number | string
  subcategory: string
  description: string
  balance_cents: number
  /** APR in percent. */
  interest_rate: number | null
  remaining_months: number | null
  minimum_payment_cents: number | null
}

export type HouseholdInput = {
  /** Yearly salary of the person whose 401(k) the advisor data describes. */
  annual_salary_cents: number | null
  liabilities: LiabilityInput[]
  /** Stock and bond dollars across the user's assets, from each entry's allocation percentages. */
  invested_stocks_cents: number
  invested_bonds_cents: number
  /** The retirement panel's match formula text, when the user typed one; preferred to the pair. */
  match_formula_text?: string | null
}

export type AdvisorAssumptions = {
  as_of: Date
  /** Tax year for the 401(k) limits. */
  year: number
  market_mortgage_rate_percent: number
  closing_cost_percent: number
  drift_threshold_points: number
  high_interest_apr_percent: number
}

/**
 * A stated 30-year fixed rate to compare against, not a live quote: Freddie Mac's weekly
 * survey (PMMS) averaged roughly 6–7 % through 2024 and 2025. Configure it where it is read.
 */
export const DEFAULT_MARKET_MORTGAGE_RATE_PERCENT = 6.25
/** Closing costs as a share of the balance; lenders' estimates commonly run 2–5 %. */
export const DEFAULT_CLOSING_COST_PERCENT = 3
export const DEFAULT_DRIFT_THRESHOLD_POINTS = 5
export const DEFAULT_HIGH_INTEREST_APR_PERCENT = 8

export function defaultAssumptions(asOf: Date): AdvisorAssumptions {
  return {
    as_of: asOf,
    year: asOf.getUTCFullYear(),
    market_mortgage_rate_percent: DEFAULT_MARKET_MORTGAGE_RATE_PERCENT,
    closing_cost_percent: DEFAULT_CLOSING_COST_PERCENT,
    drift_threshold_points: DEFAULT_DRIFT_THRESHOLD_POINTS,
    high_interest_apr_percent: DEFAULT_HIGH_INTEREST_APR_PERCENT,
  }
}

/**
 * The advisor form's ten preset subscriptions with their default monthly costs (spec 9,
 * Advisor). The spec gives only the costs and the kinds (streaming, music, shopping
 * membership, gym, cloud storage); the names are ours.
 */
export const SUBSCRIPTION_PRESETS = [
  { name: 'Netflix', cost_cents: 1599, kind: 'video streaming' },
  { name: 'Spotify', cost_cents: 999, kind: 'music' },
  { name: 'Amazon Prime', cost_cents: 1499, kind: 'shopping membership' },
  { name: 'Gym membership', cost_cents: 4999, kind: 'gym' },
  { name: 'Disney+', cost_cents: 799, kind: 'video streaming' },
  { name: 'Hulu', cost_cents: 1499, kind: 'video streaming' },
  { name: 'Max', cost_cents: 1599, kind: 'video streaming' },
  { name: 'Apple TV+', cost_cents: 699, kind: 'video streaming' },
  { name: 'YouTube Premium', cost_cents: 1199, kind: 'video streaming' },
  { name: 'iCloud+', cost_cents: 999, kind: 'cloud storage' },
] as const

const USAGE_RANK: Record<string, number> = { daily: 4, weekly: 3, monthly: 2, rarely: 1, never: 0 }
const REVIEW_USAGE = new Set(['rarely', 'never'])

function usageOf(usage: string | null): string {
  return (usage ?? 'monthly').trim().toLowerCase()
}

function percent(value: number): string {
  return `${Math.round(value * 100) / 100}%`
}

// ---------------------------------------------------------------------------------------------
// 1. Mortgage refinancing

/** Whole months from an ISO start date to `asOf` (a month counts once its day is reached). */
export function monthsElapsed(startDate: string, asOf: Date): number | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(startDate)
  if (!match) return null
  const [, y, m, d] = match
  let months = (asOf.getUTCFullYear() - Number(y)) * 12 + (asOf.getUTCMonth() + 1 - Number(m))
  if (asOf.getUTCDate() < Number(d ?? '1')) months -= 1
  return months
}

/** The balance a level payment still pays off over `months` at `ratePercent`: its present value. */
export function balanceFromPaymentCents(paymentCents: number, ratePercent: number, months: number): number {
  const r = ratePercent / 100 / 12
  if (r === 0) return paymentCents * months
  return Math.round((paymentCents * (1 - Math.pow(1 + r, -months))) / r)
}

export type RefinanceFigures = {
  balance_cents: number
  remaining_months: number
  current_payment_cents: number
  new_payment_cents: number
  monthly_savings_cents: number
  closing_costs_cents: number
  break_even_months: number | null
  net_savings_cents: number
}

/** The arithmetic of rule 1, apart from the inputs' provenance. Null for unusable input. */
export function refinanceFigures(
  balanceCents: number,
  currentRatePercent: number,
  marketRatePercent: number,
  remainingMonths: number,
  closingCostPercent: number,
): RefinanceFigures | null {
  const current = amortizedMonthlyPaymentCents(balanceCents, currentRatePercent, remainingMonths)
  const next = amortizedMonthlyPaymentCents(balanceCents, marketRatePercent, remainingMonths)
  if (current === null || next === null) return null
  const monthly = current - next
  const closing = Math.round((balanceCents * closingCostPercent) / 100)
  return {
    balance_cents: balanceCents,
    remaining_months: remainingMonths,
    current_payment_cents: current,
    new_payment_cents: next,
    monthly_savings_cents: monthly,
    closing_costs_cents: closing,
    break_even_months: monthly > 0 ? Math.ceil(closing / monthly) : null,
    net_savings_cents: monthly * remainingMonths - closing,
  }
}

function mortgageRule(
  advisor: AdvisorDataInput,
  household: HouseholdInput,
  options: AdvisorAssumptions,
  hints: DataHint[],
): SmartRecommendation | null {
  const entry = household.liabilities
    .filter((l) => l.subcategory === 'mortgage_real_estate' && l.balance_cents > 0)
    .sort((a, b) => b.balance_cents - a.balance_cents)[0]
  const m = advisor.mortgage
  const anyAdvisorField = m.interest_rate !== null || m.monthly_payment_cents !== null || m.term_years !== null
  if (!entry && !anyAdvisorField) return null // no mortgage: nothing to refinance

  const assumptions: string[] = []
  const rate = m.interest_rate ?? entry?.interest_rate ?? null
  const payment = m.monthly_payment_cents ?? entry?.minimum_payment_cents ?? null
  let remaining: number | null = null
  if (m.term_years !== null && m.start_date) {
    const elapsed = monthsElapsed(m.start_date, options.as_of)
    if (elapsed !== null) remaining = m.term_years * 12 - Math.max(0, elapsed)
  }
  if (remaining === null && entry?.remaining_months) remaining = entry.remaining_months

  if (rate === null) hints.push({ section: 'mortgage', message: 'Add your mortgage interest rate.' })
  if (remaining === null) {
    hints.push({ section: 'mortgage', message: 'Add your mortgage term and start date to see refinancing savings.' })
  }
  let balance = entry?.balance_cents ?? null
  if (balance === null && payment === null) {
    hints.push({ section: 'mortgage', message: 'Add your monthly mortgage payment, or the mortgage as a liability.' })
  }
  if (rate === null || remaining === null || remaining <= 0) return null
  if (balance === null) {
    if (payment === null) return null
    balance = balanceFromPaymentCents(payment, rate, remaining)
    assumptions.push(
      `Balance estimated at ${formatCents(balance)} from your ${formatCents(payment)} payment, read as principal and interest only.`,
    )
  }

  const market = options.market_mortgage_rate_percent
  const figures = refinanceFigures(balance, rate, market, remaining, options.closing_cost_percent)
  if (!figures || figures.monthly_savings_cents <= 0 || figures.net_savings_cents <= 0) return null

  assumptions.push(
    `Market rate of ${percent(market)} for a new fixed-rate loan: a stated assumption, not a quote.`,
    `Closing costs of ${percent(options.closing_cost_percent)} of the balance (${formatCents(figures.closing_costs_cents)}).`,
    `The new loan keeps your remaining term of ${pluralise(remaining, 'month')}; payments compared as principal and interest only.`,
  )
  return {
    id: 'mortgage-refinance',
    category: 'mortgage',
    title: 'Refinance your mortgage',
    description:
      `Refinancing ${formatCents(balance)} from ${percent(rate)} to ${percent(market)} over the remaining ${pluralise(remaining, 'month')} ` +
      `lowers principal and interest from ${formatCents(figures.current_payment_cents)} to ${formatCents(figures.new_payment_cents)} a month. ` +
      `Closing costs of about ${formatCents(figures.closing_costs_cents)} are recovered after ${pluralise(figures.break_even_months ?? 0, 'month')}; ` +
      `over the loan you keep about ${formatCents(figures.net_savings_cents)}.`,
    current_value: `${percent(rate)}, ${formatCents(figures.current_payment_cents)}/month`,
    recommended_value: `${percent(market)}, ${formatCents(figures.new_payment_cents)}/month`,
    monthly_savings_cents: figures.monthly_savings_cents,
    annual_savings_cents: figures.monthly_savings_cents * 12,
    action_steps: [
      'Get written Loan Estimates from at least three lenders on the same day.',
      'Compare APR and total closing costs, not just the rate.',
      `Check that you will keep the home longer than the ${figures.break_even_months}-month break-even.`,
      'Lock the rate once you choose a lender.',
    ],
    difficulty: 'medium',
    time_to_implement: '30-45 days',
    confidence_level: entry ? 'medium' : 'low',
    assumptions_made: assumptions,
  }
}

// ---------------------------------------------------------------------------------------------
// 2. Full 401(k) match

/**
 * The advisor form's employer_match and employer_match_limit as a formula. Read as "the
 * employer adds up to `match` % of pay when you contribute `limit` %" (3 and 6 → 50 % up to
 * 6 %), the reading under which the form's free-money hint compares the contribution with the
 * limit "or the match". A match above the limit can only be a match rate (50 and 6 → 50 % up
 * to 6 %). A match with no limit is not guessed at (null: the form asks for the limit); the
 * form refuses to save one, but rows saved before that rule may still hold one.
 */
export function formulaFromMatchPair(
  match: number | null,
  limit: number | null,
): { formula: MatchFormula; assumption: string } | null {
  if (match === null || !(match > 0)) return null
  if (limit === null || !(limit > 0) || limit > 100) return null
  if (match <= limit) {
    const rate = Math.round(((match * 100) / limit) * 100) / 100
    return {
      formula: { tiers: [{ fromPercent: 0, toPercent: limit, matchRatePercent: rate }], annualCapCents: null },
      assumption: `Employer match read as up to ${percent(match)} of pay for contributing ${percent(limit)} (${percent(rate)} of each dollar).`,
    }
  }
  if (match > 200) return null
  return {
    formula: { tiers: [{ fromPercent: 0, toPercent: limit, matchRatePercent: match }], annualCapCents: null },
    assumption: `Employer match read as ${percent(match)} of your contributions up to ${percent(limit)} of pay.`,
  }
}

function matchRule(
  advisor: AdvisorDataInput,
  household: HouseholdInput,
  options: AdvisorAssumptions,
  hints: DataHint[],
): SmartRecommendation | null {
  const r = advisor.retirement
  const assumptions: string[] = []
  let formula: MatchFormula | null = null
  let confidence: SmartRecommendation['confidence_level'] = 'high'
  if (household.match_formula_text) {
    formula = parseMatchFormula(household.match_formula_text).formula
  }
  if (!formula) {
    const pair = formulaFromMatchPair(r.employer_match, r.employer_match_limit)
    if (pair) {
      formula = pair.formula
      assumptions.push(pair.assumption)
      confidence = 'medium'
    }
  }
  if (!formula) hints.push({ section: 'retirement', message: 'Add your employer match and match limit.' })
  if (r.contribution_percent === null) {
    hints.push({ section: 'retirement', message: 'Add the percentage of pay you contribute to your 401(k).' })
  }
  const salary = household.annual_salary_cents
  if (salary === null || salary <= 0) {
    hints.push({ section: 'retirement', message: 'Add your salary as an employment income entry.' })
  }
  if (!formula || r.contribution_percent === null || salary === null || salary <= 0) return null

  const analysis = analyzeMatch({
    formula,
    salaryCents: salary,
    contributionPercent: r.contribution_percent,
    year: options.year,
  })
  if (!analysis || analysis.leftOnTableCents <= 0) return null

  const neededDeferral = Math.min(
    analysis.deferralLimitCents,
    Math.round((analysis.compensationCents * analysis.percentForFullMatch) / 100),
  )
  const extra = Math.max(0, neededDeferral - analysis.employeeDeferralCents)
  assumptions.push(
    `Match computed on the year's pay of ${formatCents(salary)} and the ${analysis.limitsYear} deferral limit of ${formatCents(analysis.deferralLimitCents)}, as if the plan trues up at year end.`,
  )
  const vesting = (r.vesting_schedule ?? '').trim()
  if (vesting && vesting !== 'immediate') {
    assumptions.push(`The match vests on a ${vesting} schedule: leaving before it vests forfeits part of it.`)
  }
  return {
    id: 'retirement-401k-match',
    category: 'retirement',
    title: 'Capture your full 401(k) match',
    description:
      `Your employer matches ${describeMatchFormula(formula)}. At ${percent(r.contribution_percent)} you receive ` +
      `${formatCents(analysis.capturedMatchCents)} of a possible ${formatCents(analysis.maxMatchCents)} a year. ` +
      `Contributing ${percent(analysis.percentForFullMatch)} (about ${formatCents(extra)} more a year, before tax) ` +
      `adds ${formatCents(analysis.leftOnTableCents)} of employer money.`,
    current_value: percent(r.contribution_percent),
    recommended_value: percent(analysis.percentForFullMatch),
    monthly_savings_cents: Math.round(analysis.leftOnTableCents / 12),
    annual_savings_cents: analysis.leftOnTableCents,
    action_steps: [
      `Raise your 401(k) contribution to ${percent(analysis.percentForFullMatch)} of pay in your benefits portal.`,
      'Check the change on your next pay stub.',
      'If your plan matches per paycheck, spread contributions across the whole year.',
    ],
    difficulty: 'easy',
    time_to_implement: '1 pay period',
    confidence_level: confidence,
    assumptions_made: assumptions,
  }
}

// ---------------------------------------------------------------------------------------------
// 3. Allocation drift

function allocationRule(
  advisor: AdvisorDataInput,
  household: HouseholdInput,
  options: AdvisorAssumptions,
  hints: DataHint[],
): SmartRecommendation | null {
  const { stock_percentage: stock, bond_percentage: bond } = advisor.investments
  const targetStock = stock ?? (bond !== null ? 100 - bond : null)
  if (targetStock === null || (stock !== null && bond !== null && stock + bond !== 100)) {
    hints.push({ section: 'investments', message: 'Add your target stock and bond percentages (they add up to 100%).' })
    return null
  }
  const stocks = household.invested_stocks_cents
  const bonds = household.invested_bonds_cents
  const total = stocks + bonds
  if (!(total > 0)) {
    hints.push({
      section: 'investments',
      message: 'Add stock and bond percentages to your investment and retirement account entries.',
    })
    return null
  }
  // Basis points keep the threshold test exact: 5 points = 500.
  const actualBp = Math.round((stocks * 10_000) / total)
  const targetBp = Math.round(targetStock * 100)
  const driftBp = actualBp - targetBp
  if (Math.abs(driftBp) < options.drift_threshold_points * 100) return null

  const move = Math.round((Math.abs(driftBp) * total) / 10_000)
  const [from, to] = driftBp > 0 ? ['stocks', 'bonds'] : ['bonds', 'stocks']
  const actualStock = actualBp / 100
  return {
    id: 'investments-allocation-drift',
    category: 'investments',
    title: 'Rebalance to your target allocation',
    description:
      `Your stocks and bonds are ${percent(actualStock)} stocks against your ${percent(targetStock)} target, ` +
      `${percent(Math.abs(driftBp) / 100)} points off. Moving about ${formatCents(move)} from ${from} to ${to} ` +
      `restores the mix of risk you chose.`,
    current_value: `${percent(actualStock)} stocks / ${percent(100 - actualStock)} bonds`,
    recommended_value: `${percent(targetStock)} stocks / ${percent(100 - targetStock)} bonds`,
    monthly_savings_cents: 0,
    annual_savings_cents: 0,
    action_steps: [
      `Sell about ${formatCents(move)} of ${from} and buy ${to}, inside retirement accounts first to avoid taxable gains.`,
      `Or direct new contributions to ${to} until the mix is back on target.`,
      `Check the mix again when it drifts ${pluralise(options.drift_threshold_points, 'point')} or more.`,
    ],
    difficulty: 'easy',
    time_to_implement: '1 hour',
    confidence_level: 'high',
    assumptions_made: [
      `Rebalancing threshold: a drift of ${pluralise(options.drift_threshold_points, 'percentage point')} or more.`,
      'Only the stock and bond parts of your assets are compared; cash, real estate and alternatives are left out.',
      'No money saved directly: rebalancing keeps your risk where you set it.',
    ],
  }
}

// ---------------------------------------------------------------------------------------------
// 4. Subscriptions

function presetKind(name: string): string | null {
  const wanted = name.trim().toLowerCase()
  return SUBSCRIPTION_PRESETS.find((p) => p.name.toLowerCase() === wanted)?.kind ?? null
}

function subscriptionRule(advisor: AdvisorDataInput, hints: DataHint[]): SmartRecommendation | null {
  const subs = advisor.subscriptions.filter((s) => s.cost_cents > 0)
  if (subs.length === 0) {
    hints.push({ section: 'subscriptions', message: 'Add your monthly subscriptions (ten common ones are preset).' })
    return null
  }
  const review = new Map<(typeof subs)[number], string>()
  for (const sub of subs) {
    const usage = usageOf(sub.usage)
    if (REVIEW_USAGE.has(usage)) review.set(sub, `${sub.name} (used ${usage})`)
  }
  // Several video streaming services: keep the one used most (then the dearest), rotate the rest.
  const streaming = subs
    .filter((s) => presetKind(s.name) === 'video streaming' && !review.has(s))
    .sort(
      (a, b) =>
        (USAGE_RANK[usageOf(b.usage)] ?? 2) - (USAGE_RANK[usageOf(a.usage)] ?? 2) || b.cost_cents - a.cost_cents,
    )
  for (const extra of streaming.slice(1)) review.set(extra, `${extra.name} (overlaps ${streaming[0].name})`)

  if (review.size === 0) {
    if (subs.length > 3) {
      hints.push({
        section: 'subscriptions',
        message: `You have ${pluralise(subs.length, 'subscription')}: mark the ones you use rarely or never so we can size the savings.`,
      })
    }
    return null
  }
  const monthly = [...review.keys()].reduce((sum, s) => sum + s.cost_cents, 0)
  const total = subs.reduce((sum, s) => sum + s.cost_cents, 0)
  const hasOverlap = streaming.length > 1
  return {
    id: 'subscriptions-review',
    category: 'subscriptions',
    title: 'Review your subscriptions',
    description:
      `You pay ${formatCents(total)} a month for ${pluralise(subs.length, 'subscription')}. Cancelling or pausing ` +
      `${[...review.values()].join(', ')} saves ${formatCents(monthly)} a month.`,
    current_value: `${pluralise(subs.length, 'subscription')}, ${formatCents(total)}/month`,
    recommended_value: `${pluralise(subs.length - review.size, 'subscription')}, ${formatCents(total - monthly)}/month`,
    monthly_savings_cents: monthly,
    annual_savings_cents: monthly * 12,
    action_steps: [
      'Cancel the subscriptions you use rarely or never.',
      ...(hasOverlap ? ['Keep one streaming service at a time and rotate when you have watched what you wanted.'] : []),
      'Set a calendar reminder to review subscriptions every six months.',
    ],
    difficulty: 'easy',
    time_to_implement: '30 minutes',
    confidence_level: hasOverlap ? 'medium' : 'high',
    assumptions_made: [
      'Costs are monthly, as entered.',
      ...(hasOverlap ? ['Overlapping streaming services counted as savings if rotated one at a time.'] : []),
    ],
  }
}

// ---------------------------------------------------------------------------------------------
// 5. High-interest debt

function debtRule(
  household: HouseholdInput,
  options: AdvisorAssumptions,
  hints: DataHint[],
): SmartRecommendation | null {
  const debts = household.liabilities.filter((l) => l.subcategory !== 'mortgage_real_estate' && l.balance_cents > 0)
  for (const debt of debts) {
    if (debt.interest_rate === null) {
      hints.push({ section: 'debt', message: `Add the interest rate of ${debt.description}.` })
    }
  }
  const threshold = options.high_interest_apr_percent
  const high = debts
    .filter(
      (d): d is LiabilityInput & { interest_rate: number } => d.interest_rate !== null && d.interest_rate > threshold,
    )
    .sort((a, b) => b.interest_rate - a.interest_rate || b.balance_cents - a.balance_cents)
  if (high.length === 0) return null

  const yearlyInterest = Math.round(high.reduce((sum, d) => sum + (d.balance_cents * d.interest_rate) / 100, 0))
  const balance = high.reduce((sum, d) => sum + d.balance_cents, 0)
  const list = high.map((d) => `${d.description} (${percent(d.interest_rate)} on ${formatCents(d.balance_cents)})`)
  return {
    id: 'debt-high-interest',
    category: 'debt',
    title: 'Pay off high-interest debt',
    description:
      `${list.join(', ')} ${high.length === 1 ? 'costs' : 'cost'} about ${formatCents(yearlyInterest)} a year in interest ` +
      `at today's ${high.length === 1 ? 'balance' : 'balances'}. Paying ${high.length === 1 ? 'it' : 'them'} off, ` +
      'highest rate first, earns that rate back with no risk.',
    current_value: `${formatCents(balance)} above ${percent(threshold)} APR`,
    recommended_value: 'Paid off, highest rate first',
    monthly_savings_cents: Math.round(yearlyInterest / 12),
    annual_savings_cents: yearlyInterest,
    action_steps: [
      `Put every spare dollar toward ${high[0].description} first while paying the minimum on the rest.`,
      'When it is paid off, roll its payment into the next highest rate.',
      'Ask about a 0% balance transfer or a lower-rate consolidation loan, counting any fee.',
    ],
    difficulty: 'medium',
    time_to_implement: 'Start this month',
    confidence_level: 'high',
    assumptions_made: [
      `High interest means an APR above ${percent(threshold)}; mortgages are handled by the refinancing check.`,
      'Interest estimated as a year of simple interest on today’s balances with no new charges; the saving is reached as balances fall to zero.',
    ],
  }
}

// ---------------------------------------------------------------------------------------------

export type SmartRecommendationsResult = {
  /** Highest yearly savings first; the Advisor tab shows the first three. */
  recommendations: SmartRecommendation[]
  /** What to add for rules that could not run. */
  hints: DataHint[]
}

export function smartRecommendations(
  advisor: AdvisorDataInput,
  household: HouseholdInput,
  options: AdvisorAssumptions,
): SmartRecommendationsResult {
  const hints: DataHint[] = []
  const found = [
    mortgageRule(advisor, household, options, hints),
    matchRule(advisor, household, options, hints),
    allocationRule(advisor, household, options, hints),
    subscriptionRule(advisor, hints),
    debtRule(household, options, hints),
  ].filter((r): r is SmartRecommendation => r !== null)
  // Stable sort: equal savings keep the rule order above.
  found.sort((a, b) => b.annual_savings_cents - a.annual_savings_cents)
  return { recommendations: found, hints }
}
