import * as z from 'zod'
import { numeric } from './numeric-input.ts'
import { TaxInfoFormSchema } from './profile.ts'

// The Tax panel's configure form (spec 02 §2.8, §3.7). It saves into the profile's tax
// information record for the year, so it is the profile's schema with one difference: an
// unticked checkbox is absent from the form body and means "no", and a blank field clears.

export const TaxPanelFormSchema = TaxInfoFormSchema.extend({
  tax_loss_harvesting_enabled: z.preprocess(
    (v) => (v === undefined || v === '' ? 'off' : v),
    TaxInfoFormSchema.shape.tax_loss_harvesting_enabled,
  ),
  backdoor_roth_eligible: z.preprocess(
    (v) => (v === undefined || v === '' ? 'off' : v),
    TaxInfoFormSchema.shape.backdoor_roth_eligible,
  ),
  mega_backdoor_roth_available: z.preprocess(
    (v) => (v === undefined || v === '' ? 'off' : v),
    TaxInfoFormSchema.shape.mega_backdoor_roth_available,
  ),
})
export type TaxPanelInput = z.infer<typeof TaxPanelFormSchema>

/** ?year= on the page and GET /api/v1/tax/analysis. */
export const TaxYearQuerySchema = z.object({
  year: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    numeric(
      z
        .number({ error: 'Year must be a number' })
        .int('Year must be a whole year')
        .min(1900, 'Year must be between 1900 and 2100')
        .max(2100, 'Year must be between 1900 and 2100')
        .optional(),
    ),
  ),
})
