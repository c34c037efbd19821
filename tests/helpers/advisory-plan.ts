import { buildPlanInputs, type PlanSources } from '../../app/lib/advisory-plan-build.ts'

// A household for the advisory tests, in whole dollars: $8,000 income, $5,000 spending and
// $1,000 of loan payments a month; $20,000 cash (4 months, under the 6-month minimum, so the
// report must stabilise first); a $3,000 credit card with no rate given (under the $5,000
// payoff threshold, so the report must recommend paying it off); the projection succeeds in 82%.
export const ADVISORY_SOURCES: PlanSources = {
  name: 'Dana Rivera',
  age: 40,
  riskScore: 6,
  taxBracketPercent: 22,
  filingStatus: 'single',
  stateTaxRate: 0.05,
  emergencyFundMonthsPreference: null,
  netWorth: 250_000,
  totalAssets: 303_000,
  totalLiabilities: 53_000,
  cash: 20_000,
  retirementSavings: 150_000,
  investments: 30_000,
  allocation: [
    { asset_class: 'Real estate', percentage: 0, value: 0 },
    { asset_class: 'Investments', percentage: 59.4, value: 180_000 },
    { asset_class: 'Cash', percentage: 6.6, value: 20_000 },
    { asset_class: 'Personal property', percentage: 34, value: 103_000 },
  ],
  monthlyIncome: 8000,
  monthlyExpenses: 5000,
  monthlyDebtPayments: 1000,
  savingsRate: 25,
  debtToIncome: 12.5,
  emergencyFundMonths: 4,
  liabilities: [
    { description: 'Car loan', subcategory: 'auto_loans', balance: 50_000, ratePercent: 6 },
    { description: 'Visa', subcategory: 'credit_cards', balance: 3000, ratePercent: null },
  ],
  goals: [
    {
      name: 'House down payment',
      category: 'real_estate',
      target_amount: 60_000,
      current_amount: 15_000,
      monthly_required: 1500,
    },
  ],
  contributionPercent: 6,
  successRate: 0.82,
  retirementAge: 65,
  depletionMedianAge: null,
  goalSuccessProbability: 0.74,
  conflicts: 1,
  taxStrategies: ['Max out the 401(k): contributing the $24,500 limit saves about $2,640 of federal tax.'],
  recommendations: ['Build cash to six months of expenses'],
}

export const advisoryInputs = (overrides: Partial<PlanSources> = {}) =>
  buildPlanInputs({ ...ADVISORY_SOURCES, ...overrides })
