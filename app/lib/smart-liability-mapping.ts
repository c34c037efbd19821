// From a smart liability form to a financial entry and back (spec section 3, "Mapping of a
// smart form to an entry"), and the Smart Insights panel's numbers (spec section 9).
// The form's values are in dollars; the entry's money columns are integer cents.

import type { z } from 'zod'
import {
  AutoLoanFormSchema,
  CreditCardFormSchema,
  MortgageFormSchema,
  PersonalLoanFormSchema,
  StudentLoanFormSchema,
  type AutoLoanFormValues,
  type CreditCardFormValues,
  type MortgageFormValues,
  type PersonalLoanFormValues,
  type SmartLiabilityValuesMap,
  type StudentLoanFormValues,
} from '../schemas/smart-liability.ts'
import type { SmartLiabilitySubcategory } from './catalogue.ts'
import {
  amortizedMonthlyPaymentDollars,
  creditUtilization,
  formatPayoffTime,
  payoffSchedule,
  rateAdvice,
  type CreditUtilization,
} from './loan-math.ts'
import { dollarsToCents } from './money.ts'

/** The entry columns a smart form fills (money in cents, dates as ISO timestamps). */
export type SmartLiabilityEntry<S extends SmartLiabilitySubcategory = SmartLiabilitySubcategory> = {
  category: 'liabilities'
  subcategory: S
  frequency: 'one_time'
  currency: 'USD'
  description: string
  amount_cents: number
  interest_rate: number | null
  minimum_payment_cents: number | null
  loan_term_months: number
  remaining_months: number | null
  loan_start_date: string | null
  original_amount_cents: number
  is_fixed_rate: boolean | null
  /** The whole form as JSON, so an edit shows exactly what was typed. */
  loan_details: string
}

type LoanColumns = Omit<SmartLiabilityEntry, 'category' | 'subcategory' | 'frequency' | 'currency' | 'loan_details'>

/** The columns of a stored entry that entryToSmartFormValues reads (a FinancialEntry row fits). */
export type SmartLiabilityEntryColumns = {
  description?: string | null
  amount_cents?: number | null
  interest_rate?: number | null
  minimum_payment_cents?: number | null
  loan_term_months?: number | null
  remaining_months?: number | null
  loan_start_date?: Date | string | null
  original_amount_cents?: number | null
  is_fixed_rate?: boolean | null
  loan_details?: string | null
}

export const DEFAULT_DESCRIPTIONS = {
  mortgage_real_estate: 'Home Mortgage',
  credit_cards: 'Credit Card',
  auto_loans: 'Auto Loan',
  student_loans: 'Student Loan',
  personal_loans: 'Personal Loan',
} as const satisfies Record<SmartLiabilitySubcategory, string>

// The schemas have already checked that every amount is a finite number of dollars.
const cents = (dollars: number) => dollarsToCents(dollars) ?? 0
const centsOrNull = (dollars: number | undefined) => (dollars === undefined ? null : cents(dollars))
const monthsFromYears = (years: number | undefined) => (years === undefined ? null : Math.round(years * 12))
/** 'YYYY-MM-DD' is a UTC calendar date, so midnight UTC: '2020-01-15T00:00:00.000Z'. */
const isoTimestamp = (date: string | undefined) => (date === undefined ? null : new Date(date).toISOString())
const named = (name: string | undefined, fallback: string) => name?.trim() || fallback

/**
 * What every loan form says the same way (its balance, rate and monthly payment) and the
 * columns a form without the field leaves at their default; `columns` adds the form's own.
 */
function loanColumns(
  v: { current_balance: number; interest_rate?: number; monthly_payment?: number },
  columns: Partial<LoanColumns> & { description: string },
): LoanColumns {
  return {
    amount_cents: cents(v.current_balance),
    interest_rate: v.interest_rate ?? null,
    minimum_payment_cents: centsOrNull(v.monthly_payment),
    loan_term_months: 0,
    remaining_months: 0,
    loan_start_date: null,
    original_amount_cents: cents(v.current_balance),
    is_fixed_rate: null,
    ...columns,
  }
}

const TO_COLUMNS: { [S in SmartLiabilitySubcategory]: (values: SmartLiabilityValuesMap[S]) => LoanColumns } = {
  mortgage_real_estate: (v: MortgageFormValues) =>
    loanColumns(v, {
      description: named(v.description, DEFAULT_DESCRIPTIONS.mortgage_real_estate),
      loan_term_months: Math.round(v.loan_term_years * 12),
      remaining_months: monthsFromYears(v.remaining_years),
      loan_start_date: isoTimestamp(v.purchase_date),
      is_fixed_rate: v.is_fixed_rate,
    }),
  credit_cards: (v: CreditCardFormValues) =>
    loanColumns(
      // A card's "monthly payment" is the average the holder pays.
      { ...v, interest_rate: v.apr, monthly_payment: v.minimum_payment ?? v.average_monthly_payment },
      { description: named(v.card_name, DEFAULT_DESCRIPTIONS.credit_cards) },
    ),
  auto_loans: (v: AutoLoanFormValues) =>
    loanColumns(v, {
      description: named(v.vehicle_description, DEFAULT_DESCRIPTIONS.auto_loans),
      loan_term_months: v.loan_term_months,
      remaining_months: v.remaining_months ?? null,
      original_amount_cents: cents(v.original_loan_amount ?? v.current_balance),
    }),
  student_loans: (v: StudentLoanFormValues) => {
    const servicer = v.loan_servicer?.trim()
    return loanColumns(v, {
      description: servicer ? `${servicer} Loan` : DEFAULT_DESCRIPTIONS.student_loans,
      loan_start_date: isoTimestamp(v.first_payment_date),
    })
  },
  personal_loans: (v: PersonalLoanFormValues) =>
    loanColumns(v, {
      description: named(v.description, DEFAULT_DESCRIPTIONS.personal_loans),
      loan_term_months: v.loan_term_months,
      remaining_months: v.remaining_months ?? null,
    }),
}

/** The entry fields for a parsed smart form (pass the output of SmartLiabilitySchemas[subcategory]). */
export function smartFormToEntry<S extends SmartLiabilitySubcategory>(
  subcategory: S,
  values: SmartLiabilityValuesMap[S],
): SmartLiabilityEntry<S> {
  const toColumns: (values: SmartLiabilityValuesMap[S]) => LoanColumns = TO_COLUMNS[subcategory]
  return {
    category: 'liabilities',
    subcategory,
    frequency: 'one_time',
    currency: 'USD',
    ...toColumns(values),
    loan_details: JSON.stringify(values),
  }
}

type Candidates = Record<string, unknown>

/**
 * Each field of the schema from the first candidate whose value passes that field's own
 * rules; else the field's default. Invalid or missing fields are left out, so one stale
 * value never hides the rest of the form.
 */
function validFields(shape: Record<string, z.ZodType>, candidates: Candidates[]): Candidates {
  const fields: Candidates = {}
  for (const [key, field] of Object.entries(shape)) {
    const parsed =
      candidates
        .map((source) => source[key])
        .filter((value) => value !== undefined && value !== null && value !== '')
        .map((value) => field.safeParse(value))
        .find((result) => result.success) ?? field.safeParse(undefined)
    if (parsed.success && parsed.data !== undefined) fields[key] = parsed.data
  }
  return fields
}

const READERS: {
  [S in SmartLiabilitySubcategory]: (candidates: Candidates[]) => Partial<SmartLiabilityValuesMap[S]>
} = {
  mortgage_real_estate: (c) => MortgageFormSchema.partial().parse(validFields(MortgageFormSchema.shape, c)),
  credit_cards: (c) => CreditCardFormSchema.partial().parse(validFields(CreditCardFormSchema.shape, c)),
  auto_loans: (c) => AutoLoanFormSchema.partial().parse(validFields(AutoLoanFormSchema.shape, c)),
  student_loans: (c) => StudentLoanFormSchema.partial().parse(validFields(StudentLoanFormSchema.shape, c)),
  personal_loans: (c) => PersonalLoanFormSchema.partial().parse(validFields(PersonalLoanFormSchema.shape, c)),
}

/**
 * The fields of a smart form that are valid in `input` (raw form text or JSON), with defaults
 * for the missing ones. For live previews such as the Smart Insights panel while typing.
 */
export function readSmartFormValues<S extends SmartLiabilitySubcategory>(
  subcategory: S,
  input: Candidates,
): Partial<SmartLiabilityValuesMap[S]> {
  const read: (candidates: Candidates[]) => Partial<SmartLiabilityValuesMap[S]> = READERS[subcategory]
  return read([input])
}

const dollarsOrUndefined = (value: number | null | undefined) =>
  value === null || value === undefined ? undefined : value / 100
const yearsFromMonths = (months: number | null | undefined, round: (years: number) => number) =>
  months === null || months === undefined ? undefined : round(months / 12)
const dateOnly = (value: Date | string | null | undefined) => {
  if (value === null || value === undefined) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10)
}
const positiveTerm = (months: number | null | undefined) => (months ? months : undefined)

/** What the entry's own columns say, in form terms: the fallback when loan_details is unusable. */
function fromColumns(subcategory: SmartLiabilitySubcategory, entry: SmartLiabilityEntryColumns): Candidates {
  const description = entry.description ?? undefined
  const common = {
    current_balance: dollarsOrUndefined(entry.amount_cents),
    interest_rate: entry.interest_rate ?? undefined,
    monthly_payment: dollarsOrUndefined(entry.minimum_payment_cents),
  }
  switch (subcategory) {
    case 'mortgage_real_estate':
      return {
        ...common,
        description,
        // Terms are whole years; remaining years may be fractional (kept to 2 decimals).
        loan_term_years: yearsFromMonths(positiveTerm(entry.loan_term_months), Math.round),
        remaining_years: yearsFromMonths(entry.remaining_months, (y) => Math.round(y * 100) / 100),
        is_fixed_rate: entry.is_fixed_rate ?? undefined,
        purchase_date: dateOnly(entry.loan_start_date),
      }
    case 'credit_cards':
      return {
        card_name: description,
        current_balance: common.current_balance,
        apr: common.interest_rate,
        minimum_payment: common.monthly_payment,
      }
    case 'auto_loans':
      return {
        ...common,
        vehicle_description: description,
        original_loan_amount: dollarsOrUndefined(entry.original_amount_cents),
        loan_term_months: positiveTerm(entry.loan_term_months),
        remaining_months: entry.remaining_months ?? undefined,
      }
    case 'student_loans':
      return {
        ...common,
        // The description was built as '<servicer> Loan'.
        loan_servicer: description?.replace(/\s+Loan$/, ''),
        first_payment_date: dateOnly(entry.loan_start_date),
      }
    case 'personal_loans':
      return {
        ...common,
        description,
        loan_term_months: positiveTerm(entry.loan_term_months),
        remaining_months: entry.remaining_months ?? undefined,
      }
  }
}

function parseDetails(subcategory: SmartLiabilitySubcategory, text: string | null | undefined): Candidates {
  if (!text) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return {}
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {}
  const details: Candidates = { ...parsed }
  // Details written by other clients may carry a mortgage's terms in months.
  if (subcategory === 'mortgage_real_estate') {
    if (details.loan_term_years === undefined && typeof details.loan_term_months === 'number')
      details.loan_term_years = Math.round(details.loan_term_months / 12)
    if (details.remaining_years === undefined && typeof details.remaining_months === 'number')
      details.remaining_years = Math.round((details.remaining_months / 12) * 100) / 100
  }
  return details
}

/**
 * The values an edit form starts from: loan_details as typed when it is valid JSON, field by
 * field, falling back to the entry's columns for fields it lacks or holds invalid values for
 * (mortgage terms converted from months back to years), then to the schema defaults.
 */
export function entryToSmartFormValues<S extends SmartLiabilitySubcategory>(
  subcategory: S,
  entry: SmartLiabilityEntryColumns,
): Partial<SmartLiabilityValuesMap[S]> {
  const read: (candidates: Candidates[]) => Partial<SmartLiabilityValuesMap[S]> = READERS[subcategory]
  return read([parseDetails(subcategory, entry.loan_details), fromColumns(subcategory, entry)])
}

export type SmartInsights = {
  /** The amortised payment in whole dollars; mortgages, auto and personal loans only. */
  monthlyPaymentEstimateDollars: number | null
  /** The months that payment is spread over: the months left for mortgages and personal loans. */
  estimateMonths: number | null
  payoffMonths: number | null
  /** 'Payoff time: X years, Y months'. */
  payoffText: string | null
  /** Interest over the payoff; null unless positive. */
  totalInterestCents: number | null
  rateAdvice: string | null
  /** Credit cards with a limit only. */
  utilization: CreditUtilization | null
}

type InsightInputs = {
  balance?: number
  payment?: number
  rate?: number
  /** The principal and term (months) of the payment estimate, where the type has one. */
  estimate?: { principal?: number; months?: number | null }
  limit?: number
}

/**
 * Whole months from a 'YYYY-MM-DD' date to today (UTC calendar dates), a month counting once
 * its day of the month is reached; 0 for a date in the future, null for an unreadable one.
 */
export function monthsSince(date: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return null
  const [year, month, day] = match.slice(1).map(Number)
  const months =
    (today.getUTCFullYear() - year) * 12 + (today.getUTCMonth() + 1 - month) - (today.getUTCDate() < day ? 1 : 0)
  return Math.max(0, months)
}

/**
 * The months a loan has left, as of today: its original term less the months since it began
 * when the start date is known (this stays right as time passes), else the remaining term as
 * typed, else the whole term (a loan with neither is taken as new). Null once the term has
 * run out: a payment over zero months means nothing.
 */
export function remainingTermMonths(
  loan: { termMonths?: number; startDate?: string; typedRemainingMonths?: number },
  today: Date,
): number | null {
  const { termMonths, startDate, typedRemainingMonths } = loan
  if (termMonths === undefined) return null
  const elapsed = startDate === undefined ? null : monthsSince(startDate, today)
  const months = elapsed !== null ? termMonths - elapsed : (typedRemainingMonths ?? termMonths)
  return months > 0 ? months : null
}

/** The later of the purchase and refinance dates: a refinanced mortgage's term runs from the refinance. */
function mortgageStart(v: Partial<MortgageFormValues>): string | undefined {
  const { purchase_date: purchase, refinance_date: refinance } = v
  if (purchase === undefined || refinance === undefined) return refinance ?? purchase
  return refinance > purchase ? refinance : purchase
}

// The payment estimate for a mortgage or a personal loan is the level payment that clears
// today's balance over the months LEFT, not over the original term: $250,000 owed with 20 of
// 30 years left at 6.5 % needs $1,864 a month, where the 30-year term would say $1,580. (The
// spec's "balance, rate and years × 12" mixes today's balance with the term from the start.)
// An auto loan's estimate is the original amount over the original term, which is the same
// scheduled payment at any point of the loan.
const INSIGHT_INPUTS: {
  [S in SmartLiabilitySubcategory]: (values: Partial<SmartLiabilityValuesMap[S]>, today: Date) => InsightInputs
} = {
  mortgage_real_estate: (v, today) => ({
    balance: v.current_balance,
    payment: v.monthly_payment,
    rate: v.interest_rate,
    estimate: {
      principal: v.current_balance,
      months: remainingTermMonths(
        {
          termMonths: v.loan_term_years === undefined ? undefined : v.loan_term_years * 12,
          startDate: mortgageStart(v),
          typedRemainingMonths: v.remaining_years === undefined ? undefined : Math.round(v.remaining_years * 12),
        },
        today,
      ),
    },
  }),
  // A card is paid down at what the holder usually pays, else at the minimum.
  credit_cards: (v) => ({
    balance: v.current_balance,
    payment: v.average_monthly_payment || v.minimum_payment,
    rate: v.apr,
    limit: v.credit_limit,
  }),
  auto_loans: (v) => ({
    balance: v.current_balance,
    payment: v.monthly_payment,
    rate: v.interest_rate,
    estimate: { principal: v.original_loan_amount, months: v.loan_term_months },
  }),
  student_loans: (v) => ({ balance: v.current_balance, payment: v.monthly_payment, rate: v.interest_rate }),
  // The personal loan form has no start date: the months left are as typed.
  personal_loans: (v, today) => ({
    balance: v.current_balance,
    payment: v.monthly_payment,
    rate: v.interest_rate,
    estimate: {
      principal: v.current_balance,
      months: remainingTermMonths({ termMonths: v.loan_term_months, typedRemainingMonths: v.remaining_months }, today),
    },
  }),
}

/**
 * What the Smart Insights panel shows, or null when the balance or the monthly payment is
 * not above 0 (the panel is hidden then). Rate-dependent figures are null while the rate is
 * empty: a missing rate is not a 0 % loan.
 */
export function smartInsights<S extends SmartLiabilitySubcategory>(
  subcategory: S,
  values: Partial<SmartLiabilityValuesMap[S]>,
  today = new Date(),
): SmartInsights | null {
  const inputsOf: (values: Partial<SmartLiabilityValuesMap[S]>, today: Date) => InsightInputs =
    INSIGHT_INPUTS[subcategory]
  const { balance, payment, rate, estimate, limit } = inputsOf(values, today)
  if (!balance || balance <= 0 || !payment || payment <= 0) return null
  const balanceCents = cents(balance)
  const schedule = rate === undefined ? null : payoffSchedule(balanceCents, rate, cents(payment))
  const principal = estimate?.principal
  const months = estimate?.months ?? undefined
  const estimateDollars =
    rate === undefined || principal === undefined || months === undefined
      ? null
      : amortizedMonthlyPaymentDollars(cents(principal), rate, months)
  return {
    monthlyPaymentEstimateDollars: estimateDollars,
    estimateMonths: estimateDollars === null ? null : (months ?? null),
    payoffMonths: schedule?.months ?? null,
    payoffText: schedule ? formatPayoffTime(schedule.months) : null,
    totalInterestCents: schedule && schedule.totalInterestCents > 0 ? schedule.totalInterestCents : null,
    rateAdvice: rate === undefined ? null : rateAdvice(rate),
    utilization: limit === undefined ? null : creditUtilization(balanceCents, cents(limit)),
  }
}
