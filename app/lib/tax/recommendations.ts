import { bracketFor, federalTax, standardDeductionCents, taxableIncomeCents } from './federal.ts'
import { allowedRothContributionCents, retirementLimitsOrNearest } from './retirement-limits.ts'
import { formatCents } from '../format.ts'
import { nearestTaxYear, normalizeFilingStatus, taxTable, type FilingStatus } from './tables.ts'

// The tax panel's Tax Savings Analysis and Tax Planning Recommendations (spec 02, section 9,
// Tax), as pure functions of the user's tax info. Money in integer cents, rates in percent.
//
// What follows the spec and what does not:
//   - Marginal rate = federal + state rate (spec). The federal rate is computed from the
//     year's rate schedule on AGI less the larger of the standard deduction and the itemized
//     total; the user's typed federal_tax_bracket is used only when AGI or filing status is
//     missing. Combining the rates ignores the SALT deduction's interplay: a simplification.
//   - Charitable savings: the spec's "giving × marginal rate" credits a deduction that people
//     taking the standard deduction never get. We count only the deduction the gifts add
//     above the standard deduction: max(I, S) − max(I − G, S), times the marginal rate, with
//     I the itemized total (assumed to include the gifts; never below them), G the gifts and
//     S the standard deduction.
//   - Itemizing benefit = (itemized − standard) × marginal rate, floored at 0 (spec, and right).
//   - Backdoor Roth: the spec's "income above 153,000" is the 2023 single Roth IRA phase-out
//     end. The law's line is the year's MAGI phase-out (IRC 408A(c)(3), see
//     retirement-limits.ts), per filing status: the rule fires once AGI (standing in for MAGI)
//     passes the start of the phase-out, and the room is the IRA limit less what may still go
//     in directly. The spec's value, 7,000 × marginal rate, becomes room × marginal rate. It
//     is not a deduction this year (backdoor contributions are after-tax): it stands for the
//     tax a pre-tax account would owe on withdrawing that much at today's rate.
//   - Tax-loss harvesting: the spec's estimate, 0.5 % of income, is kept as the policy rule of
//     thumb, but capped at what losses can save against ordinary income without known gains:
//     $3,000 a year ($1,500 married filing separately, IRC 1211(b)) × marginal rate.
//   - Policy thresholds kept from the spec: tax-loss harvesting above $75,000 AGI, mega
//     backdoor Roth above $230,000, charitable bunching above $5,000 of giving. Bunching is
//     recommended only when it actually raises deductions over two years (if gifts already sit
//     well inside an itemized total, bunching changes nothing and a $0 tip would mislead).
//   - Mega backdoor Roth room = the 415(c) limit less the 402(g) deferral limit, before
//     employer contributions (which we do not know): an upper bound, said so in the text.
// Not modelled: 2026's charitable changes under Pub. L. 119-21 (a $1,000/$2,000 deduction for
// non-itemizers, a 0.5 %-of-AGI floor and a 35 % cap on the value of itemized deductions),
// the pro-rata rule for backdoor Roth conversions, state-specific deductions.

export const TAX_LOSS_HARVESTING_AGI_THRESHOLD_CENTS = 7_500_000
export const MEGA_BACKDOOR_ROTH_AGI_THRESHOLD_CENTS = 23_000_000
export const CHARITABLE_BUNCHING_GIVING_THRESHOLD_CENTS = 500_000
/** Spec's rule of thumb for what harvesting saves: 0.5 % of income, in basis points. */
export const TAX_LOSS_HARVESTING_BASIS_POINTS = 50

/** IRC 1211(b): net capital losses offset at most this much ordinary income a year (not indexed). */
export function capitalLossOrdinaryOffsetCents(status: FilingStatus): number {
  return status === 'married_filing_separately' ? 150_000 : 300_000
}

export type TaxInfoInput = {
  tax_year: number
  filing_status: string | null
  adjusted_gross_income_cents: number | null
  /** The user's typed federal bracket in percent; a fallback only. */
  federal_tax_bracket: number | null
  state_tax_rate: number | null
  charitable_giving_annual_cents: number | null
  itemized_deduction_total_cents: number | null
  tax_loss_harvesting_enabled: boolean
  /** Ticked when the user already uses (or has ruled on) the backdoor Roth; the tip then stays quiet. */
  backdoor_roth_eligible: boolean
  mega_backdoor_roth_available: boolean
}

export type TaxStrategy = 'backdoor_roth' | 'mega_backdoor_roth' | 'charitable_bunching' | 'tax_loss_harvesting'

export type TaxRecommendation = {
  id: TaxStrategy
  title: string
  description: string
  priority: 'high' | 'medium'
  /** Estimated yearly value in cents; null where there is no honest yearly figure. */
  estimated_annual_savings_cents: number | null
}

export type TaxSavings = {
  charitable_cents: number
  itemizing_cents: number
  backdoor_roth_cents: number
  tax_loss_harvesting_cents: number
}

export type TaxAnalysis = {
  /** The year asked for, and the year whose table was used (the nearest held one if needed). */
  tax_year: number
  table_year: number
  table_source: string
  filing_status: FilingStatus | null
  standard_deduction_cents: number | null
  taxable_income_cents: number | null
  federal_tax_cents: number | null
  /** Federal tax over AGI, percent to two decimals. */
  effective_rate: number | null
  federal_marginal_rate: number | null
  federal_rate_source: 'rate schedule' | 'stated bracket' | null
  state_tax_rate: number
  /** federal + state, in percent; null when no federal rate could be found. */
  marginal_rate: number | null
  savings: TaxSavings | null
  recommendations: TaxRecommendation[]
  /** What to fill in to get (better) numbers. */
  hints: string[]
  /** Assumptions made for this user, in words. */
  assumptions: string[]
}

function atRate(amountCents: number, ratePercent: number): number {
  return Math.max(0, Math.round((amountCents * ratePercent) / 100))
}

/** The deduction added by gifts G on top of the rest of the itemized total: max(I, S) − max(I − G, S). */
export function charitableDeductionGainCents(
  itemizedCents: number,
  givingCents: number,
  standardCents: number,
): number {
  const itemized = Math.max(itemizedCents, givingCents)
  return Math.max(itemized, standardCents) - Math.max(itemized - givingCents, standardCents)
}

/**
 * Extra deductions over a two-year cycle from giving two years' gifts in one year:
 * max(I + G, S) + max(I − G, S) − 2 · max(I, S), with I the yearly itemized total including G.
 */
export function bunchingDeductionGainCents(itemizedCents: number, givingCents: number, standardCents: number): number {
  const itemized = Math.max(itemizedCents, givingCents)
  const bunched = Math.max(itemized + givingCents, standardCents) + Math.max(itemized - givingCents, standardCents)
  return bunched - 2 * Math.max(itemized, standardCents)
}

/** What the analysis knows of the user once the tax table and rates are settled. */
type TaxFacts = {
  info: TaxInfoInput
  status: FilingStatus | null
  /** AGI when it is a usable figure, else null. */
  agi: number | null
  giving: number
  itemized: number
  standard: number | null
  marginal: number
  tableYear: number
}

type Notes = { hints: string[]; assumptions: string[] }

/** The federal marginal rate: from the rate schedule when AGI and status are known, else the stated bracket. */
function federalRate(
  info: TaxInfoInput,
  status: FilingStatus | null,
  taxable: number | null,
  tableYear: number,
  notes: Notes,
): Pick<TaxAnalysis, 'federal_marginal_rate' | 'federal_rate_source'> {
  if (status && taxable !== null) {
    return {
      federal_marginal_rate: bracketFor(taxable, status, tableYear)?.ratePercent ?? null,
      federal_rate_source: 'rate schedule',
    }
  }
  if (info.federal_tax_bracket !== null && Number.isFinite(info.federal_tax_bracket)) {
    notes.assumptions.push(`Federal rate taken from your stated ${info.federal_tax_bracket}% bracket.`)
    return { federal_marginal_rate: info.federal_tax_bracket, federal_rate_source: 'stated bracket' }
  }
  notes.hints.push('Add your federal tax bracket, or your AGI and filing status, to estimate savings.')
  return { federal_marginal_rate: null, federal_rate_source: null }
}

/** The rates and figures of the panel, with what is missing (hints) and what was assumed, in the panel's order. */
function taxFigures(info: TaxInfoInput) {
  const notes: Notes = { hints: [], assumptions: [] }
  const tableYear = nearestTaxYear(info.tax_year)
  if (tableYear !== info.tax_year) {
    notes.assumptions.push(`No ${info.tax_year} tax table yet: the ${tableYear} brackets and limits are used.`)
  }
  const status = normalizeFilingStatus(info.filing_status)
  if (!status) notes.hints.push('Choose your filing status to use the right brackets and standard deduction.')

  const rawAgi = info.adjusted_gross_income_cents
  const agi = rawAgi !== null && Number.isFinite(rawAgi) && rawAgi >= 0 ? rawAgi : null
  if (agi === null) notes.hints.push('Add your adjusted gross income (AGI) to compute your bracket and savings.')

  const itemized = Math.max(0, info.itemized_deduction_total_cents ?? 0)
  const stateRate = info.state_tax_rate ?? 0
  if (info.state_tax_rate === null) {
    notes.hints.push('Add your state income tax rate (0 if your state has none).')
    notes.assumptions.push('State income tax rate not given: counted as 0%.')
  }

  const standard = status ? standardDeductionCents(status, tableYear) : null
  const taxable = status && agi !== null ? taxableIncomeCents(agi, status, tableYear, itemized) : null
  const federalTaxCents = status && taxable !== null ? federalTax(taxable, status, tableYear) : null
  const federal = federalRate(info, status, taxable, tableYear, notes)
  const base: Omit<TaxAnalysis, 'savings' | 'recommendations'> = {
    tax_year: info.tax_year,
    table_year: tableYear,
    table_source: taxTable(tableYear)?.source ?? '',
    filing_status: status,
    standard_deduction_cents: standard,
    taxable_income_cents: taxable,
    federal_tax_cents: federalTaxCents,
    effective_rate:
      federalTaxCents !== null && agi !== null && agi > 0 ? Math.round((federalTaxCents * 10_000) / agi) / 100 : null,
    ...federal,
    state_tax_rate: stateRate,
    marginal_rate: federal.federal_marginal_rate === null ? null : federal.federal_marginal_rate + stateRate,
    ...notes,
  }
  return { base, status, agi, itemized, standard, tableYear }
}

/** The Backdoor Roth room: the IRA limit less what may still go in directly at this AGI. */
function backdoorRoomCents({ status, agi }: TaxFacts, limitsYear: number, iraLimitCents: number) {
  if (!status || agi === null) return 0
  const allowed = allowedRothContributionCents(agi, status, limitsYear) ?? iraLimitCents
  return iraLimitCents - allowed
}

function backdoorRoth(facts: TaxFacts, room: number, saving: number): TaxRecommendation[] {
  const { status, agi, info } = facts
  if (room <= 0 || info.backdoor_roth_eligible || !status) return []
  const { limits, year } = retirementLimitsOrNearest(facts.tableYear)
  const phase = limits.rothPhaseOut[status]
  const allowedDirect = limits.ira * 100 - room
  return [
    {
      id: 'backdoor_roth',
      title: 'Consider a Backdoor Roth IRA',
      description:
        `Your AGI of ${formatCents(agi ?? 0)} is above the ${year} Roth IRA phase-out start of ` +
        `${formatCents(phase.from * 100)} (ends ${formatCents(phase.to * 100)}), so you can put ` +
        `${formatCents(allowedDirect)} of the ${formatCents(limits.ira * 100)} limit into a Roth IRA directly. ` +
        `A nondeductible traditional IRA contribution converted to Roth adds the other ${formatCents(room)}. ` +
        'It gives no deduction this year; its growth and withdrawals are tax-free. Mind the pro-rata rule ' +
        'if you hold pre-tax IRA money.',
      priority: 'high',
      estimated_annual_savings_cents: saving,
    },
  ]
}

function megaBackdoorRoth({ info, agi, tableYear }: TaxFacts): TaxRecommendation[] {
  if (!info.mega_backdoor_roth_available || agi === null || agi <= MEGA_BACKDOOR_ROTH_AGI_THRESHOLD_CENTS) return []
  const { limits, year } = retirementLimitsOrNearest(tableYear)
  const room = (limits.annualAdditions - limits.electiveDeferral) * 100
  return [
    {
      id: 'mega_backdoor_roth',
      title: 'Use the Mega Backdoor Roth',
      description:
        `Your plan allows after-tax contributions with in-plan Roth conversion. In ${year} total ` +
        `contributions may reach ${formatCents(limits.annualAdditions * 100)}; after the ` +
        `${formatCents(limits.electiveDeferral * 100)} deferral limit that leaves up to ${formatCents(room)}, ` +
        'less your employer’s contributions, that can grow tax-free in Roth.',
      priority: 'high',
      estimated_annual_savings_cents: null,
    },
  ]
}

function charitableBunching({ giving, itemized, standard, marginal }: TaxFacts): TaxRecommendation[] {
  if (giving <= CHARITABLE_BUNCHING_GIVING_THRESHOLD_CENTS || standard === null) return []
  const gain = bunchingDeductionGainCents(itemized, giving, standard)
  if (gain <= 0) return []
  return [
    {
      id: 'charitable_bunching',
      title: 'Bunch Charitable Donations',
      description:
        `Giving two years of donations (${formatCents(2 * giving)}) in one year, for example through a ` +
        `donor-advised fund, and taking the standard deduction of ${formatCents(standard)} in the other adds ` +
        `${formatCents(gain)} of deductions every two years.`,
      priority: 'medium',
      // The gain comes once every two years: half of it a year.
      estimated_annual_savings_cents: Math.round(atRate(gain, marginal) / 2),
    },
  ]
}

function taxLossHarvesting({ info, agi }: TaxFacts, cap: number, saving: number): TaxRecommendation[] {
  if (info.tax_loss_harvesting_enabled || agi === null || agi <= TAX_LOSS_HARVESTING_AGI_THRESHOLD_CENTS) return []
  return [
    {
      id: 'tax_loss_harvesting',
      title: 'Enable Tax-Loss Harvesting',
      description:
        'Selling taxable investments at a loss and buying similar (not substantially identical) ones offsets ' +
        `capital gains and up to ${formatCents(cap)} of ordinary income a year. Estimated at 0.5% of income, ` +
        'capped at what the ordinary-income offset saves.',
      priority: 'medium',
      estimated_annual_savings_cents: saving,
    },
  ]
}

export function analyzeTaxes(info: TaxInfoInput): TaxAnalysis {
  const { base, status, agi, itemized, standard, tableYear } = taxFigures(info)
  const marginal = base.marginal_rate
  if (marginal === null) return { ...base, savings: null, recommendations: [] }
  const giving = Math.max(0, info.charitable_giving_annual_cents ?? 0)
  const facts: TaxFacts = { info, status, agi, giving, itemized, standard, marginal, tableYear }

  // Without a filing status the deduction rules cannot be applied: count no standard deduction
  // gain for gifts or itemizing rather than guess one.
  const charitable = standard === null ? 0 : atRate(charitableDeductionGainCents(itemized, giving, standard), marginal)
  const itemizing = standard === null ? 0 : atRate(Math.max(0, itemized - standard), marginal)
  if (giving > 0 && itemized < giving) {
    base.assumptions.push('Your itemized total is below your gifts: the gifts are counted as your itemized total.')
  }
  const { limits, year: limitsYear } = retirementLimitsOrNearest(tableYear)
  const backdoorRoom = backdoorRoomCents(facts, limitsYear, limits.ira * 100)
  const backdoor = atRate(backdoorRoom, marginal)
  const harvestCap = status ? capitalLossOrdinaryOffsetCents(status) : 300_000
  const harvesting =
    agi !== null
      ? Math.min(Math.round((agi * TAX_LOSS_HARVESTING_BASIS_POINTS) / 10_000), atRate(harvestCap, marginal))
      : 0

  return {
    ...base,
    savings: {
      charitable_cents: charitable,
      itemizing_cents: itemizing,
      backdoor_roth_cents: backdoor,
      tax_loss_harvesting_cents: harvesting,
    },
    recommendations: [
      ...backdoorRoth(facts, backdoorRoom, backdoor),
      ...megaBackdoorRoth(facts),
      ...charitableBunching(facts),
      ...taxLossHarvesting(facts, harvestCap, harvesting),
    ],
  }
}
