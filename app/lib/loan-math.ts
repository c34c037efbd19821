import { pluralise } from './format.ts'

// Loan arithmetic behind the smart liability forms' Smart Insights panel (spec section 9).
// Amounts are integer cents; rates are annual percentages (6.5 means 6.5 %), compounded
// monthly at rate / 12.

/** Payoff is reported only when it takes fewer months than this (100 years). */
export const MAX_PAYOFF_MONTHS = 1200

function isUsable(...values: number[]): boolean {
  return values.every((v) => Number.isFinite(v))
}

/** The exact (unrounded) level payment in cents, or null for unusable inputs. */
function amortizedPayment(principalCents: number, annualRatePercent: number, months: number): number | null {
  if (!isUsable(principalCents, annualRatePercent, months)) return null
  if (principalCents < 0 || annualRatePercent < 0 || months <= 0) return null
  const monthlyRate = annualRatePercent / 100 / 12
  if (monthlyRate === 0) return principalCents / months
  return (principalCents * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -months))
}

/**
 * The standard amortised monthly payment, P·r / (1 − (1 + r)^−n) with r = annual rate / 12,
 * in whole cents (a 0 % loan pays principal / months). Null when months ≤ 0, the principal
 * or the rate is negative, or any input is not finite.
 */
export function amortizedMonthlyPaymentCents(
  principalCents: number,
  annualRatePercent: number,
  months: number,
): number | null {
  const payment = amortizedPayment(principalCents, annualRatePercent, months)
  return payment === null ? null : Math.round(payment)
}

/**
 * The same payment in whole dollars, as the spec's calculator shows it. Rounded once from
 * the exact payment (not from the cent-rounded one) so no double rounding can move it.
 */
export function amortizedMonthlyPaymentDollars(
  principalCents: number,
  annualRatePercent: number,
  months: number,
): number | null {
  const payment = amortizedPayment(principalCents, annualRatePercent, months)
  return payment === null ? null : Math.round(payment / 100)
}

export type PayoffSchedule = { months: number; totalInterestCents: number }

/**
 * Pays the balance down month by month: each month interest (balance × r) is added, then
 * the payment — or, in the last month, just what is left — is taken off. Amounts are kept
 * unrounded until the end, so the month count is the ceiling of the closed form
 * n = −ln(1 − rB/P) / ln(1 + r) (B / P at 0 %), except for a remainder within the payment's
 * rounding slack, which is paid with the month's payment instead of counting as a month of
 * its own.
 *
 * The slack: a scheduled payment is the amortised payment rounded to the cent, so it may be
 * up to half a cent short each month. After k months that shortfall has grown to at most
 * 0.5¢ × ((1 + r)^k − 1) / r (0.5¢ × k at 0 %): $5.53 after 360 months at 6.5 %. Without
 * the allowance about half of all common mortgages (those whose payment was rounded down)
 * showed one extra month for a few dollars; lenders fold that into the last payment. The
 * remainder folded is also kept under half a payment: a loan whose payment barely covers its
 * interest has a slack of many payments, and a last payment that large is not a rounding.
 *
 * Null when there is nothing to pay, the payment is not above the first month's interest,
 * or payoff would take MAX_PAYOFF_MONTHS or more. payoffMonths and totalInterestCents both
 * read this one schedule, so they always agree.
 */
export function payoffSchedule(
  balanceCents: number,
  annualRatePercent: number,
  monthlyPaymentCents: number,
): PayoffSchedule | null {
  if (!isUsable(balanceCents, annualRatePercent, monthlyPaymentCents)) return null
  if (annualRatePercent < 0 || balanceCents <= 0 || monthlyPaymentCents <= 0) return null
  const monthlyRate = annualRatePercent / 100 / 12
  if (monthlyPaymentCents <= balanceCents * monthlyRate) return null
  let balance = balanceCents
  let interestCents = 0
  let roundingSlack = 0
  for (let month = 1; month < MAX_PAYOFF_MONTHS; month++) {
    const interest = balance * monthlyRate
    interestCents += interest
    balance += interest
    roundingSlack = roundingSlack * (1 + monthlyRate) + 0.5
    if (balance - monthlyPaymentCents <= Math.min(roundingSlack, monthlyPaymentCents / 2)) {
      return { months: month, totalInterestCents: Math.round(interestCents) }
    }
    balance -= monthlyPaymentCents
  }
  return null
}

/** Months until the balance is paid off (a partial last month counts), or null (see payoffSchedule). */
export function payoffMonths(
  balanceCents: number,
  annualRatePercent: number,
  monthlyPaymentCents: number,
): number | null {
  return payoffSchedule(balanceCents, annualRatePercent, monthlyPaymentCents)?.months ?? null
}

/** Interest paid over the whole payoff, in cents, or null where payoffMonths is null. */
export function totalInterestCents(
  balanceCents: number,
  annualRatePercent: number,
  monthlyPaymentCents: number,
): number | null {
  return payoffSchedule(balanceCents, annualRatePercent, monthlyPaymentCents)?.totalInterestCents ?? null
}

/** The spec's 'Payoff time: X years, Y months', each count with its own plural: 'Payoff time: 1 year, 1 month'. */
export function formatPayoffTime(months: number): string {
  const whole = Math.max(0, Math.round(months))
  return `Payoff time: ${pluralise(Math.floor(whole / 12), 'year')}, ${pluralise(whole % 12, 'month')}`
}

export const LOW_RATE_ADVICE = 'Excellent rate - consider investing instead of early payoff'
export const HIGH_RATE_ADVICE = 'High rate - prioritize paying this off'

/** Advice on the rate: below 3 % (0 % included) invest instead; above 15 % pay it off; else none. */
export function rateAdvice(annualRatePercent: number): string | null {
  if (!Number.isFinite(annualRatePercent)) return null
  if (annualRatePercent < 3) return LOW_RATE_ADVICE
  if (annualRatePercent > 15) return HIGH_RATE_ADVICE
  return null
}

export type CreditUtilization = { percent: number; label: string; high: boolean }

/** Utilisation above this percentage is flagged High. */
export const HIGH_UTILIZATION_PERCENT = 30

/**
 * Balance ÷ limit as a percentage with one decimal (half away from zero), e.g. 33.3 and
 * '33.3%'. `high` compares the unrounded ratio with 30 %, so $3,001 of $10,000 (30.01 %)
 * shows '30.0%' and is flagged High: it is above 30 %, only the display rounds it down.
 * Null when the limit is 0 or less.
 */
export function creditUtilization(balanceCents: number, limitCents: number): CreditUtilization | null {
  if (!isUsable(balanceCents, limitCents) || limitCents <= 0) return null
  // Tenths of a percent = balance × 1000 / limit; the sign is handled apart so halves round
  // away from zero for a negative (credit) balance too.
  const tenths = Math.round((Math.abs(balanceCents) * 1000) / limitCents)
  const percent = (balanceCents < 0 && tenths > 0 ? -tenths : tenths) / 10
  return {
    percent,
    label: `${percent.toFixed(1)}%`,
    high: balanceCents * 100 > limitCents * HIGH_UTILIZATION_PERCENT,
  }
}

/** A loan as recorded: its balance and what its entry says about paying it. */
export type LoanPaymentFacts = {
  amount_cents: number
  interest_rate?: number | null
  minimum_payment_cents?: number | null
  remaining_months?: number | null
}

/**
 * What a loan costs a month, as the projection pays it: the recorded (minimum) payment, else the
 * balance amortised over the remaining months at its rate, else 1 % of the balance and at
 * least $25 (a common card minimum). The savings rate counts the same payments.
 */
export function loanPaymentCents(loan: LoanPaymentFacts): number {
  if (loan.minimum_payment_cents !== null && loan.minimum_payment_cents !== undefined) return loan.minimum_payment_cents
  if (loan.remaining_months !== null && loan.remaining_months !== undefined && loan.remaining_months > 0) {
    const amortised = amortizedMonthlyPaymentCents(loan.amount_cents, loan.interest_rate ?? 0, loan.remaining_months)
    if (amortised !== null) return amortised
  }
  return Math.max(2_500, Math.round(loan.amount_cents * 0.01))
}
