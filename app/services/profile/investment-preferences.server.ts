import { getDb, type InvestmentPreferences } from '../../../db/index.ts'
import {
  INVESTMENT_PHILOSOPHIES,
  INVESTMENT_PREFERENCE_DEFAULTS,
  REBALANCING_FREQUENCIES,
  type InvestmentPreferencesInput,
  type InvestmentPreferencesJson,
} from '../../schemas/investment-preferences.ts'
import { ownedSingleRow } from '../owned-rows.server.ts'
import { withoutUndefined } from './columns.server.ts'

export type { InvestmentPreferencesJson } from '../../schemas/investment-preferences.ts'

// Investment preferences (spec 3.11): one record per user. A first save fills what the input
// leaves out with the section 9 defaults; later saves change only the fields named.

export const INVESTMENT_PREFERENCES_NOT_FOUND = 'Investment preferences not found'
export const INVESTMENT_PREFERENCES_EXIST = 'Investment preferences already exist; use PUT to change them'

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

const preferences = ownedSingleRow(() => getDb().InvestmentPreferences, {
  toDto: toInvestmentPreferencesJson,
  notFoundMessage: INVESTMENT_PREFERENCES_NOT_FOUND,
  existsMessage: INVESTMENT_PREFERENCES_EXIST,
})

/** Only the fields the input names: an absent field keeps the default or the stored value. */
const named = (input: InvestmentPreferencesInput) => withoutUndefined(input)
const withDefaults = (input: InvestmentPreferencesInput) => ({ ...INVESTMENT_PREFERENCE_DEFAULTS, ...named(input) })

/** The user's investment preferences, or null when none are set. */
export const findInvestmentPreferences = preferences.find
/** The user's investment preferences, or a 404 AppError when none are set. */
export const getInvestmentPreferences = preferences.get

/** Saves preferences the first time, defaults filling what the input leaves out; a 409 AppError when they exist. */
export async function createInvestmentPreferences(userId: number, input: InvestmentPreferencesInput) {
  return preferences.create(userId, withDefaults(input))
}

/** Changes the named fields of saved preferences; a 404 AppError when none are set. */
export async function updateInvestmentPreferences(userId: number, input: InvestmentPreferencesInput) {
  return preferences.update(userId, named(input))
}

/** The form's save: create when none are set, otherwise update. Says which, for the message. */
export async function saveInvestmentPreferences(userId: number, input: InvestmentPreferencesInput) {
  return preferences.save(userId, { create: withDefaults(input), update: named(input) })
}

/** Deletes the user's preferences; a 404 AppError when none were set. */
export const deleteInvestmentPreferences = preferences.remove
