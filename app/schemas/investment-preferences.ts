import * as z from 'zod'
import { numeric } from './numeric-input.ts'

// Investment preferences (spec 3.11, defaults and labels in section 9). One schema set for
// the API (JSON booleans and numbers) and the form (strings from HTML inputs).

export const REBALANCING_FREQUENCIES = ['monthly', 'quarterly', 'annual', 'threshold'] as const
export const INVESTMENT_PHILOSOPHIES = ['passive', 'active', 'hybrid', 'value', 'growth'] as const

export const REBALANCING_LABELS: Record<(typeof REBALANCING_FREQUENCIES)[number], string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annual: 'Annual',
  threshold: 'Threshold-based',
}

export const PHILOSOPHY_LABELS: Record<(typeof INVESTMENT_PHILOSOPHIES)[number], string> = {
  passive: 'Passive (index funds)',
  active: 'Active',
  hybrid: 'Hybrid',
  value: 'Value',
  growth: 'Growth',
}

export const INVESTMENT_PREFERENCE_DEFAULTS = {
  risk_tolerance_score: 5,
  investment_timeline_years: 10,
  rebalancing_frequency: 'quarterly',
  investment_philosophy: 'passive',
  esg_preference_level: 3,
  international_allocation_target: 20,
  alternative_investment_interest: false,
  cryptocurrency_allocation: 0,
  individual_stock_tolerance: false,
  tax_loss_harvesting_enabled: false,
  dollar_cost_averaging_preference: true,
} as const

/** Asked before the preferences are deleted, in the dialog and on the confirmation page. */
export const INVESTMENT_PREFERENCES_DELETE_MESSAGE =
  'Are you sure you want to delete your investment preferences? This action cannot be undone.'
/** The form's banner when the server refuses some fields. */
export const INVESTMENT_PREFERENCES_INVALID = 'Please correct the highlighted fields.'

/** ESG preference is a 1-5 scale (1 = no preference, 5 = essential); the spec gives only the default 3. */
export const ESG_MIN = 1
export const ESG_MAX = 5

const wholeNumber = (label: string, min: number, max: number) =>
  numeric(
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be between ${min} and ${max}`)
      .max(max, `${label} must be between ${min} and ${max}`),
  )

const percent = (label: string) =>
  numeric(
    z
      .number({ error: `${label} must be a number` })
      .refine(Number.isFinite, `${label} must be a number`)
      .refine((n) => n >= 0 && n <= 100, `${label} must be between 0 and 100`)
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, `${label} can have at most 2 decimals`),
  )

const flag = z.boolean({ error: 'Must be true or false' })

const fields = {
  risk_tolerance_score: wholeNumber('Risk tolerance score', 1, 10),
  investment_timeline_years: wholeNumber('Investment timeline', 1, 50),
  rebalancing_frequency: z.enum(REBALANCING_FREQUENCIES, {
    error: 'Rebalancing frequency must be monthly, quarterly, annual or threshold',
  }),
  investment_philosophy: z.enum(INVESTMENT_PHILOSOPHIES, {
    error: 'Investment philosophy must be passive, active, hybrid, value or growth',
  }),
  esg_preference_level: wholeNumber('ESG preference level', ESG_MIN, ESG_MAX),
  international_allocation_target: percent('International allocation target'),
  alternative_investment_interest: flag,
  cryptocurrency_allocation: percent('Cryptocurrency allocation'),
  individual_stock_tolerance: flag,
  tax_loss_harvesting_enabled: flag,
  dollar_cost_averaging_preference: flag,
}

/** API body: any subset; POST fills the rest with defaults, PUT keeps the stored values. */
export const InvestmentPreferencesSchema = z.object(fields).partial()
export type InvestmentPreferencesInput = z.infer<typeof InvestmentPreferencesSchema>

/** The HTML form: every field present; an unchecked checkbox is absent, which means false. */
export const InvestmentPreferencesFormSchema = z.object({
  ...fields,
  alternative_investment_interest: flag.default(false),
  individual_stock_tolerance: flag.default(false),
  tax_loss_harvesting_enabled: flag.default(false),
  dollar_cost_averaging_preference: flag.default(false),
})

export type InvestmentPreferencesJson = {
  risk_tolerance_score: number
  investment_timeline_years: number
  rebalancing_frequency: (typeof REBALANCING_FREQUENCIES)[number]
  investment_philosophy: (typeof INVESTMENT_PHILOSOPHIES)[number]
  esg_preference_level: number
  international_allocation_target: number
  alternative_investment_interest: boolean
  cryptocurrency_allocation: number
  individual_stock_tolerance: boolean
  tax_loss_harvesting_enabled: boolean
  dollar_cost_averaging_preference: boolean
  created_at: string
  updated_at: string
}

/** Section 9: 1-3 Conservative, 4-6 Moderate, 7-8 Moderate-Aggressive, 9-10 Aggressive. */
export function riskLabel(score: number | null | undefined) {
  if (score == null || !Number.isFinite(score)) return 'Unknown'
  if (score <= 3) return 'Conservative'
  if (score <= 6) return 'Moderate'
  if (score <= 8) return 'Moderate-Aggressive'
  return 'Aggressive'
}

/** Section 9: up to 5 years Short-term, up to 15 Medium-term, else Long-term. */
export function timelineLabel(years: number) {
  if (years <= 5) return 'Short-term'
  if (years <= 15) return 'Medium-term'
  return 'Long-term'
}
