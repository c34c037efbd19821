// Ratios the summary, the insights and the advisor read from the same figures (money in cents).

/**
 * Debt-to-income: what the loans cost a month (loanPaymentCents of each, as the savings rate
 * counts them) over monthly income, in percent to one decimal; null without income, since a
 * ratio over nothing is not zero.
 */
export function debtToIncomeRatio(loanPaymentsCents: number, incomeCents: number): number | null {
  if (incomeCents <= 0) return null
  return Math.round((loanPaymentsCents / incomeCents) * 1000) / 10
}

export type DtiStatus = 'Excellent' | 'Good' | 'Fair' | 'High'

/** Spec 03 §5: under 20 Excellent, under 36 Good, under 50 Fair, else High. */
export function dtiStatus(ratioPercent: number): DtiStatus {
  if (ratioPercent < 20) return 'Excellent'
  if (ratioPercent < 36) return 'Good'
  if (ratioPercent < 50) return 'Fair'
  return 'High'
}

/** Months of expenses the bank accounts cover; null without expenses (nothing to cover). */
export function emergencyFundMonths(cashCents: number, monthlyExpensesCents: number): number | null {
  return monthlyExpensesCents > 0 ? cashCents / monthlyExpensesCents : null
}
