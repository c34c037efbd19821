import { UniqueConstraintError } from 'sequelize'
import { getDb, type InvestmentPreferences } from '../../../db/index.ts'
import {
  INVESTMENT_PHILOSOPHIES,
  INVESTMENT_PREFERENCE_DEFAULTS,
  REBALANCING_FREQUENCIES,
  type InvestmentPreferencesInput,
  type InvestmentPreferencesJson,
} from '../../schemas/investment-preferences.ts'
import { bumpDataVersion } from '../../infra/data-version.server.ts'

export type { InvestmentPreferencesJson } from '../../schemas/investment-preferences.ts'

export const INVESTMENT_PREFERENCES_NOT_FOUND = 'Investment preferences not found'
export const INVESTMENT_PREFERENCES_EXIST = 'Investment preferences already exist; use PUT to change them'

type Values = Omit<InvestmentPreferencesJson, 'created_at' | 'updated_at'>

const pick = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  list.find((item) => item === value) ?? fallback

export function toInvestmentPreferencesJson(row: InvestmentPreferences): InvestmentPreferencesJson {
  return {
    risk_tolerance_score: row.risk_tolerance_score,
    investment_timeline_years: row.investment_timeline_years,
    rebalancing_frequency: pick(REBALANCING_FREQUENCIES, row.rebalancing_frequency, 'quarterly'),
    investment_philosophy: pick(INVESTMENT_PHILOSOPHIES, row.investment_philosophy, 'passive'),
    esg_preference_level: row.esg_preference_level,
    international_allocation_target: row.international_allocation_target,
    alternative_investment_interest: Boolean(row.alternative_investment_interest),
    cryptocurrency_allocation: row.cryptocurrency_allocation,
    individual_stock_tolerance: Boolean(row.individual_stock_tolerance),
    tax_loss_harvesting_enabled: Boolean(row.tax_loss_harvesting_enabled),
    dollar_cost_averaging_preference: Boolean(row.dollar_cost_averaging_preference),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

function merge(base: Values, input: InvestmentPreferencesInput): Values {
  // Only the fields the input names: an absent field keeps the default or the stored value.
  const named = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined))
  return { ...base, ...named }
}

async function findRow(userId: number) {
  const { InvestmentPreferences } = getDb()
  return InvestmentPreferences.findOne({ where: { user_id: userId } })
}

/** The user's investment preferences, or null when none are set (the API answers 404). */
export async function getInvestmentPreferences(userId: number): Promise<InvestmentPreferencesJson | null> {
  const row = await findRow(userId)
  return row ? toInvestmentPreferencesJson(row) : null
}

/** Saves preferences the first time, defaults filling what the input leaves out; null when they exist. */
export async function createInvestmentPreferences(
  userId: number,
  input: InvestmentPreferencesInput,
): Promise<InvestmentPreferencesJson | null> {
  const { InvestmentPreferences } = getDb()
  if (await findRow(userId)) return null
  const row = await InvestmentPreferences.create({
    user_id: userId,
    ...merge({ ...INVESTMENT_PREFERENCE_DEFAULTS }, input),
  }).catch(async (error: unknown) => {
    // Two racing first saves: the unique user_id lets one win, the other reports "exists".
    if (error instanceof UniqueConstraintError && (await findRow(userId))) return null
    throw error
  })
  if (!row) return null
  await bumpDataVersion(userId)
  // Read back what the database kept (MariaDB stores whole seconds), so POST and GET agree.
  return toInvestmentPreferencesJson(await row.reload())
}

/** Changes the named fields of saved preferences; null when none are set. */
export async function updateInvestmentPreferences(
  userId: number,
  input: InvestmentPreferencesInput,
): Promise<InvestmentPreferencesJson | null> {
  const row = await findRow(userId)
  if (!row) return null
  const { created_at: _created, updated_at: _updated, ...current } = toInvestmentPreferencesJson(row)
  await row.update(merge(current, input))
  await bumpDataVersion(userId)
  return toInvestmentPreferencesJson(await row.reload())
}

/** The form's save: create when none are set, otherwise update. */
export async function saveInvestmentPreferences(userId: number, input: InvestmentPreferencesInput) {
  return (
    (await updateInvestmentPreferences(userId, input)) ??
    (await createInvestmentPreferences(userId, input)) ??
    (await updateInvestmentPreferences(userId, input))
  )
}

/** Deletes the user's preferences; false when none were set. */
export async function deleteInvestmentPreferences(userId: number): Promise<boolean> {
  const { InvestmentPreferences } = getDb()
  const count = await InvestmentPreferences.destroy({ where: { user_id: userId } })
  if (count > 0) await bumpDataVersion(userId)
  return count > 0
}
