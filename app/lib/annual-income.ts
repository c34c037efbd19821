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

/** What pay a household member's entries can be recognised by: their name as recorded in the family. */
export type PartnerName = { name: string }

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Whether a description names the person: their full name, or their first name as a word. */
function namesPerson(description: string, fullName: string) {
  const first = fullName.trim().split(/\s+/)[0] ?? ''
  return [fullName.trim(), first]
    .filter((name) => name.length > 0)
    .some((name) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(name)}($|[^\\p{L}\\p{N}])`, 'iu').test(description))
}

/**
 * The plan holder's own employment income, apart from a spouse's or partner's. Entries carry no
 * owner, so pay is recognised by its description: "Salary (Sam)" is Sam's when Sam is the
 * spouse or partner in the family. Every other employment entry counts as the holder's.
 */
export function holderEmploymentIncome<E extends IncomeEntry & { description: string }>(
  entries: readonly E[],
  partners: readonly PartnerName[],
): { own: E[]; partners: E[] } {
  const employment = entries.filter(isEmploymentIncome)
  const isPartners = (entry: E) => partners.some((p) => namesPerson(entry.description, p.name))
  return { own: employment.filter((e) => !isPartners(e)), partners: employment.filter(isPartners) }
}
