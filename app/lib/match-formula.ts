import { formatCentsExact } from './format.ts'
import {
  compensationLimitCents,
  electiveDeferralLimitCents,
  retirementLimitsOrNearest,
} from './tax/retirement-limits.ts'

// Employer 401(k) match formulas, read from the text people type ("50% up to 6%", "100% of
// first 3% and 50% of next 2%", "dollar for dollar up to 4%") and applied to a salary.
//
// A formula is a list of tiers over the employee's deferral, as a percentage of pay: each tier
// matches `matchRatePercent` of what the employee defers between `fromPercent` and `toPercent`
// of pay. "100% of first 3% and 50% of next 2%" is [0–3 at 100 %, 3–5 at 50 %].
//
// Choices (stated because plans differ):
//   - The match is computed on the year as a whole, on the employee's elective deferrals, as
//     if the plan trued up at year end. A plan that matches per pay period without a true-up
//     pays less to someone who reaches the deferral limit early in the year.
//   - Deferrals are a percentage of compensation capped at the year's 401(a)(17) limit, and
//     cannot exceed the 402(g) elective deferral limit (catch-up contributions at 50+ are not
//     counted or matched). A higher percentage earns no more match than the capped deferral.
//   - An optional dollar cap in the text ("max $2,000") is read as a yearly cap.
//   - The 415(c) limit on total additions is not applied: with a deferral at most the 402(g)
//     limit and a match at most that again, the total stays below it for the years we hold.

export type MatchTier = { fromPercent: number; toPercent: number; matchRatePercent: number }

export type MatchFormula = { tiers: MatchTier[]; annualCapCents: number | null }

export type MatchFormulaParse = { formula: MatchFormula; reason: null } | { formula: null; reason: string }

const MAX_TEXT_LENGTH = 200
const MAX_MATCH_RATE_PERCENT = 200
const EXAMPLE = 'Write it like "50% up to 6%" or "100% of first 3% and 50% of next 2%".'

// Words that may surround the numbers without changing their meaning.
const FILLER_WORDS = new Set([
  'a',
  'an',
  'all',
  'annual',
  'at',
  'base',
  'comp',
  'company',
  'compensation',
  'contribute',
  'contributed',
  'contributes',
  'contribution',
  'contributions',
  'deferral',
  'deferrals',
  'defer',
  'deferred',
  'dollar',
  'each',
  'earnings',
  'eligible',
  'employee',
  "employee's",
  'employer',
  'every',
  'first',
  'for',
  'gross',
  'in',
  'income',
  'is',
  'match',
  'matched',
  'matches',
  'matching',
  'my',
  'next',
  'of',
  'on',
  'pay',
  'plan',
  'salary',
  'that',
  'the',
  'to',
  'up',
  'wages',
  'will',
  'with',
  'you',
  'your',
])

function normalize(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/401\s*\(?k\)?/g, ' ')
      // Thousands separators, so that a comma only ever separates clauses.
      .replace(/(\d),(?=\d{3}\b)/g, '$1')
      .replace(/\bper\s*cent\b|\bpercent\b|\bpct\b/g, '%')
      .replace(/(\d)\s+%/g, '$1%')
      .replace(/\bdollar[\s-]+for[\s-]+dollar\b/g, '100%')
      // "50 cents on the dollar", "50¢ per dollar"
      .replace(/(\d+(?:\.\d+)?)\s*(?:cents?|¢)\s*(?:on|per|for)\s*(?:the|each|every)?\s*dollar\b/g, '$1%')
      // "$0.50 per $1", "$.50 for every dollar"
      .replace(
        /\$\s*0?\.(\d{1,2})\s*(?:on|per|for)\s*(?:the|each|every)?\s*(?:\$\s*1(?:\.00)?\b|dollar\b)/g,
        (_, digits: string) => `${Number(digits.padEnd(2, '0'))}%`,
      )
      .replace(/\bhalf\b/g, '50%')
      .replace(/\s+/g, ' ')
      .trim()
  )
}

function onlyFiller(text: string): boolean {
  const words = text
    .replace(/[().:]/g, ' ')
    .split(' ')
    .filter((word) => word !== '')
  return words.every((word) => FILLER_WORDS.has(word))
}

type Piece =
  | { kind: 'tier'; rate: number; limit: number; next: boolean }
  | { kind: 'rate'; rate: number }
  | { kind: 'limit'; limit: number; next: boolean }
  | { kind: 'cap'; cents: number }
  | { kind: 'filler' }

const PERCENT = /(\d+(?:\.\d+)?)%/g
const LIMIT_WORDS = /\b(?:up to|first|next|to|until)\b/
const TIER_LINK = /\b(?:up to|first|next|of|on|to)\b/
const CAP =
  /^(?:with )?(?:an? )?(?:max(?:imum)?|cap(?:ped)?(?: at)?|limit(?:ed)?(?: to)?|not to exceed|up to)\s*(?:of )?\$\s*(\d+)(?:\.(\d{1,2}))?\s*(?:(?:a|per|each) year|annually|yearly|per annum)?$/

function readClause(clause: string): Piece | string {
  const percents = [...clause.matchAll(PERCENT)]
  const unreadable = `Could not read "${clause}". ${EXAMPLE}`
  if (percents.length === 0) {
    const cap = CAP.exec(clause)
    if (cap) {
      const cents = Number(cap[1]) * 100 + Number((cap[2] ?? '').padEnd(2, '0'))
      return cents > 0 ? { kind: 'cap', cents } : unreadable
    }
    return onlyFiller(clause) ? { kind: 'filler' } : unreadable
  }
  if (percents.length > 2) return unreadable
  const first = percents[0]
  const before = clause.slice(0, first.index)
  if (percents.length === 1) {
    const after = clause.slice(first.index + first[0].length)
    if (!onlyFiller(before) || !onlyFiller(after)) return unreadable
    const value = Number(first[1])
    if (LIMIT_WORDS.test(before)) return { kind: 'limit', limit: value, next: /\bnext\b/.test(before) }
    return { kind: 'rate', rate: value }
  }
  const second = percents[1]
  const between = clause.slice(first.index + first[0].length, second.index)
  const after = clause.slice(second.index + second[0].length)
  if (!onlyFiller(before) || !onlyFiller(between) || !onlyFiller(after)) return unreadable
  if (!TIER_LINK.test(between)) {
    return `Could not tell the match rate from the limit in "${clause}". ${EXAMPLE}`
  }
  return { kind: 'tier', rate: Number(first[1]), limit: Number(second[1]), next: /\bnext\b/.test(between) }
}

function presetFormula(text: string): MatchFormula | null {
  if (/\d/.test(text)) return null
  // IRC 401(k)(12)(B): the basic safe harbor match; the common "enhanced" form is 100 % of 4 %.
  if (/\benhanced safe[\s-]?harbou?r\b/.test(text)) {
    return { tiers: [{ fromPercent: 0, toPercent: 4, matchRatePercent: 100 }], annualCapCents: null }
  }
  if (/\bsafe[\s-]?harbou?r\b/.test(text)) {
    return {
      tiers: [
        { fromPercent: 0, toPercent: 3, matchRatePercent: 100 },
        { fromPercent: 3, toPercent: 5, matchRatePercent: 50 },
      ],
      annualCapCents: null,
    }
  }
  return null
}

/**
 * Reads a match formula. Case, spacing and wording are forgiving ("100 Percent up to 3 % of
 * salary", "50 cents on the dollar up to 6%", "safe harbor"); anything it cannot read fully
 * is refused with a reason rather than guessed at.
 */
export function parseMatchFormula(text: string | null | undefined): MatchFormulaParse {
  const raw = (text ?? '').trim()
  if (raw === '') return { formula: null, reason: `Enter your employer's match formula. ${EXAMPLE}` }
  if (raw.length > MAX_TEXT_LENGTH) return { formula: null, reason: 'The match formula is too long.' }
  const normalized = normalize(raw)
  const preset = presetFormula(normalized)
  if (preset) return { formula: preset, reason: null }

  const clauses = normalized
    // Clauses: split on commas, "and", "plus", "then"; a dollar cap may follow without a comma.
    .split(/\s*(?:,|;|\band\b|\bplus\b|\bthen\b|\+|&)\s*|\s+(?=(?:max(?:imum)?|capped|not to exceed)\b)/)
    .map((clause) => clause.trim())
    .filter((clause) => clause !== '')

  const tiers: MatchTier[] = []
  let annualCapCents: number | null = null
  let pendingRate: number | null = null

  const addTier = (rate: number, limit: number, next: boolean, label: string): string | null => {
    const fromPercent = tiers.length > 0 ? tiers[tiers.length - 1].toPercent : 0
    const toPercent = next ? fromPercent + limit : limit
    if (!(rate > 0) || rate > MAX_MATCH_RATE_PERCENT) {
      return `The match rate in "${label}" must be above 0% and at most ${MAX_MATCH_RATE_PERCENT}%.`
    }
    if (!(toPercent > fromPercent)) {
      return `Each tier must reach beyond the one before it ("${label}" ends at ${toPercent}% of pay).`
    }
    if (toPercent > 100) return `A match cannot apply beyond 100% of pay ("${label}").`
    tiers.push({ fromPercent, toPercent, matchRatePercent: rate })
    return null
  }

  for (const clause of clauses) {
    const piece = readClause(clause)
    if (typeof piece === 'string') return { formula: null, reason: piece }
    let problem: string | null = null
    if (piece.kind === 'filler') continue
    if (pendingRate !== null && piece.kind !== 'limit') {
      return { formula: null, reason: `No limit given for the ${pendingRate}% match. ${EXAMPLE}` }
    }
    if (piece.kind === 'cap') {
      if (annualCapCents !== null) return { formula: null, reason: 'Only one dollar cap can be given.' }
      annualCapCents = piece.cents
    } else if (piece.kind === 'rate') {
      pendingRate = piece.rate
    } else if (piece.kind === 'limit') {
      if (pendingRate === null) {
        return { formula: null, reason: `No match rate given for "${clause}". ${EXAMPLE}` }
      }
      problem = addTier(pendingRate, piece.limit, piece.next, clause)
      pendingRate = null
    } else {
      problem = addTier(piece.rate, piece.limit, piece.next, clause)
    }
    if (problem) return { formula: null, reason: problem }
  }
  if (pendingRate !== null) {
    return { formula: null, reason: `No limit given for the ${pendingRate}% match. ${EXAMPLE}` }
  }
  if (tiers.length === 0) return { formula: null, reason: `No match rate and limit found. ${EXAMPLE}` }
  return { formula: { tiers, annualCapCents }, reason: null }
}

/** The formula as a sentence: "100% of the first 3% of pay, 50% of the next 2%". */
export function describeMatchFormula(formula: MatchFormula): string {
  const parts = formula.tiers.map((tier, index) =>
    index === 0
      ? `${tier.matchRatePercent}% of the first ${tier.toPercent}% of pay`
      : `${tier.matchRatePercent}% of the next ${round2(tier.toPercent - tier.fromPercent)}%`,
  )
  const cap = formula.annualCapCents === null ? '' : `, up to ${formatCentsExact(formula.annualCapCents)} a year`
  return parts.join(', ') + cap
}

function round2(value: number): number {
  return Math.round(value * 100) / 100
}

/** Match in cents (unrounded) on a deferral of `deferralCents` out of `compensationCents`. */
function matchOn(formula: MatchFormula, compensationCents: number, deferralCents: number): number {
  let match = 0
  for (const tier of formula.tiers) {
    const from = (compensationCents * tier.fromPercent) / 100
    const to = (compensationCents * tier.toPercent) / 100
    const inTier = Math.min(deferralCents, to) - from
    if (inTier > 0) match += (inTier * tier.matchRatePercent) / 100
  }
  return formula.annualCapCents === null ? match : Math.min(match, formula.annualCapCents)
}

/** The smallest deferral (cents, unrounded) that earns `target` of match. */
function deferralFor(formula: MatchFormula, compensationCents: number, target: number): number {
  let earned = 0
  for (const tier of formula.tiers) {
    const from = (compensationCents * tier.fromPercent) / 100
    const to = (compensationCents * tier.toPercent) / 100
    const tierMatch = ((to - from) * tier.matchRatePercent) / 100
    if (earned + tierMatch >= target) return from + ((target - earned) * 100) / tier.matchRatePercent
    earned += tierMatch
  }
  const last = formula.tiers[formula.tiers.length - 1]
  return (compensationCents * last.toPercent) / 100
}

export type MatchAnalysis = {
  /** The tax year whose limits were applied (the nearest held year when the asked one is missing). */
  limitsYear: number
  /** Salary counted by the plan: capped at the 401(a)(17) limit. */
  compensationCents: number
  compensationCapped: boolean
  deferralLimitCents: number
  /** What the employee's percentage defers in the year, after the 402(g) limit. */
  employeeDeferralCents: number
  deferralCapped: boolean
  /** The most match the plan pays this employee in a year, given both limits and any dollar cap. */
  maxMatchCents: number
  /** True when the 402(g) limit, not the formula, sets maxMatchCents. */
  maxLimitedByDeferralLimit: boolean
  capturedMatchCents: number
  leftOnTableCents: number
  /** The contribution percentage of pay that earns maxMatchCents, rounded up to 0.01. */
  percentForFullMatch: number
}

export type MatchInput = {
  formula: MatchFormula
  salaryCents: number
  /** The employee's deferral as a percentage of pay, 0–100. */
  contributionPercent: number
  year: number
  /**
   * The panel's own "limit" field, when the user typed one: replaces the year's 402(g) limit
   * (e.g. to include an age-50 catch-up). Omit to use the IRS figure for the year.
   */
  deferralLimitCents?: number | null
}

/** Null when the salary is negative, the percentage is outside 0–100 or an input is not finite. */
export function analyzeMatch(input: MatchInput): MatchAnalysis | null {
  const { formula, salaryCents, contributionPercent, year } = input
  if (!Number.isFinite(salaryCents) || !Number.isFinite(contributionPercent)) return null
  if (salaryCents < 0 || contributionPercent < 0 || contributionPercent > 100) return null
  const override = input.deferralLimitCents
  if (override !== undefined && override !== null && !(override >= 0)) return null
  const { year: limitsYear } = retirementLimitsOrNearest(year)
  const compensationLimit = compensationLimitCents(limitsYear) ?? Number.POSITIVE_INFINITY
  const deferralLimit = override ?? electiveDeferralLimitCents(limitsYear) ?? Number.POSITIVE_INFINITY

  const compensation = Math.min(salaryCents, compensationLimit)
  const wantedDeferral = (compensation * contributionPercent) / 100
  const deferral = Math.min(wantedDeferral, deferralLimit)

  const top = formula.tiers[formula.tiers.length - 1].toPercent
  const formulaTopDeferral = (compensation * top) / 100
  const bestDeferral = Math.min(formulaTopDeferral, deferralLimit)
  const maxMatch = matchOn(formula, compensation, bestDeferral)
  const captured = matchOn(formula, compensation, deferral)

  // The deferral that first earns the maximum (a dollar cap can be reached before the top tier).
  const neededDeferral = Math.min(bestDeferral, deferralFor(formula, compensation, maxMatch))
  const percentForFullMatch =
    compensation > 0 ? Math.ceil(((neededDeferral * 100) / compensation) * 100 - 1e-9) / 100 : top

  const maxMatchCents = Math.round(maxMatch)
  const capturedMatchCents = Math.round(captured)
  return {
    limitsYear,
    compensationCents: compensation,
    compensationCapped: salaryCents > compensationLimit,
    deferralLimitCents: deferralLimit,
    employeeDeferralCents: Math.round(deferral),
    deferralCapped: wantedDeferral > deferralLimit,
    maxMatchCents,
    maxLimitedByDeferralLimit:
      formulaTopDeferral > deferralLimit && maxMatch < matchOn(formula, compensation, formulaTopDeferral),
    capturedMatchCents,
    leftOnTableCents: Math.max(0, maxMatchCents - capturedMatchCents),
    percentForFullMatch,
  }
}
