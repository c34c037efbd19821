import { describe, expect, it } from 'vitest'
import {
  analyzeMatch,
  describeMatchFormula,
  parseMatchFormula,
  type MatchFormula,
} from '../../app/lib/match-formula.ts'

const $ = (dollars: number) => Math.round(dollars * 100)

function parsed(text: string): MatchFormula {
  const result = parseMatchFormula(text)
  if (!result.formula) throw new Error(`did not parse "${text}": ${result.reason}`)
  return result.formula
}

const single = (rate: number, upTo: number) => [{ fromPercent: 0, toPercent: upTo, matchRatePercent: rate }]
const SAFE_HARBOR = [
  { fromPercent: 0, toPercent: 3, matchRatePercent: 100 },
  { fromPercent: 3, toPercent: 5, matchRatePercent: 50 },
]

describe('parseMatchFormula: accepted texts', () => {
  it.each([
    ['100% up to 3%', single(100, 3)],
    ['50% up to 6%', single(50, 6)],
    ['dollar for dollar up to 4%', single(100, 4)],
    ['Dollar-for-Dollar up to 4% of pay', single(100, 4)],
    ['50% of the first 6%', single(50, 6)],
    ['  100 PERCENT   Up To 3 % of salary ', single(100, 3)],
    ['Employer matches 50% of contributions up to 6% of eligible pay.', single(50, 6)],
    ['50 cents on the dollar up to 6%', single(50, 6)],
    ['$0.50 per $1 up to 6%', single(50, 6)],
    ['half of the first 6%', single(50, 6)],
    ['50% match, up to 6%', single(50, 6)],
    ['3.5% up to 7%', single(3.5, 7)],
    ['100% of first 3% and 50% of next 2%', SAFE_HARBOR],
    ['100% on the first 3% plus 50% on the next 2% of salary', SAFE_HARBOR],
    ['100% up to 3%, then 50% up to 5%', SAFE_HARBOR],
    ['safe harbor', SAFE_HARBOR],
    ['Enhanced Safe Harbor', single(100, 4)],
    [
      '100% of the first 1%; 50% of the next 5%',
      [
        { fromPercent: 0, toPercent: 1, matchRatePercent: 100 },
        { fromPercent: 1, toPercent: 6, matchRatePercent: 50 },
      ],
    ],
    [
      '100% of first 2%, 50% of next 2% and 25% of next 2%',
      [
        { fromPercent: 0, toPercent: 2, matchRatePercent: 100 },
        { fromPercent: 2, toPercent: 4, matchRatePercent: 50 },
        { fromPercent: 4, toPercent: 6, matchRatePercent: 25 },
      ],
    ],
  ])('%s', (text, tiers) => {
    expect(parsed(text)).toEqual({ tiers, annualCapCents: null })
  })

  it('reads a yearly dollar cap', () => {
    expect(parsed('50% up to 6%, max $2,000 per year')).toEqual({ tiers: single(50, 6), annualCapCents: $(2_000) })
    expect(parsed('50% up to 6% capped at $1,500.50')).toEqual({ tiers: single(50, 6), annualCapCents: 150_050 })
    expect(parsed('100% up to 4%, with a maximum of $3,000 annually')).toEqual({
      tiers: single(100, 4),
      annualCapCents: $(3_000),
    })
    expect(parseMatchFormula('50% up to 6%, max $2,000 per paycheck').formula).toBeNull()
  })
})

describe('parseMatchFormula: refused texts', () => {
  it.each([
    ['', /Enter your employer's match formula/],
    ['   ', /Enter your employer's match formula/],
    ['generous match', /Could not read "generous match"/],
    ['match', /No match rate and limit found/],
    ['100% 3%', /Could not tell the match rate from the limit/],
    ['50%', /No limit given for the 50% match/],
    ['up to 6%', /No match rate given for "up to 6%"/],
    ['100% up to 3% and 50% up to 2%', /Each tier must reach beyond the one before it/],
    ['150% of first 120%', /beyond 100% of pay/],
    ['0% up to 3%', /must be above 0%/],
    ['250% up to 3%', /at most 200%/],
    ['50% up to 6% vested after 3 years', /Could not read/],
    ['1% 2% 3%', /Could not read/],
    ['x'.repeat(201), /too long/],
  ])('"%s"', (text, reason) => {
    const result = parseMatchFormula(text)
    expect(result.formula).toBeNull()
    expect(result.reason).toMatch(reason)
  })

  it('null and undefined ask for a formula', () => {
    expect(parseMatchFormula(null).reason).toMatch(/Enter/)
    expect(parseMatchFormula(undefined).reason).toMatch(/Enter/)
  })
})

describe('describeMatchFormula', () => {
  it('writes the tiers out', () => {
    expect(describeMatchFormula(parsed('100% of first 3% and 50% of next 2%'))).toBe(
      '100% of the first 3% of pay, 50% of the next 2%',
    )
    expect(describeMatchFormula(parsed('50% up to 6%, max $2,000'))).toBe(
      '50% of the first 6% of pay, up to $2,000.00 a year',
    )
  })
})

describe('analyzeMatch on a $100,000 salary, 2025', () => {
  const run = (text: string, contributionPercent: number) =>
    analyzeMatch({ formula: parsed(text), salaryCents: $(100_000), contributionPercent, year: 2025 })

  it('100% up to 3%: at, below and above the threshold', () => {
    // Max: 3 % of 100,000 = 3,000
    expect(run('100% up to 3%', 2.99)).toMatchObject({
      maxMatchCents: $(3_000),
      capturedMatchCents: $(2_990),
      leftOnTableCents: $(10),
      percentForFullMatch: 3,
      employeeDeferralCents: $(2_990),
    })
    expect(run('100% up to 3%', 3)).toMatchObject({ capturedMatchCents: $(3_000), leftOnTableCents: 0 })
    expect(run('100% up to 3%', 3.01)).toMatchObject({ capturedMatchCents: $(3_000), leftOnTableCents: 0 })
    expect(run('100% up to 3%', 0)).toMatchObject({ capturedMatchCents: 0, leftOnTableCents: $(3_000) })
  })

  it('50% up to 6% and 50% of the first 6%: 3,000 at 6 %', () => {
    for (const text of ['50% up to 6%', '50% of the first 6%']) {
      // 4 % defers 4,000, half matched: 2,000
      expect(run(text, 4)).toMatchObject({
        maxMatchCents: $(3_000),
        capturedMatchCents: $(2_000),
        leftOnTableCents: $(1_000),
      })
      // 5.99 %: 5,990 × 50 % = 2,995
      expect(run(text, 5.99)).toMatchObject({ capturedMatchCents: $(2_995), leftOnTableCents: $(5) })
      expect(run(text, 6)).toMatchObject({ capturedMatchCents: $(3_000), leftOnTableCents: 0, percentForFullMatch: 6 })
      expect(run(text, 10)).toMatchObject({ capturedMatchCents: $(3_000), leftOnTableCents: 0 })
    }
  })

  it('dollar for dollar up to 4%: 4,000', () => {
    expect(run('dollar for dollar up to 4%', 3.5)).toMatchObject({
      maxMatchCents: $(4_000),
      capturedMatchCents: $(3_500),
      leftOnTableCents: $(500),
      percentForFullMatch: 4,
    })
    expect(run('dollar for dollar up to 4%', 4)).toMatchObject({ leftOnTableCents: 0 })
  })

  it('100% of first 3% and 50% of next 2%: 3,000 + 1,000 = 4,000 at 5 %', () => {
    const text = '100% of first 3% and 50% of next 2%'
    expect(run(text, 2)).toMatchObject({ maxMatchCents: $(4_000), capturedMatchCents: $(2_000) })
    expect(run(text, 3)).toMatchObject({ capturedMatchCents: $(3_000), leftOnTableCents: $(1_000) })
    // 3,000 + 50 % × 1,000 = 3,500
    expect(run(text, 4)).toMatchObject({ capturedMatchCents: $(3_500), leftOnTableCents: $(500) })
    // 3,000 + 50 % × 1,990 = 3,995
    expect(run(text, 4.99)).toMatchObject({ capturedMatchCents: $(3_995), leftOnTableCents: $(5) })
    expect(run(text, 5)).toMatchObject({ capturedMatchCents: $(4_000), leftOnTableCents: 0, percentForFullMatch: 5 })
    expect(run(text, 6)).toMatchObject({ capturedMatchCents: $(4_000), leftOnTableCents: 0 })
  })

  it('a dollar cap is reached before the top tier', () => {
    // 50 % up to 6 % would be 3,000; the cap is 2,000, reached at a 4,000 deferral = 4 %
    expect(run('50% up to 6%, max $2,000', 3)).toMatchObject({
      maxMatchCents: $(2_000),
      capturedMatchCents: $(1_500),
      leftOnTableCents: $(500),
      percentForFullMatch: 4,
    })
    expect(run('50% up to 6%, max $2,000', 5)).toMatchObject({ capturedMatchCents: $(2_000), leftOnTableCents: 0 })
  })

  it('rounds the percentage needed up to the next hundredth', () => {
    // 100 % up to 3 % on $33,333: needed exactly 3 %
    expect(
      analyzeMatch({ formula: parsed('100% up to 3%'), salaryCents: $(33_333), contributionPercent: 1, year: 2025 })
        ?.percentForFullMatch,
    ).toBe(3)
  })
})

describe('analyzeMatch and the IRS limits', () => {
  it('caps compensation at 401(a)(17): $400,000 in 2024 counts as $345,000', () => {
    const result = analyzeMatch({
      formula: parsed('100% up to 3%'),
      salaryCents: $(400_000),
      contributionPercent: 3,
      year: 2024,
    })
    // 3 % of 345,000 = 10,350, not 12,000
    expect(result).toMatchObject({
      compensationCents: $(345_000),
      compensationCapped: true,
      maxMatchCents: $(10_350),
      capturedMatchCents: $(10_350),
      employeeDeferralCents: $(10_350),
    })
  })

  it('the 402(g) limit caps the deferral and with it the match (2024, $23,000)', () => {
    const formula = parsed('100% up to 10%')
    const at = (contributionPercent: number) =>
      analyzeMatch({ formula, salaryCents: $(300_000), contributionPercent, year: 2024 })
    // The formula would match 30,000 at 10 %, but deferrals stop at 23,000: the most match is
    // 23,000, reached at 23,000 / 300,000 = 7.666… % → 7.67 %.
    expect(at(10)).toMatchObject({
      deferralLimitCents: $(23_000),
      employeeDeferralCents: $(23_000),
      deferralCapped: true,
      maxMatchCents: $(23_000),
      maxLimitedByDeferralLimit: true,
      capturedMatchCents: $(23_000),
      leftOnTableCents: 0,
      percentForFullMatch: 7.67,
    })
    // 7.66 % defers 22,980: 20 left on the table
    expect(at(7.66)).toMatchObject({ capturedMatchCents: $(22_980), leftOnTableCents: $(20), deferralCapped: false })
    expect(at(7.67)).toMatchObject({ capturedMatchCents: $(23_000), leftOnTableCents: 0, deferralCapped: true })
  })

  it('uses each year’s limit: 2025 $23,500 and 2026 $24,500', () => {
    const formula = parsed('100% up to 10%')
    expect(analyzeMatch({ formula, salaryCents: $(300_000), contributionPercent: 10, year: 2025 })?.maxMatchCents).toBe(
      $(23_500),
    )
    expect(analyzeMatch({ formula, salaryCents: $(300_000), contributionPercent: 10, year: 2026 })?.maxMatchCents).toBe(
      $(24_500),
    )
  })

  it('a typed limit replaces the IRS one (e.g. with a catch-up)', () => {
    const result = analyzeMatch({
      formula: parsed('100% up to 10%'),
      salaryCents: $(300_000),
      contributionPercent: 10,
      year: 2024,
      deferralLimitCents: $(30_500),
    })
    expect(result).toMatchObject({
      maxMatchCents: $(30_000),
      maxLimitedByDeferralLimit: false,
      percentForFullMatch: 10,
    })
  })

  it('falls back to the nearest year it holds', () => {
    const result = analyzeMatch({
      formula: parsed('100% up to 10%'),
      salaryCents: $(300_000),
      contributionPercent: 10,
      year: 2030,
    })
    expect(result).toMatchObject({ limitsYear: 2026, maxMatchCents: $(24_500) })
  })

  it('refuses unusable input', () => {
    const formula = parsed('100% up to 3%')
    expect(analyzeMatch({ formula, salaryCents: -1, contributionPercent: 3, year: 2025 })).toBeNull()
    expect(analyzeMatch({ formula, salaryCents: $(50_000), contributionPercent: 101, year: 2025 })).toBeNull()
    expect(analyzeMatch({ formula, salaryCents: $(50_000), contributionPercent: Number.NaN, year: 2025 })).toBeNull()
  })

  it('a zero salary earns no match', () => {
    expect(
      analyzeMatch({ formula: parsed('100% up to 3%'), salaryCents: 0, contributionPercent: 5, year: 2025 }),
    ).toMatchObject({
      maxMatchCents: 0,
      capturedMatchCents: 0,
      leftOnTableCents: 0,
    })
  })
})
