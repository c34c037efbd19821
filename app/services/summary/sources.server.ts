import { getUserById } from '../account/user.server.ts'
import { smartRecommendationsFor } from '../advisor/advisor.server.ts'
import { entryTotals } from '../finance/entry-totals.server.ts'
import { listGoals } from '../goals/goals.server.ts'
import { getPreferences } from '../goals/preferences.server.ts'
import { getEstateSummary } from '../profile/estate.server.ts'
import { getInsuranceSummary } from '../profile/insurance.server.ts'
import { findInvestmentPreferences } from '../profile/investment-preferences.server.ts'
import { getProfile } from '../profile/personal.server.ts'
import { listTaxInfo } from '../profile/tax-info.server.ts'
import { getTaxPanel } from '../tax/panel.server.ts'
import { getDb } from '../../../db/index.ts'
import { notFound } from '../../lib/app-error.ts'

// Everything the comprehensive summary reads, through the services that own each record, in
// one round of parallel reads. Entries come as database totals (entryTotals), so a household
// with thousands of entries costs what one with twenty does.

async function lastEntryUpdate(userId: number): Promise<Date | null> {
  const value: unknown = await getDb().FinancialEntry.max('updated_at', { where: { user_id: userId } })
  if (value === null || value === undefined) return null
  const date = value instanceof Date ? value : new Date(String(value))
  return Number.isNaN(date.getTime()) ? null : date
}

export async function loadSummarySources(userId: number, today: Date) {
  const user = await getUserById(userId)
  if (!user) throw notFound('User not found')
  const [totals, profile, preferences, investment, goals, advisor, estate, insurance, taxInfos, tax, entriesAt] =
    await Promise.all([
      entryTotals(userId),
      getProfile(userId),
      getPreferences(userId),
      findInvestmentPreferences(userId),
      listGoals(userId),
      smartRecommendationsFor(userId, today),
      getEstateSummary(userId),
      getInsuranceSummary(userId),
      listTaxInfo(userId),
      getTaxPanel(userId, undefined, today),
      lastEntryUpdate(userId),
    ])
  return { user, totals, profile, preferences, investment, goals, advisor, estate, insurance, taxInfos, tax, entriesAt }
}

export type SummarySources = Awaited<ReturnType<typeof loadSummarySources>>
