// A year of a recurring income entry, for the rules that look at yearly pay. The monthly
// totals elsewhere follow the spec's narrower rule (monthly and annual entries only); these
// rules must not miss a weekly or quarterly paycheck.

const PER_YEAR: Record<string, number> = { daily: 365, weekly: 52, monthly: 12, quarterly: 4, annually: 1 }

type IncomeEntry = { category: string; subcategory: string; amount_cents: number; frequency: string }

/** Every recurring frequency counts; a one-time amount is not recurring income and counts zero. */
export function annualCents(entry: Pick<IncomeEntry, 'amount_cents' | 'frequency'>): number {
  return entry.amount_cents * (PER_YEAR[entry.frequency] ?? 0)
}

/** A year of salary: as annualCents, except that a daily amount is not a salary. */
export function salaryYearCents(entry: Pick<IncomeEntry, 'amount_cents' | 'frequency'>): number {
  return entry.frequency === 'daily' ? 0 : annualCents(entry)
}

export function isEmploymentIncome(entry: Pick<IncomeEntry, 'category' | 'subcategory'>) {
  return entry.category === 'income' && entry.subcategory === 'employment_income'
}
