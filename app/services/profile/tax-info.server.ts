import { getDb, type TaxInfo } from '../../../db/index.ts'
import type { TaxInfoInput, TaxInfoPatch } from '../../schemas/profile.ts'
import { ownedRows } from '../owned-rows.server.ts'
import {
  centsFrom,
  dollarsFrom,
  optionalFor,
  timestamps,
  withoutUndefined,
  writesFromInput,
  type WriteMode,
} from './columns.server.ts'

// Tax information, one record per tax year. The Tax panel (services/tax) reads and writes the
// same records, including the fields only it shows.

export const TAX_INFO_NOT_FOUND = 'Tax information not found'

export const duplicateTaxYearMessage = (year: string | number) =>
  `Tax information for ${year} already exists. Edit that record instead.`

export type TaxInfoDto = {
  id: number
  user_id: number
  tax_year: number
  filing_status: string | null
  federal_tax_bracket: number | null
  effective_tax_rate: number | null
  adjusted_gross_income: number | null
  notes: string | null
  state_tax_rate: number | null
  charitable_giving_annual: number | null
  itemized_deduction_total: number | null
  tax_loss_harvesting_enabled: boolean
  backdoor_roth_eligible: boolean
  mega_backdoor_roth_available: boolean
  created_at: string
  updated_at: string
}

function toTaxInfoDto(row: TaxInfo): TaxInfoDto {
  return {
    id: row.id,
    user_id: row.user_id,
    tax_year: row.tax_year,
    filing_status: row.filing_status,
    federal_tax_bracket: row.federal_tax_bracket,
    effective_tax_rate: row.effective_tax_rate,
    adjusted_gross_income: dollarsFrom(row.adjusted_gross_income_cents),
    notes: row.notes,
    state_tax_rate: row.state_tax_rate,
    charitable_giving_annual: dollarsFrom(row.charitable_giving_annual_cents),
    itemized_deduction_total: dollarsFrom(row.itemized_deduction_total_cents),
    // MySQL hands TINYINT(1) back as 0/1.
    tax_loss_harvesting_enabled: Boolean(row.tax_loss_harvesting_enabled),
    backdoor_roth_eligible: Boolean(row.backdoor_roth_eligible),
    mega_backdoor_roth_available: Boolean(row.mega_backdoor_roth_available),
    ...timestamps(row),
  }
}

function taxColumns(input: TaxInfoPatch, mode: WriteMode) {
  const v = optionalFor(mode)
  return withoutUndefined({
    tax_year: input.tax_year,
    filing_status: v(input.filing_status),
    federal_tax_bracket: v(input.federal_tax_bracket),
    effective_tax_rate: v(input.effective_tax_rate),
    adjusted_gross_income_cents: v(centsFrom(input.adjusted_gross_income)),
    notes: v(input.notes),
    // The tax panel's fields are not on the profile's Tax Information form, so a 'replace'
    // save from that form must not clear them: they change only when given (the tax panel
    // always gives them all, with null for a blank).
    state_tax_rate: input.state_tax_rate,
    charitable_giving_annual_cents: centsFrom(input.charitable_giving_annual),
    itemized_deduction_total_cents: centsFrom(input.itemized_deduction_total),
    tax_loss_harvesting_enabled: input.tax_loss_harvesting_enabled,
    backdoor_roth_eligible: input.backdoor_roth_eligible,
    mega_backdoor_roth_available: input.mega_backdoor_roth_available,
  })
}

// One record per tax year: a second one for the same year is refused (409) rather than hidden.
const records = ownedRows(() => getDb().TaxInfo, {
  toDto: toTaxInfoDto,
  notFoundMessage: TAX_INFO_NOT_FOUND,
  order: [['tax_year', 'DESC']],
  unique: { column: 'tax_year', conflictMessage: duplicateTaxYearMessage },
})

/** Newest tax year first; only the given year when taxYear is set. */
export async function listTaxInfo(userId: number, options: { taxYear?: number } = {}): Promise<TaxInfoDto[]> {
  return records.list(userId, options.taxYear === undefined ? {} : { tax_year: options.taxYear })
}

/** The user's tax record, or a 404 AppError. */
export const getTaxInfo = records.get
/** Deletes the user's tax record, or throws a 404 AppError. */
export const deleteTaxInfo = records.remove

const writes = writesFromInput(records, taxColumns, (input: TaxInfoInput) => ({ tax_year: input.tax_year }))

/** A 409 AppError when the user already has a record for that year. */
export const createTaxInfo = writes.create
/** A 404 AppError when the user has no such record, a 409 when it would move onto a year already kept. */
export const updateTaxInfo = writes.update
