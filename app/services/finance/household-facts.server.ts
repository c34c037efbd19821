import { householdFacts, type HouseholdFacts } from '../../lib/household-facts.ts'
import { entriesOf } from './entries.server.ts'
import { listBenefits } from '../profile/benefits.server.ts'
import { listFamilyMembers } from '../profile/family.server.ts'

export const todayIso = () => new Date().toISOString().slice(0, 10)

/** What the estate and insurance gap rules read about this user's household. */
export async function loadHouseholdFacts(userId: number, today = todayIso()): Promise<HouseholdFacts> {
  const [entries, family, benefits] = await Promise.all([
    // The rules read holdings, pay and debts: not the expense lines, most of a detailed household's entries.
    entriesOf(userId, ['income', 'assets', 'liabilities']),
    listFamilyMembers(userId),
    listBenefits(userId),
  ])
  return householdFacts({ entries, family, benefits }, today)
}
