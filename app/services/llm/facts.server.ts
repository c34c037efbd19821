import { debtToIncomeRatio, emergencyFundMonths } from '../../lib/financial-ratios.ts'
import { summarize } from '../../lib/financial-summary.ts'
import { ageOf } from '../../lib/household-facts.ts'
import { dollarsToCents } from '../../lib/money.ts'
import { retirementAgeChoice } from '../../lib/retirement-goal.ts'
import type { AdvisorFacts } from '../../lib/offline-advisor.ts'
import { allEntries } from '../finance/entries.server.ts'
import { todayIso } from '../finance/household-facts.server.ts'
import { retirementGoalOf, toGoalJson } from '../goals/goal-json.server.ts'
import { listGoals } from '../goals/goals.server.ts'
import { getPreferences } from '../goals/preferences.server.ts'
import { getProfile } from '../profile/personal.server.ts'

// The figures the advisor may quote, from the services that already compute them: the entry
// summary (as the summary and cash-flow calls give it), the profile, goal preferences and goals.
// The ratios are the shared rules (app/lib/financial-ratios.ts) the comprehensive summary uses too.

const OPEN_GOAL = new Set(['active', 'paused'])
const INVESTMENTS = new Set(['investment_accounts'])

const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10)

export async function loadAdvisorFacts(userId: number, today = todayIso()): Promise<AdvisorFacts> {
  const [entries, profile, preferences, goals] = await Promise.all([
    allEntries(userId),
    getProfile(userId),
    getPreferences(userId),
    listGoals(userId),
  ])
  const summary = summarize(entries)
  const assetsIn = (match: (subcategory: string) => boolean) =>
    entries
      .filter((e) => e.category === 'assets' && match(e.subcategory))
      .reduce((total, e) => total + e.amount_cents, 0)
  const surplus = summary.monthly_cash_flow_cents - summary.monthly_loan_payments_cents
  const cash = assetsIn((s) => s === 'cash_bank_accounts')
  const debts = entries
    .filter((e) => e.category === 'liabilities' && e.amount_cents > 0)
    .map((e) => ({ description: e.description, balanceCents: e.amount_cents, ratePercent: e.interest_rate }))
    .sort((a, b) => (b.ratePercent ?? -1) - (a.ratePercent ?? -1))
  return {
    netWorthCents: summary.net_worth_cents,
    totalAssetsCents: summary.total_assets_cents,
    totalLiabilitiesCents: summary.total_liabilities_cents,
    monthlyIncomeCents: summary.monthly_income_cents,
    monthlyExpensesCents: summary.monthly_expenses_cents,
    monthlyDebtPaymentsCents: summary.monthly_loan_payments_cents,
    monthlySurplusCents: surplus,
    savingsRatePercent: summary.monthly_income_cents > 0 ? summary.savings_rate : null,
    debtToIncomePercent: debtToIncomeRatio(summary.monthly_loan_payments_cents, summary.monthly_income_cents),
    emergencyFundMonths: oneDecimal(emergencyFundMonths(cash, summary.monthly_expenses_cents)),
    cashCents: cash,
    retirementSavingsCents: assetsIn((s) => s === 'retirement_accounts'),
    investmentsCents: assetsIn((s) => INVESTMENTS.has(s)),
    debts,
    age: profile ? ageOf(profile, today) : null,
    // The projection's rule: the active retirement goal's age, else the preferences'.
    retirementAge: retirementAgeChoice(undefined, retirementGoalOf(goals), preferences?.retirement_age ?? null).age,
    goals: goals
      .filter((g) => OPEN_GOAL.has(g.status))
      .map((g) => {
        const json = toGoalJson(g, surplus, today)
        return {
          name: g.name,
          category: g.category,
          targetCents: g.target_amount_cents,
          currentCents: g.current_amount_cents,
          targetDate: g.target_date,
          monthlyRequiredCents: dollarsToCents(json.monthly_required),
        }
      }),
  }
}
