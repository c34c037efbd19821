import * as z from 'zod'
import {
  detailsObject,
  dollars,
  optionalText,
  requiredChoice,
  requiredInPatch,
  requiredText,
  labelledOptions,
} from './planning-fields.ts'

// Insurance policies (spec 3.10, 5): one schema for the form (conform), the action and the
// /api/v1/insurance routes. Amounts are dollars here; the service keeps integer cents.

export const POLICY_TYPES = [
  'life',
  'disability',
  'health',
  'auto',
  'homeowners',
  'umbrella',
  'renters',
  'travel',
] as const
export type PolicyType = (typeof POLICY_TYPES)[number]

export const POLICY_TYPE_LABELS: Record<PolicyType, string> = {
  life: 'Life Insurance',
  disability: 'Disability Insurance',
  health: 'Health Insurance',
  auto: 'Auto Insurance',
  homeowners: 'Homeowners Insurance',
  umbrella: 'Umbrella Insurance',
  renters: 'Renters Insurance',
  travel: 'Travel Insurance',
}

export const POLICY_TYPE_OPTIONS = labelledOptions(POLICY_TYPES, POLICY_TYPE_LABELS)

/** Asked before a policy is deleted, in the dialog and on the confirmation page. */
export const INSURANCE_DELETE_MESSAGE = 'Are you sure you want to delete this insurance policy?'
/** Shown in place of the Insurance tab when its data cannot be read. */
export const INSURANCE_LOAD_ERROR = 'Failed to load insurance data'

/**
 * The spec's steps (coverage 1000, premium 10) are input hints for the spinner; the server
 * accepts any amount in cents, since real policies are not always round.
 */
export const COVERAGE_STEP = 1000
export const PREMIUM_STEP = 10

export const InsurancePolicySchema = z.object({
  policy_type: requiredChoice(POLICY_TYPES, 'Policy type', 'policy type'),
  policy_name: requiredText('Policy name', 200, 'Policy name is required'),
  coverage_amount: dollars('Coverage amount'),
  annual_premium: dollars('Annual premium'),
  beneficiary_primary: optionalText('Primary beneficiary', 200),
  beneficiary_secondary: optionalText('Secondary beneficiary', 200),
  policy_details: detailsObject('Policy details'),
})

/** PUT: only the fields given change; null clears an optional one. */
export const InsurancePolicyUpdateSchema = InsurancePolicySchema.partial().extend({
  policy_type: requiredInPatch(InsurancePolicySchema.shape.policy_type),
  policy_name: requiredInPatch(InsurancePolicySchema.shape.policy_name),
})

export type InsurancePolicyInput = z.infer<typeof InsurancePolicySchema>
export type InsurancePolicyPatch = z.infer<typeof InsurancePolicyUpdateSchema>
