import { formatCents } from '../format.ts'
import { analyzeMatch, describeMatchFormula, parseMatchFormula, type MatchTier } from '../match-formula.ts'
import { centsToDollars, dollarsToCents } from '../money.ts'
import type { MatchAnalysisInput, VestingSchedule } from '../../schemas/retirement.ts'

// The 401(k) match analyser's answer (spec 02 §2.7), as the Retirement page and
// /api/v1/retirement/match-analysis give it: the match the formula pays within the year's IRS
// limits, what the contribution captures and what it leaves on the table, and any nonelective
// contribution the employer pays regardless. Dollars. Pure: a formula or figures it cannot
// use come back as a problem naming the field, which the service turns into its error.

export type MatchAnalysisResult = {
  year: number
  limits_year: number
  formula: string
  tiers: { from_percent: number; to_percent: number; match_rate_percent: number }[]
  annual_match_cap: number | null
  salary: number
  /** Salary the plan counts: capped at the year's 401(a)(17) compensation limit. */
  compensation: number
  compensation_capped: boolean
  contribution_percent: number
  deferral_limit: number
  deferral_limit_source: 'irs' | 'entered'
  employee_contribution: number
  contribution_capped: boolean
  /** The most the employer pays in a year under the formula and the limits. */
  max_annual_match: number
  max_limited_by_deferral_limit: boolean
  /** What the user's contribution earns in a year. */
  captured_match: number
  left_on_table: number
  /** Contribution, in percent of pay, that earns the full match. */
  contribution_needed_percent: number
  /** A nonelective contribution as a share of pay (e.g. 3 for safe harbor nonelective), or null. */
  nonelective_percent: number | null
  /** What the nonelective contribution pays in a year, whatever the employee contributes. */
  nonelective_contribution: number
  /** Captured match plus the nonelective contribution. */
  total_employer_contribution: number
  /** IRC 415(c)(1): the year's dollar limit on employee + employer additions, or 100 % of pay if less. */
  annual_additions_limit: number
  annual_additions_capped: boolean
  vesting_schedule: VestingSchedule | null
  vesting_note: string | null
  message: string
}

const VESTING_NOTES: Record<VestingSchedule, string> = {
  immediate: 'Immediate vesting: the match is yours as soon as it is paid in.',
  '1-year': '1-year cliff: you keep the match once you have one year of service; leaving earlier forfeits it.',
  '3-year-graded': '3-year graded: about a third of the match vests each year of service; all of it after three years.',
  '5-year-graded': '5-year graded: about a fifth of the match vests each year of service; all of it after five years.',
}

const tiersJson = (tiers: MatchTier[]) =>
  tiers.map((t) => ({ from_percent: t.fromPercent, to_percent: t.toPercent, match_rate_percent: t.matchRatePercent }))

type MatchFigures = NonNullable<ReturnType<typeof analyzeMatch>>

function matchMessage(analysis: MatchFigures, nonelectivePercent: number | null) {
  let message: string
  const nonelective = analysis.nonelectiveCents
  if (analysis.maxMatchCents === 0 && nonelective > 0) {
    message =
      `Your employer contributes ${formatCents(nonelective)} a year (${nonelectivePercent}% of pay) whatever you ` +
      'contribute: a nonelective contribution, with no match to capture.'
  } else if (analysis.maxMatchCents === 0) {
    message = 'This formula pays no match on your salary.'
  } else if (analysis.leftOnTableCents > 0) {
    message =
      `You're leaving free money on the table! Contributing ${Number(analysis.percentForFullMatch.toFixed(2))}% of your pay ` +
      `would capture the full ${formatCents(analysis.maxMatchCents)} match, ` +
      `${formatCents(analysis.leftOnTableCents)} more a year.`
  } else {
    message = `Your contribution captures the full employer match of ${formatCents(analysis.maxMatchCents)} a year.`
  }
  if (analysis.maxMatchCents > 0 && nonelective > 0) {
    message += ` Your employer also contributes ${formatCents(nonelective)} a year (${nonelectivePercent}% of pay) whatever you contribute.`
  }
  if (analysis.deferralCapped) {
    message += ` Your contribution is capped at the ${formatCents(analysis.deferralLimitCents)} deferral limit.`
  }
  if (analysis.annualAdditionsCapped) {
    message +=
      ` Your contributions and your employer's together are held to the ${formatCents(analysis.annualAdditionsLimitCents)}` +
      ' annual additions limit (IRS 415(c)), so the employer pays less than the formula.'
  }
  return message
}

export type MatchAnalysisProblem = { field: 'match_formula' | 'salary'; message: string }

export type MatchAnalysisOutcome =
  { result: MatchAnalysisResult; problem: null } | { result: null; problem: MatchAnalysisProblem }

/** The match analysis, or the field and reason when the formula or the figures cannot be used. */
export function matchAnalysisResult(input: MatchAnalysisInput, today = new Date()): MatchAnalysisOutcome {
  const parsed = parseMatchFormula(input.match_formula)
  if (parsed.formula === null) return { result: null, problem: { field: 'match_formula', message: parsed.reason } }
  const year = input.year ?? today.getFullYear()
  const override = input.deferral_limit ?? null
  const analysis = analyzeMatch({
    formula: parsed.formula,
    salaryCents: dollarsToCents(input.salary) ?? 0,
    contributionPercent: input.contribution_percent,
    year,
    deferralLimitCents: override === null ? null : dollarsToCents(override),
  })
  if (!analysis) {
    return { result: null, problem: { field: 'salary', message: 'Salary and contribution could not be analysed' } }
  }
  const vesting = input.vesting_schedule ?? null
  const nonelectivePercent = parsed.formula.nonelectivePercent ?? null
  const result: MatchAnalysisResult = {
    year,
    limits_year: analysis.limitsYear,
    formula: describeMatchFormula(parsed.formula),
    tiers: tiersJson(parsed.formula.tiers),
    annual_match_cap: parsed.formula.annualCapCents === null ? null : centsToDollars(parsed.formula.annualCapCents),
    salary: input.salary,
    compensation: centsToDollars(analysis.compensationCents),
    compensation_capped: analysis.compensationCapped,
    contribution_percent: input.contribution_percent,
    deferral_limit: centsToDollars(analysis.deferralLimitCents),
    deferral_limit_source: override === null ? 'irs' : 'entered',
    employee_contribution: centsToDollars(analysis.employeeDeferralCents),
    contribution_capped: analysis.deferralCapped,
    max_annual_match: centsToDollars(analysis.maxMatchCents),
    max_limited_by_deferral_limit: analysis.maxLimitedByDeferralLimit,
    captured_match: centsToDollars(analysis.capturedMatchCents),
    left_on_table: centsToDollars(analysis.leftOnTableCents),
    contribution_needed_percent: analysis.percentForFullMatch,
    nonelective_percent: nonelectivePercent,
    nonelective_contribution: centsToDollars(analysis.nonelectiveCents),
    total_employer_contribution: centsToDollars(analysis.capturedMatchCents + analysis.nonelectiveCents),
    annual_additions_limit: centsToDollars(analysis.annualAdditionsLimitCents),
    annual_additions_capped: analysis.annualAdditionsCapped,
    vesting_schedule: vesting,
    vesting_note: vesting === null ? null : VESTING_NOTES[vesting],
    message: matchMessage(analysis, nonelectivePercent),
  }
  return { result, problem: null }
}
