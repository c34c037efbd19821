import type { AdvisorFacts } from '../../app/lib/offline-advisor.ts'

// A household worked by hand: $8,000 income, $5,000 spending and $1,000 of loan payments a
// month (surplus $2,000, savings rate 25 %, debt-to-income 12.5 %), $20,000 cash (4 months),
// $150,000 in retirement accounts, $30,000 in other investments, a $50,000 car loan at 6 %.
export const HAND_WORKED_FACTS: AdvisorFacts = {
  netWorthCents: 25_000_000,
  totalAssetsCents: 30_000_000,
  totalLiabilitiesCents: 5_000_000,
  monthlyIncomeCents: 800_000,
  monthlyExpensesCents: 500_000,
  monthlyDebtPaymentsCents: 100_000,
  monthlySurplusCents: 200_000,
  savingsRatePercent: 25,
  debtToIncomePercent: 12.5,
  emergencyFundMonths: 4,
  cashCents: 2_000_000,
  retirementSavingsCents: 15_000_000,
  investmentsCents: 3_000_000,
  debts: [{ description: 'Car loan', balanceCents: 5_000_000, ratePercent: 6 }],
  age: 40,
  retirementAge: 65,
  goals: [
    {
      name: 'House down payment',
      category: 'real_estate',
      targetCents: 6_000_000,
      currentCents: 1_500_000,
      targetDate: '2028-06-01',
      monthlyRequiredCents: 150_000,
    },
  ],
}
