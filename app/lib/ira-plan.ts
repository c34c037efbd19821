import type { PlanIraKind } from '../schemas/projections.ts'
import { formatDollars } from './format.ts'
import { phasedIraLimitCents, type YearLimits } from './tax/retirement-limits.ts'
import type { FilingStatus } from './tax/tables.ts'

// IRA contributions while working, as the lifecycle plan makes them: the amount asked, within the IRS
// limits of today's tax year. The records hold no IRA contribution (only balances), so it is a plan choice.
//
// - Limit: IRC 219(b)(5), the year's IRA limit plus the age-50 catch-up when the person is 50 or over
//   today, and no more than the household's pay for work (IRC 219(b)(1)(B); a spouse's pay counts, as
//   for a spousal IRA). The engine raises the amount with inflation, within the limit indexed the same way.
// - Roth: the limit phases out over the year's modified AGI range (IRC 408A(c)(3), Pub. 590-A Worksheet 2-2).
// - Traditional: deductible in full unless the plan holder is covered by a workplace plan (a 401(k)
//   deferral recorded), when the deduction phases out over its range (IRC 219(g), Worksheet 1-2). The
//   deduction lowers the federal tax on today's pay. A nondeductible part is still contributed, and its
//   withdrawals are taxed in full: the plan does not track its basis (Form 8606), which overstates the tax.
// - Modified AGI is taken as the household's yearly income less the 401(k) deferral, at today's income:
//   a phase-out crossed later, as pay grows, is not modelled. A spouse's own workplace coverage is not
//   recorded, so the deduction's range for a contributor whose spouse alone is covered is not applied.

export interface IraContribution {
  kind: PlanIraKind
  /** Dollars a year in today's dollars, after the limit and the Roth phase-out. */
  annual: number
  /** The part a traditional IRA deducts (dollars a year); 0 for a Roth. */
  deductible: number
}

export interface IraFacts {
  age: number
  taxYear: number
  limits: YearLimits
  catchUp: number
  status: FilingStatus
  /** Modified AGI a year, cents: the household's income less the 401(k) deferral. */
  magiCents: number
  /** The household's pay for work a year, cents. */
  wagesCents: number
  /** Whether the plan holder is covered by a workplace plan (defers into a 401(k)). */
  covered: boolean
}

export interface IraAdjustment {
  field: 'ira_annual_contribution'
  asked: number
  used: number
  message: string
}

const money = (cents: number) => formatDollars(Math.round(cents / 100))

const STATUS_WORDS: Record<FilingStatus, string> = {
  single: 'single filers',
  head_of_household: 'heads of household',
  married_filing_jointly: 'married couples filing jointly',
  married_filing_separately: 'married people filing separately',
}

/** The year's limit, with the age-50 catch-up for a person 50 or over today. */
const limitCentsOf = (facts: IraFacts) => (facts.limits.ira + (facts.age >= 50 ? facts.catchUp : 0)) * 100

/** The most an IRA of this kind takes this year, and the sentence that says why. */
function iraCap(kind: PlanIraKind, facts: IraFacts): { capCents: number; why: string } {
  const limitCents = limitCentsOf(facts)
  let capCents = limitCents
  let why = `An IRA takes at most ${money(limitCents)} a year in ${facts.taxYear}${facts.age >= 50 ? ' at 50 and over' : ''}`
  if (kind === 'roth') {
    const range = facts.limits.rothPhaseOut[facts.status]
    const phased = phasedIraLimitCents(limitCents, facts.magiCents, range)
    if (phased < capCents) {
      capCents = phased
      const income = `At your income (${money(facts.magiCents)} a year after your 401(k) deferral)`
      const where = `${money(range.to * 100)} for ${STATUS_WORDS[facts.status]}`
      why =
        phased === 0
          ? `${income}, over the Roth IRA's limit of ${where}, a Roth IRA takes no contribution`
          : `${income}, a Roth IRA takes at most ${money(phased)} a year (its limit phases out from ` +
            `${money(range.from * 100)} to ${where})`
    }
  }
  if (facts.wagesCents < capCents) {
    capCents = facts.wagesCents
    why = `An IRA takes no more than your pay for work (${money(facts.wagesCents)} a year)`
  }
  return { capCents, why }
}

/** The part of a traditional contribution the holder deducts: all of it, unless covered at work and in the phase-out. */
function deductibleCents(annualCents: number, facts: IraFacts): number {
  if (!facts.covered) return annualCents
  const range = facts.limits.deductionPhaseOut[facts.status]
  return Math.min(annualCents, phasedIraLimitCents(limitCentsOf(facts), facts.magiCents, range))
}

/**
 * The plan's IRA contribution for the amount asked (dollars a year): null for none; an amount over what the
 * IRS allows is cut to it, and the adjustment says why.
 */
export function iraContributionPlan(
  asked: number | undefined,
  kind: PlanIraKind,
  facts: IraFacts,
): { ira: IraContribution | null; adjustment: IraAdjustment | null } {
  if (asked === undefined || asked === 0) return { ira: null, adjustment: null }
  const askedCents = Math.round(asked * 100)
  if (facts.wagesCents <= 0) {
    const message =
      'An IRA takes contributions only out of pay for work, and no pay is recorded: the plan contributes nothing to it.'
    return { ira: null, adjustment: { field: 'ira_annual_contribution', asked, used: 0, message } }
  }
  const { capCents, why } = iraCap(kind, facts)
  const annualCents = Math.min(askedCents, capCents)
  const adjustment: IraAdjustment | null =
    annualCents < askedCents
      ? {
          field: 'ira_annual_contribution',
          asked,
          used: annualCents / 100,
          message: `${why}: the plan contributes ${annualCents > 0 ? `${money(annualCents)} a year` : 'nothing to it'}.`,
        }
      : null
  if (annualCents === 0) return { ira: null, adjustment }
  const deductible = kind === 'traditional' ? deductibleCents(annualCents, facts) : 0
  return { ira: { kind, annual: annualCents / 100, deductible: deductible / 100 }, adjustment }
}
