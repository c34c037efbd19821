// What the estate and insurance gap rules need to know about a household, read from its
// financial entries, family members and benefits. Pure: the service loads the rows.

import { annualCents } from './annual-income.ts'

export const ADULT_AGE = 18

export type EntryFact = {
  category: string
  subcategory: string
  description: string
  amount_cents: number
  frequency: string
}
export type FamilyFact = { relationship_type: string; age: number | null; date_of_birth: string | null }
export type BenefitFact = { benefit_type: string }

export type HouseholdFacts = {
  retirementAccounts: number
  /** Family members under 18, and children whose age is not recorded (we cannot tell, so we assume a minor). */
  minorChildren: number
  /** Minors plus members recorded as dependents of any age. */
  dependents: number
  /** Employment and business income, annualised (see annualCents). */
  annualEarnedIncomeCents: number
  /** Real estate owned (REIT holdings excluded: they are securities, not a home to insure) or a mortgage. */
  ownsRealEstate: boolean
  hasAutoLoan: boolean
  /** A disability benefit recorded on the Benefits tab (e.g. employer long-term disability). */
  hasDisabilityBenefit: boolean
}

/** Age in whole years on `today` (YYYY-MM-DD), from the recorded age or else the birth date. */
export function ageOf(member: Pick<FamilyFact, 'age' | 'date_of_birth'>, today: string): number | null {
  if (member.age !== null) return member.age
  if (!member.date_of_birth) return null
  const [by, bm, bd] = member.date_of_birth.split('-').map(Number)
  const [ty, tm, td] = today.split('-').map(Number)
  let years = ty - by
  if (tm < bm || (tm === bm && td < bd)) years -= 1
  return years
}

export function isMinorChild(member: FamilyFact, today: string): boolean {
  const age = ageOf(member, today)
  if (age !== null) return age < ADULT_AGE
  return member.relationship_type === 'child'
}

const DEPENDENT_RELATIONSHIPS = new Set(['dependent', 'other_dependent'])

export function isDependent(member: FamilyFact, today: string): boolean {
  return isMinorChild(member, today) || DEPENDENT_RELATIONSHIPS.has(member.relationship_type)
}

export function householdFacts(
  input: { entries: readonly EntryFact[]; family: readonly FamilyFact[]; benefits: readonly BenefitFact[] },
  today: string,
): HouseholdFacts {
  const { entries, family, benefits } = input
  const assets = entries.filter((e) => e.category === 'assets')
  return {
    retirementAccounts: assets.filter((e) => e.subcategory === 'retirement_accounts').length,
    minorChildren: family.filter((m) => isMinorChild(m, today)).length,
    dependents: family.filter((m) => isDependent(m, today)).length,
    annualEarnedIncomeCents: entries
      .filter(
        (e) =>
          e.category === 'income' && (e.subcategory === 'employment_income' || e.subcategory === 'business_income'),
      )
      .reduce((sum, e) => sum + annualCents(e), 0),
    ownsRealEstate:
      assets.some((e) => e.subcategory === 'real_estate' && !/\breits?\b/i.test(e.description)) ||
      entries.some((e) => e.category === 'liabilities' && e.subcategory === 'mortgage_real_estate'),
    hasAutoLoan: entries.some((e) => e.category === 'liabilities' && e.subcategory === 'auto_loans'),
    hasDisabilityBenefit: benefits.some((b) => b.benefit_type === 'disability'),
  }
}
