import { describe, expect, it } from 'vitest'
import {
  analyzeTaxes,
  bunchingDeductionGainCents,
  charitableDeductionGainCents,
  type TaxInfoInput,
} from '../../app/lib/tax/recommendations.ts'

const $ = (dollars: number) => Math.round(dollars * 100)

function info(overrides: Partial<TaxInfoInput>): TaxInfoInput {
  return {
    tax_year: 2024,
    filing_status: 'single',
    adjusted_gross_income_cents: $(100_000),
    federal_tax_bracket: null,
    state_tax_rate: 0,
    charitable_giving_annual_cents: null,
    itemized_deduction_total_cents: null,
    tax_loss_harvesting_enabled: true,
    backdoor_roth_eligible: true,
    mega_backdoor_roth_available: false,
    ...overrides,
  }
}

const ids = (input: TaxInfoInput) => analyzeTaxes(input).recommendations.map((r) => r.id)

describe('a worked case: 2024 single, AGI $150,000, 5% state, $6,000 gifts in $12,000 itemized', () => {
  const result = analyzeTaxes(
    info({
      adjusted_gross_income_cents: $(150_000),
      state_tax_rate: 5,
      charitable_giving_annual_cents: $(6_000),
      itemized_deduction_total_cents: $(12_000),
      tax_loss_harvesting_enabled: false,
      backdoor_roth_eligible: false,
    }),
  )

  it('finds the bracket from the rate schedule', () => {
    // 12,000 itemized < 14,600 standard: taxable 135,400, in the 24 % bracket; + 5 % state = 29 %
    expect(result.taxable_income_cents).toBe($(135_400))
    expect(result.federal_marginal_rate).toBe(24)
    expect(result.federal_rate_source).toBe('rate schedule')
    expect(result.marginal_rate).toBe(29)
    // 17,168.50 + 24 % × 34,875 = 25,538.50; over AGI 150,000: 17.0257 %
    expect(result.federal_tax_cents).toBe($(25_538.5))
    expect(result.effective_rate).toBe(17.03)
    expect(result.table_source).toBe('Rev. Proc. 2023-34')
  })

  it('computes the savings analysis', () => {
    expect(result.savings).toEqual({
      // The gifts do not lift deductions above the standard deduction: no saving (the spec's
      // formula would have claimed 6,000 × 29 % = 1,740).
      charitable_cents: 0,
      itemizing_cents: 0,
      // Roth phase-out 146,000–161,000: 7,000 × 11,000 / 15,000 = 5,133.33 → $5,140 direct;
      // room 1,860 × 29 % = 539.40
      backdoor_roth_cents: $(539.4),
      // 0.5 % × 150,000 = 750, below the cap of 3,000 × 29 % = 870
      tax_loss_harvesting_cents: $(750),
    })
  })

  it('recommends backdoor Roth, bunching and harvesting with honest figures', () => {
    expect(result.recommendations.map((r) => [r.id, r.priority, r.estimated_annual_savings_cents])).toEqual([
      ['backdoor_roth', 'high', $(539.4)],
      // Two years in one: max(18,000, 14,600) + max(6,000, 14,600) − 2 × 14,600 = 3,400 more
      // deductions every two years; × 29 % = 986, half a year = 493
      ['charitable_bunching', 'medium', $(493)],
      ['tax_loss_harvesting', 'medium', $(750)],
    ])
    expect(result.recommendations[0].description).toContain('$5,140 of the $7,000 limit')
    expect(result.recommendations[0].description).toContain('the other $1,860')
    expect(result.hints).toEqual([])
  })
})

describe('tax-loss harvesting: AGI above $75,000 and not enabled', () => {
  it('fires just above the threshold, not at it', () => {
    expect(ids(info({ adjusted_gross_income_cents: $(75_000), tax_loss_harvesting_enabled: false }))).toEqual([])
    expect(ids(info({ adjusted_gross_income_cents: $(75_000) + 1, tax_loss_harvesting_enabled: false }))).toEqual([
      'tax_loss_harvesting',
    ])
    expect(ids(info({ adjusted_gross_income_cents: $(80_000), tax_loss_harvesting_enabled: true }))).toEqual([])
  })

  it('estimates 0.5% of income, capped at $3,000 (separate: $1,500) of ordinary income × marginal rate', () => {
    // AGI 75,000.01: 0.5 % = 375.00; taxable 60,400.01 → 22 %, cap 660
    const low = analyzeTaxes(info({ adjusted_gross_income_cents: $(75_000) + 1, tax_loss_harvesting_enabled: false }))
    expect(low.recommendations[0].estimated_annual_savings_cents).toBe($(375))
    // AGI 400,000 single: 0.5 % = 2,000; taxable 385,400 → 35 %; cap 3,000 × 35 % = 1,050
    const high = analyzeTaxes(info({ adjusted_gross_income_cents: $(400_000) }))
    expect(high.savings?.tax_loss_harvesting_cents).toBe($(1_050))
    // Separate filer, AGI 400,000: taxable 385,400 > 365,600 → 37 %; cap 1,500 × 37 % = 555
    const separate = analyzeTaxes(
      info({ adjusted_gross_income_cents: $(400_000), filing_status: 'married_filing_separately' }),
    )
    expect(separate.savings?.tax_loss_harvesting_cents).toBe($(555))
  })
})

describe('backdoor Roth: above the year’s Roth IRA phase-out start, not already in use', () => {
  const roth = (agi: number, overrides: Partial<TaxInfoInput> = {}) =>
    analyzeTaxes(info({ adjusted_gross_income_cents: $(agi), backdoor_roth_eligible: false, ...overrides }))

  it('single 2024: phase-out starts at $146,000', () => {
    expect(roth(146_000).recommendations).toEqual([])
    // 7,000 × 14,980 / 15,000 = 6,990.67 rounds up to $7,000: nothing is lost yet
    expect(roth(146_020).recommendations).toEqual([])
    // 7,000 × 14,970 / 15,000 = 6,986 → $6,990: $10 of room; taxable 131,430 → 24 %: $2.40
    expect(roth(146_030).recommendations.map((r) => [r.id, r.estimated_annual_savings_cents])).toEqual([
      ['backdoor_roth', 240],
    ])
  })

  it('the spec’s $153,000 line is not the law: $152,000 already qualifies, and above $161,000 all $7,000 is room', () => {
    // 7,000 × 9,000 / 15,000 = 4,200 direct, room 2,800 × 24 % = 672
    expect(roth(152_000).savings?.backdoor_roth_cents).toBe($(672))
    // Taxable 146,400 → 24 %: 7,000 × 24 % = 1,680
    expect(roth(161_000).savings?.backdoor_roth_cents).toBe($(1_680))
  })

  it('joint filers: 2024 phase-out 230,000–240,000, so $200,000 does not qualify', () => {
    expect(roth(200_000, { filing_status: 'married_filing_jointly' }).recommendations).toEqual([])
    // 2025 joint 236,000–246,000: at 241,000 half the limit is room, 3,500; taxable 209,500 → 24 %
    expect(
      roth(241_000, { filing_status: 'married_jointly', tax_year: 2025 }).recommendations.map((r) => [
        r.id,
        r.estimated_annual_savings_cents,
      ]),
    ).toEqual([['backdoor_roth', $(840)]])
  })

  it('stays quiet once the user has marked it', () => {
    expect(roth(170_000, { backdoor_roth_eligible: true }).recommendations).toEqual([])
  })
})

describe('mega backdoor Roth: AGI above $230,000 and available', () => {
  it('fires above the threshold only', () => {
    const at = (agi: number, available = true) =>
      ids(info({ adjusted_gross_income_cents: agi, mega_backdoor_roth_available: available }))
    expect(at($(230_000))).toEqual([])
    expect(at($(230_000) + 1)).toEqual(['mega_backdoor_roth'])
    expect(at($(300_000), false)).toEqual([])
  })

  it('states the room as 415(c) less 402(g): 2024 $69,000 − $23,000 = $46,000', () => {
    const [rec] = analyzeTaxes(
      info({ adjusted_gross_income_cents: $(300_000), mega_backdoor_roth_available: true }),
    ).recommendations
    expect(rec.priority).toBe('high')
    expect(rec.estimated_annual_savings_cents).toBeNull()
    expect(rec.description).toContain('up to $46,000')
  })
})

describe('charitable bunching: gifts above $5,000 that bunching actually helps', () => {
  const bunch = (giving: number, itemized: number) =>
    analyzeTaxes(info({ charitable_giving_annual_cents: giving, itemized_deduction_total_cents: itemized }))
      .recommendations

  it('fires just above $5,000', () => {
    expect(bunch($(5_000), $(12_000))).toEqual([])
    // Single 2024, AGI 100,000 → taxable 85,400 → 22 %. Gain: 17,000.01 + 14,600 − 29,200
    // = 2,400.01 every two years; × 22 % = 528.00, half = 264.00 a year
    expect(bunch($(5_000) + 1, $(12_000)).map((r) => [r.id, r.priority, r.estimated_annual_savings_cents])).toEqual([
      ['charitable_bunching', 'medium', $(264)],
    ])
  })

  it('is not offered when the gifts already sit well inside an itemized total', () => {
    // 40,000 itemized with 10,000 of gifts: 50,000 + 30,000 = 80,000 = 2 × 40,000
    expect(bunch($(10_000), $(40_000))).toEqual([])
  })

  it('deduction gain helpers', () => {
    expect(bunchingDeductionGainCents($(12_000), $(6_000), $(14_600))).toBe($(3_400))
    expect(bunchingDeductionGainCents($(40_000), $(10_000), $(14_600))).toBe(0)
    // Itemized 16,000 with 6,000 of gifts: 22,000 + 14,600 − 32,000 = 4,600
    expect(bunchingDeductionGainCents($(16_000), $(6_000), $(14_600))).toBe($(4_600))
  })
})

describe('charitable savings and itemizing benefit', () => {
  const withItemized = (itemized: number, giving: number) =>
    analyzeTaxes(
      info({
        adjusted_gross_income_cents: $(200_000),
        state_tax_rate: 5,
        itemized_deduction_total_cents: $(itemized),
        charitable_giving_annual_cents: $(giving),
      }),
    )

  it('counts only the part of the gifts above the standard deduction', () => {
    // 20,000 itemized incl. 8,000 gifts: taxable 180,000 → 24 % + 5 % = 29 %.
    // Gift gain: 20,000 − max(12,000, 14,600) = 5,400 → 1,566
    const result = withItemized(20_000, 8_000)
    expect(result.marginal_rate).toBe(29)
    expect(result.savings?.charitable_cents).toBe($(1_566))
    // Itemizing: (20,000 − 14,600) × 29 % = 1,566
    expect(result.savings?.itemizing_cents).toBe($(1_566))
    // 30,000 itemized: every gift dollar counts, 8,000 × 29 % = 2,320 (the spec's formula)
    expect(withItemized(30_000, 8_000).savings?.charitable_cents).toBe($(2_320))
  })

  it('itemizing pays from the first dollar above the standard deduction', () => {
    expect(withItemized(14_600, 0).savings?.itemizing_cents).toBe(0)
    // 1 × 29 % = 0.29
    expect(withItemized(14_601, 0).savings?.itemizing_cents).toBe(29)
    expect(withItemized(10_000, 0).savings?.itemizing_cents).toBe(0)
  })

  it('treats gifts above the itemized total as the itemized total', () => {
    expect(charitableDeductionGainCents(0, $(20_000), $(14_600))).toBe($(5_400))
    expect(withItemized(0, 20_000).assumptions).toContain(
      'Your itemized total is below your gifts: the gifts are counted as your itemized total.',
    )
  })
})

describe('missing data', () => {
  it('falls back to the stated bracket without AGI', () => {
    const result = analyzeTaxes(info({ adjusted_gross_income_cents: null, federal_tax_bracket: 22, state_tax_rate: 5 }))
    expect(result.federal_rate_source).toBe('stated bracket')
    expect(result.marginal_rate).toBe(27)
    expect(result.savings).toEqual({
      charitable_cents: 0,
      itemizing_cents: 0,
      backdoor_roth_cents: 0,
      tax_loss_harvesting_cents: 0,
    })
    expect(result.hints).toContain('Add your adjusted gross income (AGI) to compute your bracket and savings.')
  })

  it('says what to add when no rate can be found', () => {
    const result = analyzeTaxes(info({ filing_status: null, adjusted_gross_income_cents: null, state_tax_rate: null }))
    expect(result.savings).toBeNull()
    expect(result.recommendations).toEqual([])
    expect(result.hints).toEqual([
      'Choose your filing status to use the right brackets and standard deduction.',
      'Add your adjusted gross income (AGI) to compute your bracket and savings.',
      'Add your state income tax rate (0 if your state has none).',
      'Add your federal tax bracket, or your AGI and filing status, to estimate savings.',
    ])
  })

  it('uses the nearest table for a year it does not hold, and says so', () => {
    const result = analyzeTaxes(info({ tax_year: 2023 }))
    expect(result.table_year).toBe(2024)
    expect(result.assumptions).toContain('No 2023 tax table yet: the 2024 brackets and limits are used.')
  })

  it('reads the profile’s filing status spellings (demo household: 2025 joint, AGI $171,000)', () => {
    const result = analyzeTaxes(
      info({ tax_year: 2025, filing_status: 'married_jointly', adjusted_gross_income_cents: $(171_000) }),
    )
    // 171,000 − 31,500 = 139,500 taxable, in the 2025 joint 22 % bracket (96,950–206,700)
    expect(result.filing_status).toBe('married_filing_jointly')
    expect(result.taxable_income_cents).toBe($(139_500))
    expect(result.federal_marginal_rate).toBe(22)
    // 2,385 + 12 % × 73,100 + 22 % × 42,550 = 2,385 + 8,772 + 9,361 = 20,518
    expect(result.federal_tax_cents).toBe($(20_518))
  })
})
