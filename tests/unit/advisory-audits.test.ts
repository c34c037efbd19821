import { describe, expect, it } from 'vitest'
import {
  auditReport,
  blockingIssues,
  businessRuleAudit,
  citationAudit,
  complianceAudit,
  numberAudit,
} from '../../app/lib/advisory-audits.ts'
import { planReport, planReportTraditional } from '../../app/lib/advisory-offline-report.ts'
import { readReport, type AdvisoryReport } from '../../app/lib/advisory-report.ts'
import { advisoryInputs } from '../helpers/advisory-plan.ts'

const NOW = new Date('2026-11-25T12:00:00Z')
const inputs = advisoryInputs()

function report(mode: 'deterministic' | 'traditional' = 'deterministic', plan = inputs): AdvisoryReport {
  const json = mode === 'traditional' ? planReportTraditional(plan) : planReport(plan)
  const read = readReport(JSON.stringify(json), mode, plan)
  if (!read.ok) throw new Error(read.message)
  return read.report
}

describe('the plan inputs', () => {
  it('list every assumed value and nothing the user gave', () => {
    expect(inputs.assumptions).toEqual([
      'Minimum cash buffer assumed at 6 months',
      'Visa: interest rate assumed at 18% (credit card rate)',
    ])
    expect(inputs.client).toMatchObject({ age: 40, risk_band: 'moderate', tax_bracket_est: 0.22 })
    expect(inputs.computed).toMatchObject({
      credit_card_debt: 3000,
      emergency_fund_months: 4,
      emergency_fund_target: 30_000,
      emergency_fund_gap: 10_000,
      // 6 % of $8,000 to the 401(k) plus the goal's $1,500 against a $2,000 surplus.
      retirement_contrib_monthly: 480,
      required_contrib_total_monthly: 1980,
      surplus_gap_monthly: 0,
    })
  })

  it('fall back on the spec’s values when the user has none, saying so', () => {
    const bare = advisoryInputs({
      age: null,
      riskScore: null,
      taxBracketPercent: null,
      filingStatus: null,
      stateTaxRate: null,
      contributionPercent: null,
      successRate: null,
    })
    expect(bare.client).toMatchObject({ age: 54, risk_tolerance: 5, tax_bracket_est: 0.24, state_tax_rate: 0.065 })
    expect(bare.computed.retirement_contrib_monthly).toBe(2900)
    expect(bare.assumptions).toEqual(
      expect.arrayContaining([
        'Age assumed to be 54',
        'Federal tax bracket assumed at 24%',
        'Filing status assumed to be married filing jointly',
        'Retirement saving assumed at $2400 a month to a 401(k) and $500 to an IRA',
        'The retirement projection could not run; its success rate is left out',
      ]),
    )
  })
})

describe('the offline report', () => {
  it.each(['deterministic', 'traditional'] as const)('passes every audit by construction (%s)', (mode) => {
    for (const plan of [
      inputs,
      advisoryInputs({ successRate: 0.5, cash: 90_000, emergencyFundMonths: 18 }),
      advisoryInputs({ liabilities: [], goals: [] }),
    ]) {
      const results = auditReport(report(mode, plan), plan, NOW)
      expect(results.flatMap((r) => r.issues)).toEqual([])
    }
  })

  it('stabilises first, recommends paying off the card and carries the disclaimer', () => {
    const r = report()
    expect(r.executive_summary.status_flags).toEqual({ on_track: false, stabilize_first: true })
    expect(r.priority_actions_30d.map((a) => a.title)).toContain('Pay off the credit card balance of $3,000 now')
    expect(r.disclaimer).toContain('specific recommendations')
    expect(r.strategy_12m.map((q) => q.quarter)).toEqual(['Q1', 'Q2', 'Q3', 'Q4'])
  })
})

describe('the audits', () => {
  it('number audit: an invented figure is refused with the spec’s message and fix', () => {
    const r = report()
    r.priority_actions_30d[0].why_it_matters += ' You could retire with $1,234,567.'
    const result = numberAudit(r, inputs, NOW)
    expect(result.passed).toBe(false)
    expect(result.issues[0]).toMatchObject({
      message: 'Unauthorized numbers found: 1,234,567',
      fix: 'Use only numbers from plan_inputs',
    })
  })

  it('number audit: a key metric that is not in the plan inputs is refused', () => {
    const r = report()
    r.executive_summary.key_metrics = {
      net_worth: 999_999,
      monthly_surplus: 2000,
      required_contrib_total_monthly: 1980,
      surplus_gap_monthly: 0,
    }
    expect(numberAudit(r, inputs, NOW).issues[0].message).toBe('Unauthorized numbers found: 999999')
  })

  it('citations: only the supplied knowledge ids', () => {
    const r = report()
    r.tax_considerations.citations.push('KB-999', 'REG-001')
    expect(citationAudit(r, inputs).issues[0].message).toBe('Invalid citations: KB-999, REG-001')
  })

  it('business rules: card payoff, emergency fund and low success each have the spec’s message', () => {
    const r = report()
    r.priority_actions_30d = r.priority_actions_30d.filter((a) => !/credit card/i.test(a.title))
    r.executive_summary.status_flags.stabilize_first = false
    const low = advisoryInputs({ successRate: 0.6 })
    expect(businessRuleAudit(r, low).issues.map((i) => i.message)).toEqual([
      'Credit card debt < $5000 should recommend immediate payoff',
      'Insufficient emergency fund not flagged',
      'Low success probability should trigger stabilization',
    ])
    // A card at the threshold or above needs no immediate payoff.
    const big = advisoryInputs({
      liabilities: [{ description: 'Visa', subcategory: 'credit_cards', balance: 5000, ratePercent: 20 }],
      emergencyFundMonths: 7,
      cash: 35_000,
    })
    expect(businessRuleAudit(r, big).passed).toBe(true)
  })

  it('compliance: the disclaimer must say "specific recommendations"', () => {
    const r = report()
    r.disclaimer = 'Not advice.'
    expect(complianceAudit(r).issues[0].message).toBe('Advisory disclaimer missing')
  })

  it('an unknown exact reference is a non-blocking note', () => {
    const r = report()
    r.priority_actions_30d[0].exact_refs = ['cashflow.nowhere']
    const results = auditReport(r, inputs, NOW)
    expect(blockingIssues(results)).toEqual([])
    expect(results.at(-1)?.issues[0]).toMatchObject({
      message: 'Unknown references: cashflow.nowhere',
      blocking: false,
    })
  })

  it('reading: text without JSON braces and short output are refused', () => {
    expect(readReport('## Report\nAll good', 'deterministic', inputs)).toMatchObject({
      ok: false,
      message: 'Formatted content is too short or empty',
    })
    expect(readReport(`Here it is: ${'x'.repeat(120)}`, 'deterministic', inputs)).toMatchObject({
      ok: false,
      message: 'The reply was not a JSON object',
    })
    expect(
      readReport(JSON.stringify({ executive_summary: {}, padding: 'x'.repeat(100) }), 'deterministic', inputs).ok,
    ).toBe(false)
  })
})
