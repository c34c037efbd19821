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
// IRC 401(k)(12)(B)(i): the basic safe harbor match, 100 % of the first 3 % and 50 % of the next 2 %.
const SAFE_HARBOR = [
  { fromPercent: 0, toPercent: 3, matchRatePercent: 100 },
  { fromPercent: 3, toPercent: 5, matchRatePercent: 50 },
]
// IRC 401(k)(13)(D)(i)(I): the QACA safe harbor match, 100 % of the first 1 % and 50 % of the next 5 %.
const QACA = [
  { fromPercent: 0, toPercent: 1, matchRatePercent: 100 },
  { fromPercent: 1, toPercent: 6, matchRatePercent: 50 },
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

  it.each([
    ['basic safe harbor', SAFE_HARBOR],
    ['Traditional Safe-Harbor match', SAFE_HARBOR],
    ['QACA', QACA],
    ['QACA safe harbor', QACA],
    ['qaca safe harbour match', QACA],
    ['automatic enrollment safe harbor', QACA],
  ])('safe harbor name "%s"', (text, tiers) => {
    expect(parsed(text)).toEqual({ tiers, annualCapCents: null })
  })

  it.each([
    'safe harbor nonelective',
    'Safe Harbor Non-Elective',
    'nonelective safe harbor contribution',
    'QACA nonelective',
  ])('"%s" is 3%% of pay whatever the deferral (401(k)(12)(C), (13)(D)(i)(II))', (text) => {
    expect(parsed(text)).toEqual({ tiers: [], annualCapCents: null, nonelectivePercent: 3 })
  })

  it('reads a nonelective contribution with or without a match', () => {
    expect(parsed('3% nonelective')).toEqual({ tiers: [], annualCapCents: null, nonelectivePercent: 3 })
    expect(parsed('4% safe harbor non-elective contribution')).toEqual({
      tiers: [],
      annualCapCents: null,
      nonelectivePercent: 4,
    })
    expect(parsed('50% up to 6% plus 3% nonelective')).toEqual({
      tiers: single(50, 6),
      annualCapCents: null,
      nonelectivePercent: 3,
    })
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
    // A rate without its limit is not "all of pay": the limit is asked for.
    ['100%', /^No limit given for the 100% match: up to what share of your pay does your employer match\?/],
    ['dollar for dollar', /No limit given for the 100% match: up to what share of your pay/],
    ['100% match, max $5,000', /No limit given for the 100% match/],
    ['3% nonelective, max $2,000', /A dollar cap applies to a match/],
    ['3% nonelective and 2% nonelective', /Only one nonelective contribution/],
    ['150% nonelective', /must be above 0% and at most 100% of pay/],
    ['3% 4% nonelective', /Write a nonelective contribution like "3% nonelective"/],
    ['our plan is safe harbor', /Could not read/],
    ['enhanced QACA', /Could not read "enhanced qaca"/],
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
    expect(describeMatchFormula(parsed('QACA'))).toBe('100% of the first 1% of pay, 50% of the next 5%')
    expect(describeMatchFormula(parsed('safe harbor nonelective'))).toBe(
      '3% of pay whatever you contribute (nonelective)',
    )
    expect(describeMatchFormula(parsed('50% up to 6% plus 3% nonelective'))).toBe(
      '50% of the first 6% of pay plus 3% of pay whatever you contribute (nonelective)',
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

  it('QACA: 1,000 + 50 % × 5,000 = 3,500 at 6 %', () => {
    // At 3 %: 100 % of 1,000 + 50 % of 2,000 = 2,000; 1,500 left.
    expect(run('QACA', 3)).toMatchObject({
      maxMatchCents: $(3_500),
      capturedMatchCents: $(2_000),
      leftOnTableCents: $(1_500),
      percentForFullMatch: 6,
      nonelectiveCents: 0,
    })
    expect(run('QACA safe harbor', 6)).toMatchObject({ capturedMatchCents: $(3_500), leftOnTableCents: 0 })
  })

  it('safe harbor nonelective: 3 % of 100,000 = 3,000 at any deferral, nothing to capture', () => {
    for (const contribution of [0, 3, 10]) {
      expect(run('safe harbor nonelective', contribution)).toMatchObject({
        nonelectiveCents: $(3_000),
        maxMatchCents: 0,
        capturedMatchCents: 0,
        leftOnTableCents: 0,
        percentForFullMatch: 0,
        annualAdditionsCapped: false,
      })
    }
  })

  it('a match with a nonelective part: 50 % up to 6 % plus 3 %', () => {
    // At 4 %: match 2,000 of 3,000; nonelective 3,000 whatever the deferral.
    expect(run('50% up to 6% plus 3% nonelective', 4)).toMatchObject({
      maxMatchCents: $(3_000),
      capturedMatchCents: $(2_000),
      leftOnTableCents: $(1_000),
      nonelectiveCents: $(3_000),
      percentForFullMatch: 6,
    })
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

  it('415(c): 200 % up to 100 % on $300,000 in 2026 stops at $72,000 in all', () => {
    // IRS Notice 2025-67: 415(c)(1)(A) $72,000, 402(g) $24,500 for 2026.
    // Uncapped at a 24,500 deferral the match would be 49,000: 73,500 in all. The most match is
    // where match + deferral = 72,000: 2d + d = 72,000, d = 24,000 (8 % of pay), match 48,000.
    const at = (contributionPercent: number) =>
      analyzeMatch({ formula: parsed('200% up to 100%'), salaryCents: $(300_000), contributionPercent, year: 2026 })
    expect(at(10)).toMatchObject({
      annualAdditionsLimitCents: $(72_000),
      employeeDeferralCents: $(24_500),
      maxMatchCents: $(48_000),
      percentForFullMatch: 8,
      // 72,000 − 24,500 = 47,500: deferring past 8 % only swaps employer money for your own.
      capturedMatchCents: $(47_500),
      leftOnTableCents: 0,
      annualAdditionsCapped: true,
    })
    // At 5 %: 15,000 deferred, 30,000 matched (45,000 in all, under the limit); 18,000 left.
    expect(at(5)).toMatchObject({ capturedMatchCents: $(30_000), leftOnTableCents: $(18_000) })
    expect(at(8)).toMatchObject({ capturedMatchCents: $(48_000), leftOnTableCents: 0 })
  })

  it('415(c)(1)(B): additions are also held to 100 % of pay', () => {
    // $20,000 of pay, 200 % up to 50 %, 2025: at 50 % the deferral is 10,000 and the formula
    // 20,000, 30,000 in all; the limit is 20,000 (pay), so the match is 10,000. The most match
    // is where 2d = 20,000 − d: d = 6,666.67 (33.33… % → 33.34 %), match 13,333.33.
    const result = analyzeMatch({
      formula: parsed('200% up to 50%'),
      salaryCents: $(20_000),
      contributionPercent: 50,
      year: 2025,
    })
    expect(result).toMatchObject({
      annualAdditionsLimitCents: $(20_000),
      capturedMatchCents: $(10_000),
      maxMatchCents: 1_333_333,
      percentForFullMatch: 33.34,
      leftOnTableCents: 0,
      annualAdditionsCapped: true,
    })
  })

  it('415(c) does not count an age-50 catch-up (414(v)(3)(A)) and keeps the nonelective part first', () => {
    // 2024: 402(g) $23,000, 415(c) $69,000, pay capped at $345,000. A typed limit of 30,500
    // includes a 7,500 catch-up, so only 23,000 of the deferral counts: room 69,000 − 23,000
    // = 46,000 for the 61,000 the formula would pay.
    expect(
      analyzeMatch({
        formula: parsed('200% up to 20%'),
        salaryCents: $(400_000),
        contributionPercent: 10,
        year: 2024,
        deferralLimitCents: $(30_500),
      }),
    ).toMatchObject({ employeeDeferralCents: $(30_500), capturedMatchCents: $(46_000), annualAdditionsCapped: true })
    // 2026, $360,000: nonelective 3 % = 10,800; deferral 24,500; room for the match
    // 72,000 − 24,500 − 10,800 = 36,700. Most match where 2d = 72,000 − 10,800 − d: d = 20,400
    // (5.666… % → 5.67 %), match 40,800.
    expect(
      analyzeMatch({
        formula: parsed('200% up to 10% plus 3% nonelective'),
        salaryCents: $(360_000),
        contributionPercent: 10,
        year: 2026,
      }),
    ).toMatchObject({
      nonelectiveCents: $(10_800),
      capturedMatchCents: $(36_700),
      maxMatchCents: $(40_800),
      percentForFullMatch: 5.67,
      leftOnTableCents: 0,
    })
  })

  it('the usual formulas stay far below 415(c)', () => {
    const result = analyzeMatch({
      formula: parsed('100% up to 10%'),
      salaryCents: $(300_000),
      contributionPercent: 10,
      year: 2024,
    })
    // 23,000 + 23,000 = 46,000 < 69,000
    expect(result).toMatchObject({ capturedMatchCents: $(23_000), annualAdditionsCapped: false })
  })

  it('refuses unusable input (salary, percentage, NaN)', () => {
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
