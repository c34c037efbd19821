import { describe, expect, it } from 'vitest'
import {
  bracketFor,
  effectiveRate,
  federalTax,
  marginalRate,
  standardDeductionCents,
  taxableIncomeCents,
} from '../../app/lib/tax/federal.ts'
import {
  allowedRothContributionCents,
  compensationLimitCents,
  electiveDeferralLimitCents,
  retirementLimitsOrNearest,
} from '../../app/lib/tax/retirement-limits.ts'
import { TAX_TABLES, nearestTaxYear, normalizeFilingStatus, taxTable } from '../../app/lib/tax/tables.ts'

const $ = (dollars: number) => Math.round(dollars * 100)

// Expected taxes are written out by hand from the 2024 rate schedules of Rev. Proc. 2023-34
// (their "plus x % of the excess over" lines), not computed by the code under test.

describe('2024 single (Rev. Proc. 2023-34, Table 3)', () => {
  it.each([
    // [taxable income, tax, marginal rate]
    [11_600, 1_160, 10],
    [11_601, 1_160.12, 12],
    // 1,160 + 12 % × 35,550 = 5,426
    [47_150, 5_426, 12],
    [47_151, 5_426.22, 22],
    // 5,426 + 22 % × 53,375 = 17,168.50
    [100_525, 17_168.5, 22],
    [100_526, 17_168.74, 24],
    // 17,168.50 + 24 % × 91,425 = 39,110.50
    [191_950, 39_110.5, 24],
    [191_951, 39_110.82, 32],
    // 39,110.50 + 32 % × 51,775 = 55,678.50
    [243_725, 55_678.5, 32],
    [243_726, 55_678.85, 35],
    // 55,678.50 + 35 % × 365,625 = 183,647.25
    [609_350, 183_647.25, 35],
    [609_351, 183_647.62, 37],
  ])('taxable $%d: tax $%d, marginal %d%%', (income, tax, rate) => {
    expect(federalTax($(income), 'single', 2024)).toBe($(tax))
    expect(marginalRate($(income), 'single', 2024)).toBe(rate)
  })

  it('the spec’s 191,650 is inside the 24 % bracket, not its end', () => {
    expect(marginalRate($(191_651), 'single', 2024)).toBe(24)
  })
})

describe('2024 married filing jointly (Rev. Proc. 2023-34, Table 1)', () => {
  it.each([
    [23_200, 2_320, 10],
    [23_201, 2_320.12, 12],
    // 2,320 + 12 % × 71,100 = 10,852
    [94_300, 10_852, 12],
    [94_301, 10_852.22, 22],
    // 10,852 + 22 % × 106,750 = 34,337
    [201_050, 34_337, 22],
    [201_051, 34_337.24, 24],
    // 34,337 + 24 % × 182,850 = 78,221
    [383_900, 78_221, 24],
    [383_901, 78_221.32, 32],
    // 78,221 + 32 % × 103,550 = 111,357
    [487_450, 111_357, 32],
    [487_451, 111_357.35, 35],
    // 111,357 + 35 % × 243,750 = 196,669.50
    [731_200, 196_669.5, 35],
    [731_201, 196_669.87, 37],
  ])('taxable $%d: tax $%d, marginal %d%%', (income, tax, rate) => {
    expect(federalTax($(income), 'married_filing_jointly', 2024)).toBe($(tax))
    expect(marginalRate($(income), 'married_filing_jointly', 2024)).toBe(rate)
  })
})

describe('other statuses and years', () => {
  it('2024 head of household has its own table (Table 2)', () => {
    // 10 % to 16,550: 1,655; + 12 % × 46,550 = 5,586 → 7,241 at 63,100
    expect(federalTax($(16_550), 'head_of_household', 2024)).toBe($(1_655))
    expect(federalTax($(63_100), 'head_of_household', 2024)).toBe($(7_241))
    expect(marginalRate($(63_101), 'head_of_household', 2024)).toBe(22)
    // 7,241 + 22 % × 37,400 = 15,469 at 100,500; 24 % starts above it (single still 22 %)
    expect(federalTax($(100_500), 'head_of_household', 2024)).toBe($(15_469))
    expect(marginalRate($(100_501), 'head_of_household', 2024)).toBe(24)
    expect(marginalRate($(100_501), 'single', 2024)).toBe(22)
  })

  it('2024 married filing separately tops out at 365,600 (Table 4)', () => {
    // 55,678.50 at 243,725 (as single) + 35 % × 121,875 = 42,656.25 → 98,334.75
    expect(federalTax($(365_600), 'married_filing_separately', 2024)).toBe($(98_334.75))
    expect(marginalRate($(365_600), 'married_filing_separately', 2024)).toBe(35)
    expect(marginalRate($(365_601), 'married_filing_separately', 2024)).toBe(37)
  })

  it('2025 single uses Rev. Proc. 2024-40', () => {
    // 1,192.50 + 12 % × 36,550 = 5,578.50 at 48,475
    expect(federalTax($(48_475), 'single', 2025)).toBe($(5_578.5))
    expect(marginalRate($(48_476), 'single', 2025)).toBe(22)
    // 2025 joint: 2,385 + 12 % × 73,100 = 11,157 at 96,950
    expect(federalTax($(96_950), 'married_filing_jointly', 2025)).toBe($(11_157))
  })

  it('2026 single and joint use Rev. Proc. 2025-32', () => {
    // 1,240 + 12 % × 38,000 = 5,800 at 50,400
    expect(federalTax($(50_400), 'single', 2026)).toBe($(5_800))
    expect(marginalRate($(640_601), 'single', 2026)).toBe(37)
    expect(marginalRate($(768_700), 'married_filing_jointly', 2026)).toBe(35)
  })

  it('standard deductions', () => {
    expect(standardDeductionCents('single', 2024)).toBe($(14_600))
    expect(standardDeductionCents('married_filing_jointly', 2024)).toBe($(29_200))
    expect(standardDeductionCents('head_of_household', 2024)).toBe($(21_900))
    expect(standardDeductionCents('married_filing_separately', 2024)).toBe($(14_600))
    // 2025 as amended by Pub. L. 119-21
    expect(standardDeductionCents('single', 2025)).toBe($(15_750))
    expect(standardDeductionCents('married_filing_jointly', 2025)).toBe($(31_500))
    expect(standardDeductionCents('head_of_household', 2025)).toBe($(23_625))
    expect(standardDeductionCents('married_filing_jointly', 2026)).toBe($(32_200))
  })

  it('every table has seven rising brackets for each status, 37 % open-ended', () => {
    for (const table of Object.values(TAX_TABLES)) {
      for (const schedule of Object.values(table.brackets)) {
        expect(schedule.map((b) => b.ratePercent)).toEqual([10, 12, 22, 24, 32, 35, 37])
        const limits = schedule.slice(0, 6).map((b) => b.upToCents ?? 0)
        expect([...limits].sort((a, b) => a - b)).toEqual(limits)
        expect(schedule[6].upToCents).toBeNull()
      }
      expect(table.source).toMatch(/Rev\. Proc\./)
    }
  })

  it('no table for an unknown year, and the nearest one to fall back on', () => {
    expect(taxTable(2019)).toBeNull()
    expect(federalTax($(50_000), 'single', 2019)).toBeNull()
    expect(nearestTaxYear(2019)).toBe(2024)
    expect(nearestTaxYear(2025)).toBe(2025)
    expect(nearestTaxYear(2031)).toBe(2026)
  })
})

describe('federalTax edges, bracketFor, effectiveRate, taxableIncomeCents', () => {
  it('zero and negative income owe nothing and sit in the 10 % bracket', () => {
    expect(federalTax(0, 'single', 2024)).toBe(0)
    expect(federalTax(-500, 'single', 2024)).toBe(0)
    expect(marginalRate(0, 'single', 2024)).toBe(10)
  })

  it('rounds a fraction of a cent to the nearest cent', () => {
    // $0.05 at 10 % = 0.5 cent → 1 cent; $0.04 → 0.4 cent → 0
    expect(federalTax(5, 'single', 2024)).toBe(1)
    expect(federalTax(4, 'single', 2024)).toBe(0)
  })

  it('one cent above a limit is in the next bracket', () => {
    expect(bracketFor($(47_150) + 1, 'single', 2024)).toEqual({
      index: 2,
      ratePercent: 22,
      fromCents: $(47_150),
      upToCents: $(100_525),
    })
    expect(bracketFor($(1_000_000), 'single', 2024)).toEqual({
      index: 6,
      ratePercent: 37,
      fromCents: $(609_350),
      upToCents: null,
    })
  })

  it('effective rate is tax over the base, to two decimals', () => {
    // 5,426 / 47,150 = 11.5079… %
    expect(effectiveRate($(47_150), 'single', 2024)).toBe(11.51)
    // over an AGI of 61,750 (47,150 + the 14,600 standard deduction): 8.787… %
    expect(effectiveRate($(47_150), 'single', 2024, $(61_750))).toBe(8.79)
    expect(effectiveRate(0, 'single', 2024)).toBeNull()
  })

  it('taxable income subtracts the larger deduction', () => {
    expect(taxableIncomeCents($(100_000), 'single', 2024)).toBe($(85_400))
    expect(taxableIncomeCents($(100_000), 'single', 2024, $(20_000))).toBe($(80_000))
    expect(taxableIncomeCents($(10_000), 'single', 2024)).toBe(0)
    expect(taxableIncomeCents($(100_000), 'single', 2018)).toBeNull()
  })
})

describe('normalizeFilingStatus', () => {
  it('maps both spellings and the surviving spouse', () => {
    expect(normalizeFilingStatus('married_jointly')).toBe('married_filing_jointly')
    expect(normalizeFilingStatus('married_filing_jointly')).toBe('married_filing_jointly')
    expect(normalizeFilingStatus('married_separately')).toBe('married_filing_separately')
    expect(normalizeFilingStatus('qualifying_widow')).toBe('married_filing_jointly')
    expect(normalizeFilingStatus(' Head_Of_Household ')).toBe('head_of_household')
    expect(normalizeFilingStatus('single')).toBe('single')
    expect(normalizeFilingStatus('divorced')).toBeNull()
    expect(normalizeFilingStatus(null)).toBeNull()
  })
})

describe('retirement limits', () => {
  it('402(g) and 401(a)(17) per year', () => {
    expect(electiveDeferralLimitCents(2024)).toBe($(23_000))
    expect(electiveDeferralLimitCents(2025)).toBe($(23_500))
    expect(electiveDeferralLimitCents(2026)).toBe($(24_500))
    expect(compensationLimitCents(2024)).toBe($(345_000))
    expect(compensationLimitCents(2025)).toBe($(350_000))
    expect(compensationLimitCents(2026)).toBe($(360_000))
    expect(electiveDeferralLimitCents(2020)).toBeNull()
    expect(retirementLimitsOrNearest(2030).year).toBe(2026)
  })

  it('Roth IRA direct contribution phases out (Pub. 590-A worksheet)', () => {
    // 2024 single, 146,000–161,000, $7,000 limit
    expect(allowedRothContributionCents($(146_000), 'single', 2024)).toBe($(7_000))
    // 7,000 × 14,999 / 15,000 = 6,999.53 → rounded up to $7,000
    expect(allowedRothContributionCents($(146_001), 'single', 2024)).toBe($(7_000))
    // 7,000 × 7,500 / 15,000 = 3,500
    expect(allowedRothContributionCents($(153_500), 'single', 2024)).toBe($(3_500))
    // 7,000 × 1,000 / 15,000 = 466.67 → $470
    expect(allowedRothContributionCents($(160_000), 'single', 2024)).toBe($(470))
    // 7,000 × 100 / 15,000 = 46.67 → $50 → at least $200
    expect(allowedRothContributionCents($(160_900), 'single', 2024)).toBe($(200))
    expect(allowedRothContributionCents($(161_000), 'single', 2024)).toBe(0)
    // 2025 joint, 236,000–246,000: 7,000 × 5,000 / 10,000 = 3,500
    expect(allowedRothContributionCents($(241_000), 'married_filing_jointly', 2025)).toBe($(3_500))
    // 2026 single: $7,500 up to 153,000
    expect(allowedRothContributionCents($(153_000), 'single', 2026)).toBe($(7_500))
    // Separate filers: 0–10,000
    expect(allowedRothContributionCents($(10_000), 'married_filing_separately', 2024)).toBe(0)
  })
})
