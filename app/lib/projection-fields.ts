// The projection screen's assumption sliders, horizons and withdrawal rates, as plain data: the screen draws them in the
// browser, and the schemas that check them (app/schemas/projections.ts) import them from here.

/** The five rates the user can set, with each slider's upper bound (a fraction: 0.15 = 15 %). */
export const ASSUMPTION_FIELDS = [
  { key: 'stock_market_return', label: 'Stock market return', max: 0.15 },
  { key: 'real_estate_appreciation', label: 'Real estate appreciation', max: 0.08 },
  { key: 'salary_growth_rate', label: 'Salary growth', max: 0.1 },
  { key: 'inflation_rate', label: 'Inflation', max: 0.06 },
  { key: 'retirement_account_return', label: 'Retirement account return', max: 0.12 },
] as const

/** The horizons (years) the screen offers. */
export const HORIZONS = [10, 15, 20, 25, 30] as const

/**
 * The withdrawal rate of the strategies that draw a share of the portfolio (fixed percentage: every
 * year's; guardrails: the first year's), unless the person sets one: the "4 % rule" rate, and Guyton
 * and Klinger's usual initial rate (their paper tests initial rates of 4.6–6.5 %).
 */
export const DEFAULT_WITHDRAWAL_RATES = { fixed_percentage: 0.04, guardrails: 0.05 } as const
/** The rates a person may set: 1–10 % a year (beyond 10 % no plan lasts long; below 1 % it barely spends). */
export const WITHDRAWAL_RATE_BOUNDS = { min: 0.01, max: 0.1 } as const

/**
 * The age part-time pay in retirement stops at unless the person sets one: 70, the age past which Social
 * Security no longer grows by waiting, a common end of "phased retirement" in planners.
 */
export const DEFAULT_PART_TIME_UNTIL_AGE = 70
