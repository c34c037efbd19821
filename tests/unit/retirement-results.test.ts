import { describe, expect, it } from 'vitest'
import { AppError } from '../../app/lib/app-error.ts'
import { matchLimitProblem } from '../../app/lib/match-formula.ts'
import { matchAnalysisResult } from '../../app/lib/retirement/match-result.ts'
import { socialSecurityResult } from '../../app/lib/retirement/social-security-result.ts'
import { MatchAnalysisSchema, SocialSecuritySchema } from '../../app/schemas/retirement.ts'
import { matchAnalysisFor } from '../../app/services/retirement/calculators.server.ts'

// The Retirement panel's answers as the page and the API give them (dollars).

const ss = (input: Record<string, unknown>) => socialSecurityResult(SocialSecuritySchema.parse(input))

describe('socialSecurityResult with a date of birth (SSA age rules, see social-security.ts)', () => {
  it('born 15 March 1960, claiming at 62: from April 2022, 62 and 1 month, $1,408 of $2,000', () => {
    // 20 CFR 404.311(a)(2): 62 throughout the month, so April 2022 (62 is attained 14 March).
    // FRA 67 (March 2027): 59 months early, 20 % + 23 × 5/12 % = 29.583 % off → $1,408.33 → $1,408.
    const result = ss({ estimated_benefit: 2000, claiming_age: 62, birth_date: '1960-03-15' })
    expect(result).toMatchObject({
      birth_year: 1960,
      birth_date: '1960-03-15',
      ssa_birth_month: '1960-03',
      full_retirement_age: { years: 67, months: 0, source: 'birth_date', month: '2027-03' },
      earliest_claiming_age_months: 745,
      claiming_age: 62,
      claiming_age_months: 745,
      claiming_age_label: '62 and 1 month',
      claiming_month: '2022-04',
      monthly_benefit: 1408,
      percent_of_pia: 70.42,
      timing: 'early',
    })
    expect(result.comparison[0]).toMatchObject({ claiming_age_months: 745, claiming_age_label: '62 and 1 month' })
    expect(result.recommendation).toContain('Claiming at 62 and 1 month pays 70.42% of your full benefit')
    expect(result.notes).toEqual([
      'Benefits before full retirement age start in a month you are 62 throughout: 2022-04 at the earliest, so "62" here is 62 and 1 month.',
    ])
    // 62 and 1 month ($1,408 from month 745) against 70 ($2,480 from 840):
    // 2480 (m − 839) ≥ 1408 (m − 744) → m ≥ (2,080,720 − 1,047,552) / 1072 = 963.78 → 964
    expect(result.breakeven.find((b) => b.later_claiming_age_months === 840)).toMatchObject({
      earlier_claiming_age_months: 745,
      breakeven_age_months: 964,
    })
  })

  it('born 2 March 1960: 62 throughout March 2022, so 62 and 0 months and $1,400', () => {
    const result = ss({ estimated_benefit: 2000, claiming_age: 62, birth_date: '1960-03-02' })
    expect(result).toMatchObject({ claiming_age_months: 744, monthly_benefit: 1400, claiming_month: '2022-03' })
    expect(result.notes).toEqual([])
  })

  it('born 1 March 1960: SSA counts February 1960; FRA in February 2027, benefits from March 2022', () => {
    const result = ss({ estimated_benefit: 2000, claiming_age: 62, birth_date: '1960-03-01' })
    expect(result).toMatchObject({
      ssa_birth_month: '1960-02',
      full_retirement_age: { month: '2027-02' },
      claiming_age_months: 745,
      claiming_month: '2022-03',
      monthly_benefit: 1408,
    })
    expect(result.notes[0]).toBe(
      'Born on the 1st: SSA figures your benefit and full retirement age as if you were born in February 1960, since you reach each age the day before your birthday.',
    )
  })

  it('born 1 January 1956 uses 1955’s FRA, 66 and 2 months, where 1956 would give 66 and 4', () => {
    // At 67: 10 months of credit × 2/3 % = 6.67 % → 2,133.33 → $2,133 (66 and 4 would give
    // 8 months, 5.33 %, $2,106).
    const byDate = ss({ estimated_benefit: 2000, claiming_age: 67, birth_date: '1956-01-01' })
    expect(byDate).toMatchObject({
      birth_year: 1956,
      ssa_birth_month: '1955-12',
      full_retirement_age: { years: 66, months: 2, total_months: 794, label: '66 and 2 months' },
      monthly_benefit: 2133,
    })
    const byYear = ss({ estimated_benefit: 2000, claiming_age: 67, birth_year: 1956 })
    expect(byYear).toMatchObject({ full_retirement_age: { label: '66 and 4 months' }, monthly_benefit: 2106 })
  })

  it('born 1 January 1943 earns the 1942 credit of 7.5 % a year, not 8 %', () => {
    // 1942: FRA 65 and 10 months; at 70, 50 months × 7.5/12 % = 31.25 % → $2,625.
    // (Born 2 January 1943: FRA 66, 48 months × 2/3 % = 32 % → $2,640.)
    expect(ss({ estimated_benefit: 2000, claiming_age: 70, birth_date: '1943-01-01' }).monthly_benefit).toBe(2625)
    expect(ss({ estimated_benefit: 2000, claiming_age: 70, birth_date: '1943-01-02' }).monthly_benefit).toBe(2640)
  })

  it('without a date the birth year and the table’s 62 are used as before', () => {
    expect(ss({ estimated_benefit: 2000, claiming_age: 62, birth_year: 1960 })).toMatchObject({
      birth_date: null,
      ssa_birth_month: null,
      full_retirement_age: { source: 'birth_year', month: null },
      claiming_age_months: 744,
      claiming_month: null,
      monthly_benefit: 1400,
      notes: [],
    })
  })

  it('the schema takes a birth date and refuses one that disagrees with the birth year', () => {
    expect(
      SocialSecuritySchema.safeParse({ estimated_benefit: 2000, claiming_age: 67, birth_date: '1960-02-30' }),
    ).toMatchObject({ success: false })
    const mismatch = SocialSecuritySchema.safeParse({
      estimated_benefit: 2000,
      claiming_age: 67,
      birth_year: 1961,
      birth_date: '1960-03-15',
    })
    expect(mismatch.success).toBe(false)
    expect(mismatch.error?.issues).toMatchObject([
      { path: ['birth_year'], message: 'Birth year must be the year of the date of birth (or leave it blank)' },
    ])
    expect(
      SocialSecuritySchema.safeParse({
        estimated_benefit: 2000,
        claiming_age: 67,
        birth_year: 1960,
        birth_date: '1960-03-15',
      }).success,
    ).toBe(true)
  })
})

describe('matchAnalysisResult', () => {
  const analyse = (input: Record<string, unknown>) => matchAnalysisResult(MatchAnalysisSchema.parse(input))

  it('safe harbor nonelective: $3,000 on $100,000 whatever the contribution, no match to capture', () => {
    const { result } = analyse({
      salary: 100000,
      contribution_percent: 0,
      match_formula: 'safe harbor nonelective',
      year: 2025,
    })
    expect(result).toMatchObject({
      formula: '3% of pay whatever you contribute (nonelective)',
      tiers: [],
      nonelective_percent: 3,
      nonelective_contribution: 3000,
      max_annual_match: 0,
      captured_match: 0,
      left_on_table: 0,
      total_employer_contribution: 3000,
      message:
        'Your employer contributes $3,000 a year (3% of pay) whatever you contribute: a nonelective contribution, with no match to capture.',
    })
  })

  it('QACA at 3 % of $100,000: $2,000 of $3,500, 6 % for the full match', () => {
    // 100 % of the first 1 % (1,000) + 50 % of the next 2 % (1,000); full: 1,000 + 50 % × 5,000.
    const { result } = analyse({
      salary: 100000,
      contribution_percent: 3,
      match_formula: 'QACA safe harbor',
      year: 2025,
    })
    expect(result).toMatchObject({
      formula: '100% of the first 1% of pay, 50% of the next 5%',
      max_annual_match: 3500,
      captured_match: 2000,
      left_on_table: 1500,
      contribution_needed_percent: 6,
      nonelective_percent: null,
      nonelective_contribution: 0,
    })
  })

  it('a 415(c)-capped formula says so: 200% up to 100% on $300,000 in 2026', () => {
    // 24,500 deferred; the formula's 49,000 is cut to 72,000 − 24,500 = 47,500.
    const { result } = analyse({
      salary: 300000,
      contribution_percent: 10,
      match_formula: '200% up to 100%',
      year: 2026,
    })
    expect(result).toMatchObject({
      annual_additions_limit: 72000,
      annual_additions_capped: true,
      captured_match: 47500,
      max_annual_match: 48000,
      left_on_table: 0,
    })
    expect(result?.message).toContain('held to the $72,000 annual additions limit (IRS 415(c))')
  })

  it('a rate without a limit is a problem on match_formula that asks for the limit', () => {
    const outcome = matchAnalysisResult({ salary: 100000, contribution_percent: 5, match_formula: '100%' })
    expect(outcome.result).toBeNull()
    expect(outcome.problem).toEqual({
      field: 'match_formula',
      message:
        'No limit given for the 100% match: up to what share of your pay does your employer match? Write it like "100% up to 6%".',
    })
    // The schema refuses it with the same words, so the API and the form answer 422 before.
    const parsed = MatchAnalysisSchema.safeParse({ salary: 100000, contribution_percent: 5, match_formula: '100%' })
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['match_formula'], message: outcome.problem?.message })
  })

  it('the service turns the problem into a 422 AppError on the field', () => {
    let thrown: unknown = null
    try {
      matchAnalysisFor({ salary: 100000, contribution_percent: 5, match_formula: 'dollar for dollar' })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(AppError)
    expect(thrown).toMatchObject({ status: 422, field: 'match_formula' })
    expect(matchAnalysisFor({ salary: 100000, contribution_percent: 5, match_formula: '50% up to 6%' })).toMatchObject({
      captured_match: 2500,
    })
  })
})

describe('matchLimitProblem (the advisor form’s match and limit pair)', () => {
  it('asks for the limit of a match given alone', () => {
    expect(matchLimitProblem(100, null)).toBe(
      'Enter the match limit: up to what share of your pay does your employer match your 100%? For "50% up to 6%" the limit is 6.',
    )
    expect(matchLimitProblem(3, 0)).not.toBeNull()
    expect(matchLimitProblem(3, 6)).toBeNull()
    expect(matchLimitProblem(null, null)).toBeNull()
    expect(matchLimitProblem(0, null)).toBeNull()
  })
})
