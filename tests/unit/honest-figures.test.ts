import { describe, expect, it } from 'vitest'
import { gapMetric } from '../../app/lib/analysis-display.ts'
import { holderEmploymentIncome } from '../../app/lib/annual-income.ts'
import { savingsRate, summarize } from '../../app/lib/financial-summary.ts'
import { amortizedMonthlyPaymentCents, loanPaymentCents } from '../../app/lib/loan-math.ts'
import { AVAILABLE_STEPS, findStep, nextStep, PLAN_STEPS, previousStep } from '../../app/lib/plan-steps.ts'

// The figures and words the review of issue 12 found misleading, as pure rules.

const entry = (category: string, subcategory: string, amountDollars: number, frequency = 'one_time', extra = {}) => ({
  category,
  subcategory,
  amount_cents: Math.round(amountDollars * 100),
  frequency,
  ...extra,
})

describe('savings rate', () => {
  it('counts loan payments as outflows: (income − expenses − loan payments) / income', () => {
    // 10,000 in, 4,000 out, a 2,000 mortgage payment: 4,000 saved, 40 % (not the 60 % cash flow alone gives).
    expect(savingsRate(600_000, 1_000_000, 200_000)).toBe(40)
    expect(savingsRate(600_000, 1_000_000, 0)).toBe(60)
    expect(savingsRate(100_000, 1_000_000, 300_000)).toBe(-20)
    expect(savingsRate(0, 0, 50_000)).toBe(0)
  })

  it('summarize() pays each liability its recorded payment, else amortised, else 1 % (at least $25)', () => {
    const summary = summarize([
      entry('income', 'employment_income', 10_000, 'monthly'),
      entry('expenses', 'housing', 4_000, 'monthly'),
      entry('liabilities', 'mortgage_real_estate', 300_000, 'one_time', { minimum_payment_cents: 200_000 }),
      entry('liabilities', 'auto_loans', 12_000, 'one_time', { interest_rate: 6, remaining_months: 24 }),
      entry('liabilities', 'credit_cards', 1_000, 'one_time'),
    ])
    const auto = amortizedMonthlyPaymentCents(1_200_000, 6, 24)!
    expect(summary.monthly_cash_flow_cents).toBe(600_000)
    expect(summary.monthly_loan_payments_cents).toBe(200_000 + auto + 2_500)
    expect(summary.savings_rate).toBe(Math.round(((600_000 - 200_000 - auto - 2_500) / 1_000_000) * 1000) / 10)
    expect(summary.savings_rate).toBeLessThan(40)
  })

  it('loanPaymentCents follows the projection’s rule', () => {
    expect(loanPaymentCents({ amount_cents: 500_000, minimum_payment_cents: 12_345 })).toBe(12_345)
    expect(loanPaymentCents({ amount_cents: 1_200_000, interest_rate: 0, remaining_months: 12 })).toBe(100_000)
    expect(loanPaymentCents({ amount_cents: 30_000_000 })).toBe(300_000)
    expect(loanPaymentCents({ amount_cents: 100_000, remaining_months: 0 })).toBe(2_500)
  })
})

describe('monthly gap or surplus', () => {
  it('calls money left after the goals a surplus, with a positive amount', () => {
    const metric = gapMetric({ monthly_shortfall: 0, total_monthly_required: 749, monthly_surplus: 8_000 })
    expect(metric.label).toBe('Monthly surplus')
    expect(metric.value).toBe('$7,251')
    expect(metric.note).toContain('goals need $749 a month and your cash flow leaves $8,000')
  })

  it('calls a shortfall a gap, as a negative amount', () => {
    const metric = gapMetric({ monthly_shortfall: 1_200, total_monthly_required: 4_000, monthly_surplus: 2_800 })
    expect(metric).toMatchObject({ label: 'Monthly gap', value: '-$1,200' })
    expect(metric.note).toMatch(/^A small monthly shortfall/)
  })

  it('an exact match is a surplus of $0, not a gap', () => {
    expect(gapMetric({ monthly_shortfall: 0, total_monthly_required: 500, monthly_surplus: 500 })).toMatchObject({
      label: 'Monthly surplus',
      value: '$0',
    })
  })
})

describe('planning steps', () => {
  it('lists only the steps whose screens exist, in order', () => {
    expect(AVAILABLE_STEPS.map((s) => s.slug)).toEqual([
      'data-service',
      'profile',
      'financial-data',
      'current-state',
      'goals',
      'analysis',
      'chat',
      'debug',
    ])
    expect(PLAN_STEPS.filter((s) => !s.available).map((s) => s.number)).toEqual([])
  })

  it('continues past missing steps: the analysis leads to the chat, the chat to the Debug View', () => {
    expect(nextStep(findStep('data-service')!)?.slug).toBe('profile')
    expect(nextStep(findStep('goals')!)?.slug).toBe('analysis')
    expect(nextStep(findStep('analysis')!)?.slug).toBe('chat')
    expect(nextStep(findStep('chat')!)?.slug).toBe('debug')
    expect(nextStep(findStep('debug')!)).toBeUndefined()
    expect(previousStep(findStep('chat')!)?.slug).toBe('analysis')
  })
})

describe("the plan holder's pay", () => {
  it('leaves out employment income whose description names the spouse or partner', () => {
    const entries = [
      { ...entry('income', 'employment_income', 7_800, 'monthly'), description: 'Salary (Jordan)' },
      { ...entry('income', 'employment_income', 5_200, 'monthly'), description: 'Salary (Sam)' },
      { ...entry('income', 'employment_income', 9_000, 'annually'), description: 'Annual bonus' },
      { ...entry('income', 'investment_income', 1_400, 'annually'), description: 'Dividends for Sam' },
      { ...entry('income', 'employment_income', 100, 'monthly'), description: 'Samba lessons' },
    ]
    const pay = holderEmploymentIncome(entries, [{ name: 'Sam Rivera' }])
    expect(pay.own.map((e) => e.description)).toEqual(['Salary (Jordan)', 'Annual bonus', 'Samba lessons'])
    expect(pay.partners.map((e) => e.description)).toEqual(['Salary (Sam)'])
    expect(holderEmploymentIncome(entries, []).partners).toEqual([])
  })
})
