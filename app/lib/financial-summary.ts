import { CATALOGUE, ENTRY_CATEGORIES, type EntryCategory } from './catalogue.ts'
import { loanPaymentCents, type LoanPaymentFacts } from './loan-math.ts'

// The figures every screen shows, computed once from a user's entries. Money in cents.

export type SummaryInput = {
  category: string
  subcategory: string
  amount_cents: number
  frequency: string
} & Omit<LoanPaymentFacts, 'amount_cents'>

/**
 * What an income or expense entry adds to a month, per the product rule: monthly
 * counts fully, annually as one twelfth, every other frequency (one-time, weekly,
 * quarterly, daily) counts zero.
 */
export function monthlyCents(entry: Pick<SummaryInput, 'amount_cents' | 'frequency'>): number {
  if (entry.frequency === 'monthly') return entry.amount_cents
  if (entry.frequency === 'annually') return Math.round(entry.amount_cents / 12)
  return 0
}

export function countsTowardMonthly(frequency: string) {
  return frequency === 'monthly' || frequency === 'annually'
}

export type FinancialSummary = {
  total_assets_cents: number
  total_liabilities_cents: number
  net_worth_cents: number
  monthly_income_cents: number
  monthly_expenses_cents: number
  monthly_cash_flow_cents: number
  /** What the liabilities cost a month (loanPaymentCents of each), on top of the expense entries. */
  monthly_loan_payments_cents: number
  /** (income − expenses − loan payments) / income, in percent to one decimal; 0 without income. */
  savings_rate: number
  entry_count: number
}

/**
 * The share of income left after everything that goes out each month:
 *
 *   savings rate = (monthly income − monthly expenses − monthly loan payments) / monthly income
 *
 * in percent to one decimal, 0 without income. Loan payments are outflows like any expense: a
 * household paying $2,000 a month on its mortgage is not saving that $2,000. They are counted
 * apart because the expense entries do not hold them (the projection pays each loan on its own).
 */
export function savingsRate(cashFlowCents: number, incomeCents: number, loanPaymentsCents: number) {
  if (incomeCents <= 0) return 0
  return Math.round(((cashFlowCents - loanPaymentsCents) / incomeCents) * 1000) / 10
}

export function summarize(entries: readonly SummaryInput[]): FinancialSummary {
  let assets = 0
  let liabilities = 0
  let income = 0
  let expenses = 0
  let loanPayments = 0
  for (const entry of entries) {
    if (entry.category === 'assets') assets += entry.amount_cents
    else if (entry.category === 'liabilities') {
      liabilities += entry.amount_cents
      loanPayments += loanPaymentCents(entry)
    } else if (entry.category === 'income') income += monthlyCents(entry)
    else if (entry.category === 'expenses') expenses += monthlyCents(entry)
  }
  const cashFlow = income - expenses
  return {
    total_assets_cents: assets,
    total_liabilities_cents: liabilities,
    net_worth_cents: assets - liabilities,
    monthly_income_cents: income,
    monthly_expenses_cents: expenses,
    monthly_cash_flow_cents: cashFlow,
    monthly_loan_payments_cents: loanPayments,
    savings_rate: savingsRate(cashFlow, income, loanPayments),
    entry_count: entries.length,
  }
}

export type CategoryGroup<E> = { key: string; label: string; entries: E[]; total_cents: number; monthly_cents: number }

/** Entries grouped by category and subcategory in catalogue order; unknown subcategories go to the last group. */
export function groupByCategory<E extends SummaryInput>(
  entries: readonly E[],
): Record<EntryCategory, CategoryGroup<E>[]> {
  const result = {} as Record<EntryCategory, CategoryGroup<E>[]>
  for (const category of ENTRY_CATEGORIES) {
    const groups = CATALOGUE[category].map((s) => ({
      key: s.key as string,
      label: s.label as string,
      entries: [] as E[],
      total_cents: 0,
      monthly_cents: 0,
    }))
    const fallback = groups[groups.length - 1]
    for (const entry of entries) {
      if (entry.category !== category) continue
      const group = groups.find((g) => g.key === entry.subcategory) ?? fallback
      group.entries.push(entry)
      group.total_cents += entry.amount_cents
      group.monthly_cents += monthlyCents(entry)
    }
    result[category] = groups
  }
  return result
}

export type Allocation = Record<
  'real_estate' | 'stocks' | 'bonds' | 'cash' | 'alternative' | 'unallocated',
  { value_cents: number; percentage: number }
>

export type AllocationInput = SummaryInput & {
  real_estate_percentage: number | null
  stocks_percentage: number | null
  bonds_percentage: number | null
  cash_percentage: number | null
  alternative_percentage: number | null
}

/** Portfolio allocation: each asset's value split by its five percentages; the rest is unallocated. */
export function portfolioAllocation(entries: readonly AllocationInput[]): {
  total_cents: number
  allocation: Allocation
} {
  const value = { real_estate: 0, stocks: 0, bonds: 0, cash: 0, alternative: 0, unallocated: 0 }
  let total = 0
  for (const entry of entries) {
    if (entry.category !== 'assets') continue
    total += entry.amount_cents
    const parts = {
      real_estate: entry.real_estate_percentage ?? 0,
      stocks: entry.stocks_percentage ?? 0,
      bonds: entry.bonds_percentage ?? 0,
      cash: entry.cash_percentage ?? 0,
      alternative: entry.alternative_percentage ?? 0,
    }
    let allocated = 0
    for (const key of Object.keys(parts) as (keyof typeof parts)[]) {
      const share = Math.round((entry.amount_cents * parts[key]) / 100)
      value[key] += share
      allocated += share
    }
    value.unallocated += entry.amount_cents - allocated
  }
  const allocation = Object.fromEntries(
    Object.entries(value).map(([key, cents]) => [
      key,
      { value_cents: cents, percentage: total > 0 ? Math.round((cents / total) * 1000) / 10 : 0 },
    ]),
  ) as Allocation
  return { total_cents: total, allocation }
}

const QUALITY_WEIGHT: Record<string, number> = { DQ1: 100, DQ2: 80, DQ3: 60, DQ4: 40, DQ5: 20 }

/**
 * Data-quality breakdown. DQ1 is verified (e.g. from a statement), DQ5 a rough
 * guess; manual entries default to DQ2. The score is the entries' weighted average.
 */
export function dataQuality(entries: readonly { data_quality: string }[]) {
  const counts: Record<string, number> = {}
  for (const entry of entries) counts[entry.data_quality] = (counts[entry.data_quality] ?? 0) + 1
  return dataQualityOfCounts(counts)
}

/** dataQuality from the number of entries at each level (a GROUP BY's answer), the same figures. */
export function dataQualityOfCounts(counts: Readonly<Record<string, number>>) {
  const by_quality: Record<string, number> = { DQ1: 0, DQ2: 0, DQ3: 0, DQ4: 0, DQ5: 0 }
  let total = 0
  let weighted = 0
  for (const [quality, count] of Object.entries(counts)) {
    by_quality[quality] = (by_quality[quality] ?? 0) + count
    total += count
    weighted += (QUALITY_WEIGHT[quality] ?? 0) * count
  }
  const score = total ? Math.round(weighted / total) : 0
  const label = total === 0 ? 'DQ2' : (Object.entries(QUALITY_WEIGHT).find(([, w]) => score >= w)?.[0] ?? 'DQ5')
  return { total_entries: total, by_quality, score, label }
}
