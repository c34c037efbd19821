import { formatCentsExact } from './format.ts'
import {
  annualAdditionsLimitCents,
  compensationLimitCents,
  electiveDeferralLimitCents,
  retirementLimitsOrNearest,
} from './tax/retirement-limits.ts'

// Employer 401(k) match formulas, read from the text people type ("50% up to 6%", "100% of
// first 3% and 50% of next 2%", "dollar for dollar up to 4%") and applied to a salary.
//
// A formula is a list of tiers over the employee's deferral, as a percentage of pay: each tier
// matches `matchRatePercent` of what the employee defers between `fromPercent` and `toPercent`
// of pay. "100% of first 3% and 50% of next 2%" is [0–3 at 100 %, 3–5 at 50 %]. A plan may
// also pay a nonelective contribution: a share of pay whatever the employee defers.
//
// Safe harbor names (IRC 401(k)(12) and (13)) read as the law defines them:
//   - "safe harbor" (or "basic safe harbor"): 100 % of the first 3 % and 50 % of the next 2 %
//     (401(k)(12)(B)(i)), 4 % at 5 %;
//   - "QACA" (the automatic-enrollment safe harbor): 100 % of the first 1 % and 50 % of the
//     next 5 % (401(k)(13)(D)(i)(I)), 3.5 % at 6 %;
//   - "safe harbor nonelective" (or "QACA nonelective"): 3 % of compensation paid whatever the
//     employee defers (401(k)(12)(C), 401(k)(13)(D)(i)(II)): not a match, nothing to capture;
//   - "enhanced safe harbor": the common 100 % of the first 4 % (401(k)(12)(B)(ii) allows any
//     formula at least as generous as the basic one; write it out when it differs).
// A match rate without a limit ("100%", "dollar for dollar") is refused: it does not say up to
// what share of pay the employer matches, and reading it as "all of pay" would advise
// deferring up to the 402(g) limit for a match no plan pays.
//
// Choices (stated because plans differ):
//   - The match is computed on the year as a whole, on the employee's elective deferrals, as
//     if the plan trued up at year end. A plan that matches per pay period without a true-up
//     pays less to someone who reaches the deferral limit early in the year.
//   - Deferrals are a percentage of compensation capped at the year's 401(a)(17) limit, and
//     cannot exceed the 402(g) elective deferral limit (catch-up contributions at 50+ are not
//     counted or matched). A higher percentage earns no more match than the capped deferral.
//   - An optional dollar cap in the text ("max $2,000") is read as a yearly cap on the match.
//   - The employee's deferrals and the employer's money together stay within the year's
//     415(c)(1) annual additions limit: the lesser of the dollar limit (retirement-limits.ts)
//     and 100 % of compensation (415(c)(1)(B); compensation capped at 401(a)(17), Treas. Reg.
//     1.415(c)-2(f)). Catch-up contributions do not count against it (414(v)(3)(A)), so a typed
//     deferral limit above the 402(g) figure counts only up to that figure. When the total
//     would pass the limit the employer's money is cut back (the nonelective part kept first):
//     a formula as rich as 200 % of a deferral at the 402(g) limit would otherwise exceed it.

export type MatchTier = { fromPercent: number; toPercent: number; matchRatePercent: number }

export type MatchFormula = {
  tiers: MatchTier[]
  annualCapCents: number | null
  /** An employer contribution as a share of pay, paid whatever the employee defers. */
  nonelectivePercent?: number
}

export type MatchFormulaParse = { formula: MatchFormula; reason: null } | { formula: null; reason: string }

const MAX_TEXT_LENGTH = 200
const MAX_MATCH_RATE_PERCENT = 200
const EXAMPLE = 'Write it like "50% up to 6%" or "100% of first 3% and 50% of next 2%".'
/** The safe harbor nonelective contribution, 401(k)(12)(C) and (13)(D)(i)(II). */
export const SAFE_HARBOR_NONELECTIVE_PERCENT = 3

const noLimit = (rate: number) =>
  `No limit given for the ${rate}% match: up to what share of your pay does your employer match? ` +
  `Write it like "${rate}% up to 6%".`

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
      .replace(/\bnon[\s-]?elective\b/g, 'nonelective')
      .replace(/\bsafe[\s-]?harbou?r\b/g, 'safe harbor')
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
  | { kind: 'nonelective'; percent: number }
  | { kind: 'filler' }

const PERCENT = /(\d+(?:\.\d+)?)%/g
const LIMIT_WORDS = /\b(?:up to|first|next|to|until)\b/
const TIER_LINK = /\b(?:up to|first|next|of|on|to)\b/
const CAP =
  /^(?:with )?(?:an? )?(?:max(?:imum)?|cap(?:ped)?(?: at)?|limit(?:ed)?(?: to)?|not to exceed|up to)\s*(?:of )?\$\s*(\d+)(?:\.(\d{1,2}))?\s*(?:(?:a|per|each) year|annually|yearly|per annum)?$/

/** "3% nonelective", "4% safe harbor nonelective contribution": a share of pay, not a match. */
function readNonelective(clause: string): Piece | string | null {
  if (!/\bnonelective\b/.test(clause)) return null
  const percents = [...clause.matchAll(PERCENT)]
  const words = clause.replace(PERCENT, ' ').replace(/\b(?:nonelective|safe harbor|qaca)\b/g, ' ')
  if (percents.length !== 1 || !onlyFiller(words.replace(/\s+/g, ' ').trim())) {
    return `Could not read "${clause}". Write a nonelective contribution like "3% nonelective".`
  }
  const percent = Number(percents[0][1])
  if (!(percent > 0) || percent > 100)
    return `The nonelective contribution in "${clause}" must be above 0% and at most 100% of pay.`
  return { kind: 'nonelective', percent }
}

function readClause(clause: string): Piece | string {
  const nonelective = readNonelective(clause)
  if (nonelective !== null) return nonelective
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

const SAFE_HARBOR_WORDS = new Set([
  'safe',
  'harbor',
  'qaca',
  'basic',
  'traditional',
  'enhanced',
  'nonelective',
  'automatic',
  'enrollment',
])

/** The safe harbor formulas by name (see the notes at the top), or null when the text is not one. */
function presetFormula(text: string): MatchFormula | null {
  if (/\d/.test(text) || !/\b(?:safe harbor|qaca)\b/.test(text)) return null
  const words = text
    .replace(/[().:,-]/g, ' ')
    .split(' ')
    .filter((word) => word !== '')
  if (!words.every((word) => SAFE_HARBOR_WORDS.has(word) || FILLER_WORDS.has(word))) return null
  if (/\bnonelective\b/.test(text)) {
    return { tiers: [], annualCapCents: null, nonelectivePercent: SAFE_HARBOR_NONELECTIVE_PERCENT }
  }
  const qaca = /\bqaca\b|\bautomatic enrollment\b/.test(text)
  // An enhanced QACA match has no common form: it must be written out.
  if (qaca && /\benhanced\b/.test(text)) return null
  if (qaca) {
    return {
      tiers: [
        { fromPercent: 0, toPercent: 1, matchRatePercent: 100 },
        { fromPercent: 1, toPercent: 6, matchRatePercent: 50 },
      ],
      annualCapCents: null,
    }
  }
  if (/\benhanced\b/.test(text)) {
    return { tiers: [{ fromPercent: 0, toPercent: 4, matchRatePercent: 100 }], annualCapCents: null }
  }
  return {
    tiers: [
      { fromPercent: 0, toPercent: 3, matchRatePercent: 100 },
      { fromPercent: 3, toPercent: 5, matchRatePercent: 50 },
    ],
    annualCapCents: null,
  }
}

/**
 * Reads a match formula. Case, spacing and wording are forgiving ("100 Percent up to 3 % of
 * salary", "50 cents on the dollar up to 6%", "safe harbor", "QACA", "3% nonelective");
 * anything it cannot read fully, a match rate without its limit included, is refused with a
 * reason rather than guessed at. Pure: the callers turn a reason into their own error.
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
  let nonelectivePercent: number | null = null
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
    if (pendingRate !== null && piece.kind !== 'limit') return { formula: null, reason: noLimit(pendingRate) }
    if (piece.kind === 'nonelective') {
      if (nonelectivePercent !== null) {
        return { formula: null, reason: 'Only one nonelective contribution can be given.' }
      }
      nonelectivePercent = piece.percent
    } else if (piece.kind === 'cap') {
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
  if (pendingRate !== null) return { formula: null, reason: noLimit(pendingRate) }
  if (tiers.length === 0 && nonelectivePercent === null) {
    return { formula: null, reason: `No match rate and limit found. ${EXAMPLE}` }
  }
  if (tiers.length === 0 && annualCapCents !== null) {
    return { formula: null, reason: 'A dollar cap applies to a match: give the match rate and limit too.' }
  }
  const formula: MatchFormula = { tiers, annualCapCents }
  if (nonelectivePercent !== null) formula.nonelectivePercent = nonelectivePercent
  return { formula, reason: null }
}

/**
 * The advisor form's pair (employer match %, match limit %) has the same gap as a rate typed
 * without its limit: "100" alone could be "100 % up to 3 %" or "3 % of pay"; reading it as
 * dollar for dollar up to all of pay would advise deferring up to the 402(g) limit. The
 * reason to ask for the limit, or null when the pair can be read (or holds no match).
 */
export function matchLimitProblem(
  matchPercent: number | null | undefined,
  limitPercent: number | null | undefined,
): string | null {
  if (matchPercent === null || matchPercent === undefined || !(matchPercent > 0)) return null
  if (limitPercent !== null && limitPercent !== undefined && limitPercent > 0) return null
  return (
    `Enter the match limit: up to what share of your pay does your employer match your ${matchPercent}%? ` +
    'For "50% up to 6%" the limit is 6.'
  )
}

/**
 * The formula as a sentence: "100% of the first 3% of pay, 50% of the next 2%", and a
 * nonelective part as "3% of pay whatever you contribute (nonelective)".
 */
export function describeMatchFormula(formula: MatchFormula): string {
  const parts = formula.tiers.map((tier, index) =>
    index === 0
      ? `${tier.matchRatePercent}% of the first ${tier.toPercent}% of pay`
      : `${tier.matchRatePercent}% of the next ${round2(tier.toPercent - tier.fromPercent)}%`,
  )
  const cap = formula.annualCapCents === null ? '' : `, up to ${formatCentsExact(formula.annualCapCents)} a year`
  const nonelective = formula.nonelectivePercent
    ? `${formula.nonelectivePercent}% of pay whatever you contribute (nonelective)`
    : ''
  return [parts.join(', ') + cap, nonelective].filter((part) => part !== '').join(' plus ')
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
  if (formula.tiers.length === 0 || !(target > 0)) return 0
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
  /** The most match the plan pays this employee in a year, given the limits and any dollar cap. */
  maxMatchCents: number
  /** True when the 402(g) limit, not the formula, sets maxMatchCents. */
  maxLimitedByDeferralLimit: boolean
  capturedMatchCents: number
  leftOnTableCents: number
  /** The contribution percentage of pay that earns maxMatchCents, rounded up to 0.01. */
  percentForFullMatch: number
  /** The nonelective contribution the employer pays whatever the employee defers (0 without one). */
  nonelectiveCents: number
  /** The 415(c)(1) limit on employee + employer additions: the dollar limit or 100 % of pay. */
  annualAdditionsLimitCents: number
  /** True when the 415(c) limit cuts the employer's money, at the contribution or at the full match. */
  annualAdditionsCapped: boolean
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

type YearLimits = {
  limitsYear: number
  compensation: number
  deferralLimit: number
  /** The 402(g) limit that counts against 415(c): deferrals above it are catch-ups. */
  irsDeferralLimit: number
  annualAdditions: number
}

function yearLimits(input: MatchInput): YearLimits {
  const { year: limitsYear } = retirementLimitsOrNearest(input.year)
  const compensation = Math.min(input.salaryCents, compensationLimitCents(limitsYear) ?? Number.POSITIVE_INFINITY)
  const irsDeferralLimit = electiveDeferralLimitCents(limitsYear) ?? Number.POSITIVE_INFINITY
  const annualAdditions = Math.min(annualAdditionsLimitCents(limitsYear) ?? Number.POSITIVE_INFINITY, compensation)
  const override = input.deferralLimitCents
  return {
    limitsYear,
    compensation,
    deferralLimit: override ?? irsDeferralLimit,
    irsDeferralLimit,
    annualAdditions,
  }
}

/**
 * The employer's match (cents, unrounded) on a deferral, within the 415(c) room the deferral
 * (catch-ups excluded) and the nonelective contribution leave.
 */
function matchWithinAdditions(formula: MatchFormula, limits: YearLimits, nonelective: number, deferral: number) {
  const room = limits.annualAdditions - Math.min(deferral, limits.irsDeferralLimit) - nonelective
  return Math.max(0, Math.min(matchOn(formula, limits.compensation, deferral), room))
}

/**
 * The deferral, at most `best`, that earns the most match within the 415(c) room. The match
 * grows with the deferral and the room shrinks, so the best is where they meet (or `best`
 * when they never do); found by bisection to well under a cent.
 */
function bestDeferralWithinAdditions(formula: MatchFormula, limits: YearLimits, nonelective: number, best: number) {
  const over = (deferral: number) =>
    matchOn(formula, limits.compensation, deferral) >
    limits.annualAdditions - Math.min(deferral, limits.irsDeferralLimit) - nonelective
  if (!over(best)) return best
  let low = 0
  let high = best
  for (let step = 0; step < 60 && high - low > 1e-4; step++) {
    const middle = (low + high) / 2
    if (over(middle)) high = middle
    else low = middle
  }
  return low
}

/** Null when the salary is negative, the percentage is outside 0–100 or an input is not finite. */
export function analyzeMatch(input: MatchInput): MatchAnalysis | null {
  const { formula, salaryCents, contributionPercent } = input
  if (!Number.isFinite(salaryCents) || !Number.isFinite(contributionPercent)) return null
  if (salaryCents < 0 || contributionPercent < 0 || contributionPercent > 100) return null
  const override = input.deferralLimitCents
  if (override !== undefined && override !== null && !(override >= 0)) return null
  const limits = yearLimits(input)
  const { compensation, deferralLimit, annualAdditions } = limits

  const wantedDeferral = (compensation * contributionPercent) / 100
  const deferral = Math.min(wantedDeferral, deferralLimit)
  const nonelective = Math.min((compensation * (formula.nonelectivePercent ?? 0)) / 100, annualAdditions)

  const top = formula.tiers.length > 0 ? formula.tiers[formula.tiers.length - 1].toPercent : 0
  const formulaTopDeferral = (compensation * top) / 100
  const bestDeferral = Math.min(formulaTopDeferral, deferralLimit)
  const uncappedMax = matchOn(formula, compensation, bestDeferral)
  const fullMatchDeferral = bestDeferralWithinAdditions(formula, limits, nonelective, bestDeferral)
  const maxMatch = matchWithinAdditions(formula, limits, nonelective, fullMatchDeferral)
  const captured = matchWithinAdditions(formula, limits, nonelective, deferral)

  // The deferral that first earns the maximum (a dollar cap can be reached before the top tier).
  const neededDeferral = Math.min(fullMatchDeferral, deferralFor(formula, compensation, maxMatch))
  const percentForFullMatch =
    compensation > 0 ? Math.max(0, Math.ceil(((neededDeferral * 100) / compensation) * 100 - 1e-9) / 100) : top

  const maxMatchCents = Math.round(maxMatch)
  const capturedMatchCents = Math.round(captured)
  // Past the full-match deferral under a binding 415(c) limit the employer pays less only
  // because the employee's own deferral fills the room: that is not match left unclaimed.
  const leftOnTableCents = deferral >= neededDeferral ? 0 : Math.max(0, maxMatchCents - capturedMatchCents)
  return {
    limitsYear: limits.limitsYear,
    compensationCents: compensation,
    compensationCapped: salaryCents > compensation,
    deferralLimitCents: deferralLimit,
    employeeDeferralCents: Math.round(deferral),
    deferralCapped: wantedDeferral > deferralLimit,
    maxMatchCents,
    maxLimitedByDeferralLimit:
      formulaTopDeferral > deferralLimit && uncappedMax < matchOn(formula, compensation, formulaTopDeferral),
    capturedMatchCents,
    leftOnTableCents,
    percentForFullMatch,
    nonelectiveCents: Math.round(nonelective),
    annualAdditionsLimitCents: annualAdditions,
    annualAdditionsCapped:
      maxMatch < uncappedMax - 0.5 ||
      captured < matchOn(formula, compensation, deferral) - 0.5 ||
      nonelective < (compensation * (formula.nonelectivePercent ?? 0)) / 100 - 0.5,
  }
}
