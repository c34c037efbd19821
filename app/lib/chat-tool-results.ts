import type { AdvisorFacts } from './offline-advisor.ts'
import type { ChatToolName, FactSource, FactUnit, ToolFact, ToolResult } from './chat-facts.ts'

// Tool results from figures the services computed. Pure, so the reference question test can
// build them from a hand-worked household; tools.server.ts feeds them the user's records.

const SUMMARY: FactSource = { service: 'finance.summary' }
const PROFILE: FactSource = { service: 'profile.personal+goals.preferences' }

function builder(tool: ChatToolName) {
  const facts: ToolFact[] = []
  const notes: string[] = []
  return {
    add(key: string, label: string, value: number | null, unit: FactUnit, source: FactSource) {
      if (value !== null && Number.isFinite(value)) facts.push({ tool, key, label, value, unit, source })
    },
    note(text: string) {
      notes.push(text)
    },
    done: (): ToolResult => ({ tool, facts, notes }),
  }
}

export function netWorthResult(f: AdvisorFacts): ToolResult {
  const b = builder('net_worth')
  b.add('net_worth', 'Net worth', f.netWorthCents, 'usd_cents', SUMMARY)
  b.add('total_assets', 'Total assets', f.totalAssetsCents, 'usd_cents', SUMMARY)
  b.add('total_liabilities', 'Total debts', f.totalLiabilitiesCents, 'usd_cents', SUMMARY)
  b.add('cash', 'Cash in bank accounts', f.cashCents, 'usd_cents', SUMMARY)
  b.add('retirement_savings', 'Retirement accounts', f.retirementSavingsCents, 'usd_cents', SUMMARY)
  b.add('investments', 'Other investment accounts', f.investmentsCents, 'usd_cents', SUMMARY)
  return b.done()
}

export function cashFlowResult(f: AdvisorFacts): ToolResult {
  const b = builder('cash_flow')
  b.add('monthly_income', 'Monthly income', f.monthlyIncomeCents, 'usd_cents', SUMMARY)
  b.add('annual_income', 'Yearly income', f.monthlyIncomeCents * 12, 'usd_cents', SUMMARY)
  b.add('monthly_expenses', 'Monthly expenses', f.monthlyExpensesCents, 'usd_cents', SUMMARY)
  b.add('monthly_debt_payments', 'Monthly debt payments', f.monthlyDebtPaymentsCents, 'usd_cents', SUMMARY)
  b.add('monthly_surplus', 'Monthly surplus', f.monthlySurplusCents, 'usd_cents', SUMMARY)
  b.add('savings_rate', 'Savings rate', f.savingsRatePercent, 'percent', SUMMARY)
  b.add('debt_to_income', 'Debt-to-income', f.debtToIncomePercent, 'percent', SUMMARY)
  b.add('emergency_months', 'Emergency fund coverage', f.emergencyFundMonths, 'months', SUMMARY)
  if (f.monthlyIncomeCents === 0) b.note('No monthly income is recorded, so the ratios that need it are left out.')
  return b.done()
}

export type EntryRow = {
  id: number
  category: string
  subcategory: string
  description: string
  amount_cents: number
  interest_rate: number | null
}

/** Up to `limit` of the user's entries in the given categories, largest first, each with its row. */
export function entriesResult(entries: readonly EntryRow[], categories: readonly string[], limit = 6): ToolResult {
  const b = builder('entries_by_category')
  const picked = entries
    .filter((e) => categories.includes(e.category) || categories.includes(e.subcategory))
    .sort((a, b2) => b2.amount_cents - a.amount_cents)
    .slice(0, limit)
  for (const e of picked) {
    const source = { table: 'financial_entries', row_id: e.id }
    b.add('entry', `${e.description} (${e.subcategory.replaceAll('_', ' ')})`, e.amount_cents, 'usd_cents', source)
    if (e.interest_rate !== null)
      b.add('entry_rate', `${e.description} interest rate`, e.interest_rate, 'percent', source)
  }
  return b.done()
}

export type GoalRow = {
  id: number
  name: string
  targetCents: number
  currentCents: number
  progressPercent: number
  monthlyRequiredCents: number | null
  feasibilityScore: number | null
}

export function goalsResult(goals: readonly GoalRow[], monthlySurplusCents: number): ToolResult {
  const b = builder('goals')
  for (const g of goals.slice(0, 4)) {
    const source = { table: 'goals', row_id: g.id }
    b.add('goal_target', `${g.name}: target`, g.targetCents, 'usd_cents', source)
    b.add('goal_current', `${g.name}: saved so far`, g.currentCents, 'usd_cents', source)
    b.add('goal_progress', `${g.name}: progress`, g.progressPercent, 'percent', source)
    b.add('goal_monthly_required', `${g.name}: needed a month`, g.monthlyRequiredCents, 'usd_cents', source)
    b.add('goal_feasibility', `${g.name}: feasibility score`, g.feasibilityScore, 'count', source)
  }
  const needed = goals.reduce((sum, g) => sum + (g.monthlyRequiredCents ?? 0), 0)
  if (goals.length > 0) {
    b.add('goals_monthly_total', 'All goals together need a month', needed, 'usd_cents', { service: 'goals' })
    b.add('monthly_surplus', 'Monthly surplus', monthlySurplusCents, 'usd_cents', SUMMARY)
  } else b.note('No open goals are recorded.')
  return b.done()
}

/** The 25× rule of thumb and years to go, from the profile, preferences and the summary. */
export function retirementCalculatorsResult(
  f: AdvisorFacts,
  extra: { salaryDollars: number | null; socialSecurityMonthlyDollars: number | null },
): ToolResult {
  const b = builder('retirement_calculators')
  b.add('age', 'Your age', f.age, 'age', PROFILE)
  b.add('retirement_age', 'Planned retirement age', f.retirementAge, 'age', PROFILE)
  const yearsLeft = f.age !== null && f.retirementAge !== null ? f.retirementAge - f.age : null
  b.add(
    'years_to_retirement',
    'Years to retirement',
    yearsLeft !== null && yearsLeft > 0 ? yearsLeft : null,
    'years',
    PROFILE,
  )
  b.add('retirement_savings', 'Retirement accounts', f.retirementSavingsCents, 'usd_cents', SUMMARY)
  const rule: FactSource = { service: 'retirement.rule_of_25' }
  if (f.monthlyExpensesCents > 0) {
    const target = f.monthlyExpensesCents * 12 * 25
    b.add('nest_egg_target', 'Nest egg at 25 times yearly spending', target, 'usd_cents', rule)
    const share = ((f.retirementSavingsCents + f.investmentsCents) / target) * 100
    b.add(
      'nest_egg_share',
      'Retirement and investments as a share of that',
      Math.round(share * 10) / 10,
      'percent',
      rule,
    )
  }
  const calculators: FactSource = { service: 'retirement.panel' }
  if (extra.salaryDollars !== null)
    b.add('salary', 'Your yearly salary', Math.round(extra.salaryDollars * 100), 'usd_cents', calculators)
  if (extra.socialSecurityMonthlyDollars !== null)
    b.add(
      'social_security',
      'Estimated Social Security a month',
      Math.round(extra.socialSecurityMonthlyDollars * 100),
      'usd_cents',
      calculators,
    )
  if (f.age === null) b.note('Your age is not recorded, so years to retirement are not computed.')
  return b.done()
}
