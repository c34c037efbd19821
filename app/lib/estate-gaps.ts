import { pluralise } from './format.ts'
import type { HouseholdFacts } from './household-facts.ts'

// The estate planning gaps a household like this one should close, each with a plain reason.
// A document counts as in place unless its status is "missing" (the user recorded that it
// does not exist); a document that needs an update still exists, and the Need Updates card
// counts it instead.

export type EstateGapKey =
  'will' | 'healthcare_directive' | 'power_of_attorney' | 'beneficiary_designation' | 'guardianship'

export type EstateGap = { key: EstateGapKey; title: string; reason: string }

export type EstateDocumentFact = { document_type: string; status: string }

export function estateGaps(
  documents: readonly EstateDocumentFact[],
  household: Pick<HouseholdFacts, 'retirementAccounts' | 'minorChildren'>,
): EstateGap[] {
  const inPlace = new Set(documents.filter((d) => d.status !== 'missing').map((d) => d.document_type))
  const gaps: EstateGap[] = []
  if (!inPlace.has('will')) {
    gaps.push({
      key: 'will',
      title: 'No will',
      reason: 'Without a will, your state’s intestacy law decides who inherits your estate.',
    })
  }
  // We cannot read a will, so a will on file is taken to name a guardian; without one, the
  // minors have no named guardian at all.
  if (household.minorChildren > 0 && !inPlace.has('will')) {
    gaps.push({
      key: 'guardianship',
      title: 'No guardianship designation',
      reason: `You have ${pluralise(household.minorChildren, 'minor child', 'minor children')} and no will naming a guardian, so a court would choose who raises them.`,
    })
  }
  if (!inPlace.has('healthcare_directive')) {
    gaps.push({
      key: 'healthcare_directive',
      title: 'No healthcare directive',
      reason: 'No one is named to make medical decisions for you if you cannot make them yourself.',
    })
  }
  if (!inPlace.has('power_of_attorney')) {
    gaps.push({
      key: 'power_of_attorney',
      title: 'No power of attorney',
      reason: 'No one is authorised to manage your finances and pay your bills if you are incapacitated.',
    })
  }
  if (household.retirementAccounts > 0 && !inPlace.has('beneficiary_designation')) {
    gaps.push({
      key: 'beneficiary_designation',
      title: 'Beneficiary designations missing',
      reason: `You have ${pluralise(household.retirementAccounts, 'retirement account')}; they pass by beneficiary designation, not by your will, so record who is named on them.`,
    })
  }
  return gaps
}

/** Days ahead within which a next review date counts as an upcoming review (overdue ones included). */
export const REVIEW_WINDOW_DAYS = 90

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** Due for review: a next review date on or before today + 90 days. */
export function isReviewDue(nextReviewDate: string | null, today: string): boolean {
  return nextReviewDate !== null && nextReviewDate <= addDays(today, REVIEW_WINDOW_DAYS)
}
