import { centsToDollars, dollarsToCents } from '../../lib/money.ts'
import { analyzeTaxes, type TaxAnalysis } from '../../lib/tax/recommendations.ts'
import type { TaxPanelInput } from '../../schemas/tax-panel.ts'
import { createTaxInfo, listTaxInfo, updateTaxInfo, type TaxInfoDto } from '../profile/tax-info.server.ts'

// The Tax panel (spec 02 §2.8): the user's tax information record for a year (the profile's
// record, which also holds the panel's fields) and its Tax Savings Analysis and Tax Planning
// Recommendations from app/lib/tax. The page and GET /api/v1/tax/analysis both answer with
// taxPanelJson, in dollars.

export type TaxRecommendationJson = {
  id: string
  title: string
  description: string
  priority: 'high' | 'medium'
  estimated_annual_savings: number | null
}

export type TaxAnalysisJson = {
  tax_year: number
  table_year: number
  table_source: string
  filing_status: string | null
  standard_deduction: number | null
  taxable_income: number | null
  federal_tax: number | null
  effective_rate: number | null
  federal_marginal_rate: number | null
  federal_rate_source: TaxAnalysis['federal_rate_source']
  state_tax_rate: number
  marginal_rate: number | null
  savings: {
    charitable: number
    itemizing: number
    backdoor_roth: number
    tax_loss_harvesting: number
  } | null
  recommendations: TaxRecommendationJson[]
  hints: string[]
  assumptions: string[]
}

export type TaxPanel = {
  year: number
  /** Years the user has a record for, newest first. */
  years: number[]
  tax_info: TaxInfoDto | null
  cards: {
    /** Federal marginal bracket in percent (from the rate schedule, else the stated bracket). */
    tax_bracket: number | null
    adjusted_gross_income: number | null
    charitable_giving: number | null
    strategies: number
  }
  analysis: TaxAnalysisJson
}

const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents))
const toCents = (amount: number | null) => (amount === null ? null : dollarsToCents(amount))

function analysisOf(year: number, info: TaxInfoDto | null): TaxAnalysis {
  return analyzeTaxes({
    tax_year: year,
    filing_status: info?.filing_status ?? null,
    adjusted_gross_income_cents: toCents(info?.adjusted_gross_income ?? null),
    federal_tax_bracket: info?.federal_tax_bracket ?? null,
    state_tax_rate: info?.state_tax_rate ?? null,
    charitable_giving_annual_cents: toCents(info?.charitable_giving_annual ?? null),
    itemized_deduction_total_cents: toCents(info?.itemized_deduction_total ?? null),
    tax_loss_harvesting_enabled: info?.tax_loss_harvesting_enabled ?? false,
    backdoor_roth_eligible: info?.backdoor_roth_eligible ?? false,
    mega_backdoor_roth_available: info?.mega_backdoor_roth_available ?? false,
  })
}

function analysisJson(analysis: TaxAnalysis): TaxAnalysisJson {
  return {
    tax_year: analysis.tax_year,
    table_year: analysis.table_year,
    table_source: analysis.table_source,
    filing_status: analysis.filing_status,
    standard_deduction: dollars(analysis.standard_deduction_cents),
    taxable_income: dollars(analysis.taxable_income_cents),
    federal_tax: dollars(analysis.federal_tax_cents),
    effective_rate: analysis.effective_rate,
    federal_marginal_rate: analysis.federal_marginal_rate,
    federal_rate_source: analysis.federal_rate_source,
    state_tax_rate: analysis.state_tax_rate,
    marginal_rate: analysis.marginal_rate,
    savings: analysis.savings && {
      charitable: centsToDollars(analysis.savings.charitable_cents),
      itemizing: centsToDollars(analysis.savings.itemizing_cents),
      backdoor_roth: centsToDollars(analysis.savings.backdoor_roth_cents),
      tax_loss_harvesting: centsToDollars(analysis.savings.tax_loss_harvesting_cents),
    },
    recommendations: analysis.recommendations.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      priority: r.priority,
      estimated_annual_savings: dollars(r.estimated_annual_savings_cents),
    })),
    hints: analysis.hints,
    assumptions: analysis.assumptions,
  }
}

/**
 * The panel for a year. Without a year: the current year's record when there is one, else the
 * most recent record, else an empty current year.
 */
export async function getTaxPanel(userId: number, requestedYear?: number, today = new Date()): Promise<TaxPanel> {
  const records = await listTaxInfo(userId)
  const currentYear = today.getFullYear()
  const year =
    requestedYear ??
    (records.some((r) => r.tax_year === currentYear) ? currentYear : (records[0]?.tax_year ?? currentYear))
  const info = records.find((r) => r.tax_year === year) ?? null
  const analysis = analysisOf(year, info)
  return {
    year,
    years: records.map((r) => r.tax_year),
    tax_info: info,
    cards: {
      tax_bracket: analysis.federal_marginal_rate,
      adjusted_gross_income: info?.adjusted_gross_income ?? null,
      charitable_giving: info?.charitable_giving_annual ?? null,
      strategies: analysis.recommendations.length,
    },
    analysis: analysisJson(analysis),
  }
}

/**
 * Saves the configure form into the year's tax information record: updates it when the year
 * has one, creates it otherwise. Every field is written, so a blank one is cleared.
 */
export async function saveTaxPanel(userId: number, input: TaxPanelInput): Promise<TaxInfoDto> {
  const full = {
    ...input,
    state_tax_rate: input.state_tax_rate ?? null,
    charitable_giving_annual: input.charitable_giving_annual ?? null,
    itemized_deduction_total: input.itemized_deduction_total ?? null,
    tax_loss_harvesting_enabled: input.tax_loss_harvesting_enabled ?? false,
    backdoor_roth_eligible: input.backdoor_roth_eligible ?? false,
    mega_backdoor_roth_available: input.mega_backdoor_roth_available ?? false,
  }
  const [existing] = await listTaxInfo(userId, { taxYear: input.tax_year })
  // createTaxInfo and updateTaxInfo bump the user's data version.
  return existing ? updateTaxInfo(userId, existing.id, full, 'replace') : createTaxInfo(userId, full)
}
