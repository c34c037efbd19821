// The simplified calculation shown when the simulation service cannot answer: net worth
// compounding at 0.4 % a month (about 4.9 % a year) plus the monthly cash flow, as the
// flow view's fallback specifies. Deterministic, cheap, and labelled as an estimate.
export const FALLBACK_MONTHLY_GROWTH = 0.004

export function compoundEstimate(startNetWorth: number, monthlyCashFlow: number, years: number): number[] {
  const path = [startNetWorth]
  let value = startNetWorth
  for (let year = 1; year <= years; year++) {
    for (let month = 0; month < 12; month++) value = value * (1 + FALLBACK_MONTHLY_GROWTH) + monthlyCashFlow
    path.push(Math.round(value * 100) / 100)
  }
  return path
}
