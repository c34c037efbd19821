import { describe, expect, it } from 'vitest'
import {
  benefitFactorPer7200,
  breakevenAgeMonths,
  claimingComparison,
  claimingTiming,
  earliestClaimAgeMonthsForBirthDate,
  formatAgeMonths,
  fullRetirementAge,
  fullRetirementAgeForBirthDate,
  monthAtAge,
  monthlyBenefitCents,
  ssaBirthMonth,
} from '../../app/lib/social-security.ts'

// Expected values worked by hand from SSA's rules: 5/9 of 1 % a month for the first 36 months
// early, 5/12 of 1 % beyond; 2/3 of 1 % a month of delayed credit up to 70; the benefit
// rounded down to the whole dollar.

const PIA = 200_000 // $2,000.00 at full retirement age
const benefit = (claimYears: number, fraMonths: number, extraMonths = 0) =>
  monthlyBenefitCents({ piaCents: PIA, claimAgeMonths: claimYears * 12 + extraMonths, fraMonths })

describe('fullRetirementAge', () => {
  it('follows the SSA table', () => {
    expect(fullRetirementAge(1937)).toEqual({ years: 65, months: 0, totalMonths: 780 })
    expect(fullRetirementAge(1942)).toEqual({ years: 65, months: 10, totalMonths: 790 })
    expect(fullRetirementAge(1943)).toEqual({ years: 66, months: 0, totalMonths: 792 })
    expect(fullRetirementAge(1954)).toEqual({ years: 66, months: 0, totalMonths: 792 })
    expect(fullRetirementAge(1955)).toEqual({ years: 66, months: 2, totalMonths: 794 })
    expect(fullRetirementAge(1956)).toEqual({ years: 66, months: 4, totalMonths: 796 })
    expect(fullRetirementAge(1957)).toEqual({ years: 66, months: 6, totalMonths: 798 })
    expect(fullRetirementAge(1958)).toEqual({ years: 66, months: 8, totalMonths: 800 })
    expect(fullRetirementAge(1959)).toEqual({ years: 66, months: 10, totalMonths: 802 })
    expect(fullRetirementAge(1960)).toEqual({ years: 67, months: 0, totalMonths: 804 })
    expect(fullRetirementAge(1988)).toEqual({ years: 67, months: 0, totalMonths: 804 })
  })

  it('treats a 1 January birthday as the previous year', () => {
    expect(fullRetirementAgeForBirthDate('1960-01-01')?.totalMonths).toBe(802)
    expect(fullRetirementAgeForBirthDate('1960-01-02')?.totalMonths).toBe(804)
    expect(fullRetirementAgeForBirthDate('1955-01-01')?.totalMonths).toBe(792)
    expect(fullRetirementAgeForBirthDate('not a date')).toBeNull()
  })
})

describe('monthlyBenefitCents, FRA 67, PIA $2,000', () => {
  const fra = 67 * 12
  it.each([
    // 60 months early: 36 × 5/9 % + 24 × 5/12 % = 20 % + 10 % = 30 % → $1,400
    [62, 140_000],
    // 48 months: 20 % + 5 % = 25 % → $1,500
    [63, 150_000],
    // 36 months: 20 % → $1,600
    [64, 160_000],
    // 24 months: 13.33 % → 2000 × (1 − 24 × 5/900) = 1733.33 → $1,733
    [65, 173_300],
    // 12 months: 6.67 % → 1866.67 → $1,866
    [66, 186_600],
    [67, 200_000],
    // 12 months of delayed credit: 8 % → $2,160
    [68, 216_000],
    [69, 232_000],
    // 36 months: 24 % → $2,480
    [70, 248_000],
  ])('claiming at %i pays %i cents', (age, cents) => {
    expect(benefit(age, fra)).toBe(cents)
  })
})

describe('monthlyBenefitCents, FRA 66, PIA $2,000', () => {
  const fra = 66 * 12
  it.each([
    [62, 150_000], // 48 months: 25 %
    [63, 160_000], // 36 months: 20 %
    [64, 173_300], // 24 months: 13.33 %
    [65, 186_600], // 12 months: 6.67 %
    [66, 200_000],
    [67, 216_000], // +8 %
    [68, 232_000], // +16 %
    [69, 248_000], // +24 %
    [70, 264_000], // +32 %
  ])('claiming at %i pays %i cents', (age, cents) => {
    expect(benefit(age, fra)).toBe(cents)
  })
})

describe('monthlyBenefitCents with months', () => {
  const fra1958 = fullRetirementAge(1958).totalMonths // 66 and 8 months

  it('born 1958: at 62 the claim is 56 months early', () => {
    // 36 × 5/9 % = 20 %, 20 × 5/12 % = 8.33 %: 71.67 % of $2,000 = 1433.33 → $1,433
    expect(benefit(62, fra1958)).toBe(143_300)
  })

  it('born 1958: at 66 the claim is 8 months early', () => {
    // 8 × 5/9 % = 4.44 %: 2000 × (1 − 40/900) = 1911.11 → $1,911
    expect(benefit(66, fra1958)).toBe(191_100)
  })

  it('born 1958: at FRA the full PIA, at 70 40 months of credit', () => {
    expect(benefit(66, fra1958, 8)).toBe(200_000)
    // 40 × 2/3 % = 26.67 %: 2533.33 → $2,533
    expect(benefit(70, fra1958)).toBe(253_300)
  })

  it('a claim at 64 and 6 months with FRA 67 is 30 months early', () => {
    // 30 × 5/9 % = 16.67 %: 1666.67 → $1,666
    expect(benefit(64, 804, 6)).toBe(166_600)
  })

  it('the 36th and 37th months early switch from 5/9 to 5/12 of 1 %', () => {
    // 36 months: 7200 − 36·40 = 5760; 37 months: 5760 − 30 = 5730
    expect(benefitFactorPer7200(804 - 36, 804)).toBe(5760)
    expect(benefitFactorPer7200(804 - 37, 804)).toBe(5730)
  })

  it('earns no credit after 70', () => {
    expect(benefit(71, 804)).toBe(248_000)
    expect(benefit(70, 804, 5)).toBe(248_000)
  })

  it('uses the smaller credit for births before 1943', () => {
    // Born 1942: FRA 65 and 10 months, 7.5 % a year: 50 months × 5/8 % = 31.25 % → $2,625
    expect(
      monthlyBenefitCents({
        piaCents: PIA,
        claimAgeMonths: 840,
        fraMonths: fullRetirementAge(1942).totalMonths,
        birthYear: 1942,
      }),
    ).toBe(262_500)
  })

  it('floors to the whole dollar', () => {
    // PIA $1,234.50 at 62 with FRA 67: 70 % = 864.15 → $864
    expect(monthlyBenefitCents({ piaCents: 123_450, claimAgeMonths: 744, fraMonths: 804 })).toBe(86_400)
  })

  it('refuses claims before 62 and unusable input', () => {
    expect(benefit(61, 804, 11)).toBeNull()
    expect(monthlyBenefitCents({ piaCents: -1, claimAgeMonths: 804, fraMonths: 804 })).toBeNull()
    expect(monthlyBenefitCents({ piaCents: PIA, claimAgeMonths: 800.5, fraMonths: 804 })).toBeNull()
    expect(monthlyBenefitCents({ piaCents: Number.NaN, claimAgeMonths: 804, fraMonths: 804 })).toBeNull()
  })
})

describe('claimingComparison', () => {
  it('lists 62 to 70 for FRA 67', () => {
    const rows = claimingComparison(PIA, 804)
    expect(rows.map((r) => r.claimAgeMonths / 12)).toEqual([62, 63, 64, 65, 66, 67, 68, 69, 70])
    expect(rows.map((r) => r.monthlyBenefitCents / 100)).toEqual([1400, 1500, 1600, 1733, 1866, 2000, 2160, 2320, 2480])
    expect(rows.map((r) => r.percentOfPia)).toEqual([70, 75, 80, 86.67, 93.33, 100, 108, 116, 124])
    expect(rows[0].annualBenefitCents).toBe(1_680_000)
    expect(rows.map((r) => r.timing)).toEqual([
      'early',
      'early',
      'early',
      'early',
      'early',
      'full',
      'delayed',
      'delayed',
      'delayed',
    ])
  })

  it('adds a row at an FRA with months', () => {
    const rows = claimingComparison(PIA, 800)
    expect(rows.map((r) => r.claimAgeMonths)).toEqual([744, 756, 768, 780, 792, 800, 804, 816, 828, 840])
    const atFra = rows.find((r) => r.claimAgeMonths === 800)
    expect(atFra?.monthlyBenefitCents).toBe(200_000)
    expect(atFra?.timing).toBe('full')
    // 67 is 4 months after FRA: 4 × 2/3 % = 2.67 % → 2053.33 → $2,053
    expect(rows.find((r) => r.claimAgeMonths === 804)?.monthlyBenefitCents).toBe(205_300)
  })
})

describe('claimingTiming', () => {
  it('compares with FRA', () => {
    expect(claimingTiming(803, 804)).toBe('early')
    expect(claimingTiming(804, 804)).toBe('full')
    expect(claimingTiming(805, 804)).toBe('delayed')
  })
})

describe('breakevenAgeMonths', () => {
  it('62 against 67 with FRA 67 breaks even at 78 and 7 months', () => {
    // $1,400 from month 744 against $2,000 from month 804:
    // 2000 (m − 803) = 1400 (m − 743) → 600 m = 565,800 → m = 943 (78 years, 7 months),
    // when both have paid $280,000.
    expect(
      breakevenAgeMonths({ piaCents: PIA, fraMonths: 804, earlierClaimAgeMonths: 744, laterClaimAgeMonths: 804 }),
    ).toBe(943)
  })

  it('67 against 70 with FRA 67 breaks even at 82 and 6 months', () => {
    // 2480 (m − 839) = 2000 (m − 803) → 480 m = 2,080,720 − 1,606,000 = 474,720 → m = 989
    expect(
      breakevenAgeMonths({ piaCents: PIA, fraMonths: 804, earlierClaimAgeMonths: 804, laterClaimAgeMonths: 840 }),
    ).toBe(989)
  })

  it('rounds a fractional month up', () => {
    // 62 ($1,400) against 63 ($1,500): 1500 (m − 755) = 1400 (m − 743) → 100 m = 92,300 → 923;
    // 62 against 64 ($1,600): 200 m = 1600·767 − 1400·743 = 1,227,200 − 1,040,200 = 187,000 → 935
    expect(
      breakevenAgeMonths({ piaCents: PIA, fraMonths: 804, earlierClaimAgeMonths: 744, laterClaimAgeMonths: 756 }),
    ).toBe(923)
    expect(
      breakevenAgeMonths({ piaCents: PIA, fraMonths: 804, earlierClaimAgeMonths: 744, laterClaimAgeMonths: 768 }),
    ).toBe(935)
    // 65 ($1,733) against 66 ($1,866): 133 m = 1866·791 − 1733·779 = 1,476,006 − 1,350,007 = 125,999
    // → 947.36… → 948
    expect(
      breakevenAgeMonths({ piaCents: PIA, fraMonths: 804, earlierClaimAgeMonths: 780, laterClaimAgeMonths: 792 }),
    ).toBe(948)
  })

  it('is null when the later claim is not later or never pays more', () => {
    expect(
      breakevenAgeMonths({ piaCents: PIA, fraMonths: 804, earlierClaimAgeMonths: 804, laterClaimAgeMonths: 804 }),
    ).toBeNull()
    expect(
      breakevenAgeMonths({ piaCents: PIA, fraMonths: 804, earlierClaimAgeMonths: 840, laterClaimAgeMonths: 852 }),
    ).toBeNull()
  })
})

describe('formatAgeMonths', () => {
  it('writes years and months', () => {
    expect(formatAgeMonths(804)).toBe('67')
    expect(formatAgeMonths(800)).toBe('66 and 8 months')
    expect(formatAgeMonths(793)).toBe('66 and 1 month')
  })
})

// SSA's age rules with the full date of birth. Sources: a person attains an age the day before
// the birthday (20 CFR 404.2(c)(4), SSR 63-15); "If you were born on the 1st of the month, we
// figure your benefit (and your full retirement age) as if your birthday was in the previous
// month" and "You must be at least 62 for the entire month" (ssa.gov agereduction.html);
// benefits before FRA start in the first month at 62 throughout (20 CFR 404.311(a)(2)).
describe('birth date rules', () => {
  it('born on the 1st counts as born the month before; on 1 January, in December of the year before', () => {
    expect(ssaBirthMonth('1960-03-01')).toEqual({ year: 1960, month: 2 })
    expect(ssaBirthMonth('1960-01-01')).toEqual({ year: 1959, month: 12 })
    expect(ssaBirthMonth('1960-03-02')).toEqual({ year: 1960, month: 3 })
    expect(ssaBirthMonth('1960-03-31')).toEqual({ year: 1960, month: 3 })
    expect(ssaBirthMonth('1960-02-30')).toBeNull()
    expect(ssaBirthMonth('1960-3-1')).toBeNull()
  })

  it('1 January takes the previous year’s FRA: born 1 January 1956 has 66 and 2 months (1955’s), not 66 and 4', () => {
    expect(fullRetirementAgeForBirthDate('1956-01-01')).toEqual({ years: 66, months: 2, totalMonths: 794 })
    expect(fullRetirementAgeForBirthDate('1956-01-02')).toEqual({ years: 66, months: 4, totalMonths: 796 })
    // Born 1 March 1960: still a 1960 birth, FRA 67, but reached in February 2027.
    expect(fullRetirementAgeForBirthDate('1960-03-01')?.totalMonths).toBe(804)
    expect(monthAtAge({ year: 1960, month: 2 }, 804)).toBe('2027-02')
  })

  it('the earliest claim is the first month at 62 throughout', () => {
    // Born 2 March 1960: 62 is attained on 1 March 2022, so March 2022 = 62 and 0 months.
    expect(earliestClaimAgeMonthsForBirthDate('1960-03-02')).toBe(744)
    expect(monthAtAge({ year: 1960, month: 3 }, 744)).toBe('2022-03')
    // Born 1 March 1960: 62 is attained on 28 February 2022, SSA birth month February, so the
    // first whole month is March 2022 = 62 and 1 month of SSA age.
    expect(earliestClaimAgeMonthsForBirthDate('1960-03-01')).toBe(745)
    expect(monthAtAge({ year: 1960, month: 2 }, 745)).toBe('2022-03')
    // Born 15 March 1960: 62 on 14 March 2022, first whole month April 2022.
    expect(earliestClaimAgeMonthsForBirthDate('1960-03-15')).toBe(745)
    expect(monthAtAge({ year: 1960, month: 3 }, 745)).toBe('2022-04')
    expect(earliestClaimAgeMonthsForBirthDate('not a date')).toBeNull()
  })

  it('a claim at 62 and 1 month with FRA 67 is 59 months early: $1,408 of $2,000', () => {
    // 36 × 5/9 % + 23 × 5/12 % = 20 % + 9.583 % = 29.583 %: 70.417 % × 2,000 = 1,408.33 → $1,408
    expect(monthlyBenefitCents({ piaCents: PIA, claimAgeMonths: 745, fraMonths: 804 })).toBe(140_800)
    const rows = claimingComparison(PIA, 804, 1960, 745)
    expect(rows[0]).toMatchObject({ claimAgeMonths: 745, percentOfPia: 70.42, monthlyBenefitCents: 140_800 })
    expect(rows.map((r) => r.claimAgeMonths)).toEqual([745, 756, 768, 780, 792, 804, 816, 828, 840])
  })
})
