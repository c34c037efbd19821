import { describe, expect, it } from 'vitest'
import { iraContributionPlan, type IraFacts } from '../../app/lib/ira-plan.ts'
import { retirementLimits } from '../../app/lib/tax/retirement-limits.ts'

// 2026 (IRS Notice 2025-67): IRA limit $7,500, catch-up $1,100 at 50 and over; Roth phase-out $153,000–$168,000
// single, $242,000–$252,000 joint; traditional deduction phase-out for the covered $81,000–$91,000 single,
// $129,000–$149,000 joint. Each reduced limit by Pub. 590-A's worksheets: limit × (upper − MAGI) ÷ range,
// rounded up to the next $10, at least $200 below the upper end.
const LIMITS_2026 = retirementLimits(2026)!

function facts(overrides: Partial<IraFacts> = {}): IraFacts {
  return {
    age: 40,
    taxYear: 2026,
    limits: LIMITS_2026,
    catchUp: 1_100,
    status: 'single',
    magiCents: 10_000_000,
    wagesCents: 10_000_000,
    covered: false,
    ...overrides,
  }
}

const roth = (asked: number | undefined, overrides: Partial<IraFacts> = {}) =>
  iraContributionPlan(asked, 'roth', facts(overrides))
const traditional = (asked: number, overrides: Partial<IraFacts> = {}) =>
  iraContributionPlan(asked, 'traditional', facts(overrides))

/** No IRA for $7,500 asked, and the reason. */
const nothingOf7500 = (message: string) => ({
  ira: null,
  adjustment: { field: 'ira_annual_contribution', asked: 7_500, used: 0, message },
})

describe('IRA contributions in the plan', () => {
  it('contributes nothing when none is asked, and the amount asked within the limit', () => {
    expect(roth(undefined)).toEqual({ ira: null, adjustment: null })
    expect(roth(0)).toEqual({ ira: null, adjustment: null })
    expect(roth(6_000)).toEqual({ ira: { kind: 'roth', annual: 6_000, deductible: 0 }, adjustment: null })
  })

  it('cuts an amount over the limit to it, the catch-up included at 50 and over, and says so', () => {
    expect(roth(10_000).ira?.annual).toBe(7_500)
    expect(roth(10_000).adjustment).toEqual({
      field: 'ira_annual_contribution',
      asked: 10_000,
      used: 7_500,
      message: 'An IRA takes at most $7,500 a year in 2026: the plan contributes $7,500 a year.',
    })
    expect(roth(10_000, { age: 50 }).adjustment?.message).toBe(
      'An IRA takes at most $8,600 a year in 2026 at 50 and over: the plan contributes $8,600 a year.',
    )
    expect(roth(8_600, { age: 55 })).toMatchObject({ ira: { annual: 8_600 }, adjustment: null })
  })

  it('phases a Roth out by income as Worksheet 2-2 does', () => {
    // 160,000 single: 7,500 × (168,000 − 160,000) ÷ 15,000 = 4,000.
    expect(roth(7_500, { magiCents: 16_000_000 })).toEqual({
      ira: { kind: 'roth', annual: 4_000, deductible: 0 },
      adjustment: {
        field: 'ira_annual_contribution',
        asked: 7_500,
        used: 4_000,
        message:
          'At your income ($160,000 a year after your 401(k) deferral), a Roth IRA takes at most $4,000 a year ' +
          '(its limit phases out from $153,000 to $168,000 for single filers): the plan contributes $4,000 a year.',
      },
    })
    // 155,555: 7,500 × 12,445 ÷ 15,000 = 6,222.50, rounded up to 6,230; 167,900: 50, raised to the $200 floor.
    expect(roth(7_500, { magiCents: 15_555_500 }).ira?.annual).toBe(6_230)
    expect(roth(7_500, { magiCents: 16_790_000 }).ira?.annual).toBe(200)
    // Joint: 245,000 → 7,500 × 7,000 ÷ 10,000 = 5,250.
    expect(roth(7_500, { magiCents: 24_500_000, status: 'married_filing_jointly' }).ira?.annual).toBe(5_250)
    // An amount under the phased limit is kept as asked.
    expect(roth(3_000, { magiCents: 16_000_000 })).toMatchObject({ ira: { annual: 3_000 }, adjustment: null })
  })

  it('contributes nothing to a Roth over the phase-out, and says why', () => {
    expect(roth(7_500, { magiCents: 16_800_000 })).toEqual(
      nothingOf7500(
        "At your income ($168,000 a year after your 401(k) deferral), over the Roth IRA's limit of $168,000 for " +
          'single filers, a Roth IRA takes no contribution: the plan contributes nothing to it.',
      ),
    )
  })

  it('deducts a traditional contribution in full without a workplace plan, else as Worksheet 1-2 phases it', () => {
    // Not covered: deductible whatever the income; a Roth phase-out does not apply to it.
    expect(traditional(7_500, { magiCents: 30_000_000 }).ira).toEqual({
      kind: 'traditional',
      annual: 7_500,
      deductible: 7_500,
    })
    // Covered, single, 86,000: 7,500 × (91,000 − 86,000) ÷ 10,000 = 3,750 deductible of the 7,500.
    expect(traditional(7_500, { magiCents: 8_600_000, covered: true }).ira).toEqual({
      kind: 'traditional',
      annual: 7_500,
      deductible: 3_750,
    })
    // Covered, joint, 160,000: over 149,000, so none of it; 130,000: 7,500 × 19,000 ÷ 20,000 = 7,125, rounded up to 7,130.
    const joint = { status: 'married_filing_jointly', covered: true } as const
    expect(traditional(7_500, { ...joint, magiCents: 16_000_000 }).ira?.deductible).toBe(0)
    expect(traditional(7_500, { ...joint, magiCents: 13_000_000 }).ira?.deductible).toBe(7_130)
    // A smaller contribution deducts in full while the phased limit covers it.
    expect(traditional(2_000, { magiCents: 8_600_000, covered: true }).ira?.deductible).toBe(2_000)
  })

  it('takes no more than the pay for work, and nothing without pay', () => {
    expect(traditional(7_500, { wagesCents: 500_000 })).toMatchObject({
      ira: { annual: 5_000, deductible: 5_000 },
      adjustment: {
        used: 5_000,
        message: 'An IRA takes no more than your pay for work ($5,000 a year): the plan contributes $5,000 a year.',
      },
    })
    expect(roth(7_500, { wagesCents: 0 })).toEqual(
      nothingOf7500(
        'An IRA takes contributions only out of pay for work, and no pay is recorded: the plan contributes nothing to it.',
      ),
    )
  })
})
