import { isDatabaseUnavailable } from '../../../db/connection.ts'
import { ESTATE_LOAD_ERROR } from '../../schemas/estate.ts'
import { INSURANCE_LOAD_ERROR } from '../../schemas/insurance.ts'
import { getEstatePanel } from './estate.server.ts'
import { getInsurancePanel } from './insurance.server.ts'
import { findInvestmentPreferences } from './investment-preferences.server.ts'

// The Estate Planning, Insurance and Investment Preferences panels of Profile Management,
// read for one screen. A panel that fails to load shows its own error with Retry (spec
// section 8) instead of taking the whole screen down; an unreachable database is rethrown
// so the screen answers 503 as every other screen does.

async function panel<T>(load: () => Promise<T>, message: string): Promise<{ value: T | null; error: string | null }> {
  try {
    return { value: await load(), error: null }
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error
    console.error(message, error)
    return { value: null, error: message }
  }
}

export async function getProfilePanels(userId: number) {
  const [estate, insurance, investmentPreferences] = await Promise.all([
    panel(() => getEstatePanel(userId), ESTATE_LOAD_ERROR),
    panel(() => getInsurancePanel(userId), INSURANCE_LOAD_ERROR),
    findInvestmentPreferences(userId),
  ])
  return {
    estate: { documents: estate.value?.documents ?? [], summary: estate.value?.summary ?? null, error: estate.error },
    insurance: {
      policies: insurance.value?.policies ?? [],
      summary: insurance.value?.summary ?? null,
      error: insurance.error,
    },
    investmentPreferences,
  }
}
