import { describe, expect, it } from 'vitest'
import { ApiPlanQuerySchema, ComprehensiveQuerySchema, PlanQuerySchema } from '../../app/schemas/projections.ts'

/** The one message the query gets, as the API's 422 carries it. */
function messageOf(query: Record<string, string>): string | undefined {
  const result = ComprehensiveQuerySchema.safeParse(query)
  return result.success ? undefined : result.error.issues.map((issue) => issue.message).join('; ')
}

describe('ComprehensiveQuerySchema messages', () => {
  it('says what is wrong with a number out of range or not whole, not that it is not a number', () => {
    expect(messageOf({ years: '0' })).toBe('years must be between 1 and 60')
    expect(messageOf({ years: '61' })).toBe('years must be between 1 and 60')
    expect(messageOf({ years: '2.5' })).toBe('years must be a whole number')
    expect(messageOf({ years: 'ten' })).toBe('years must be a number')
    expect(messageOf({ monte_carlo_iterations: '1000.5' })).toBe('monte_carlo_iterations must be a whole number')
    expect(messageOf({ monte_carlo_iterations: '99' })).toBe('monte_carlo_iterations must be between 100 and 100000')
    expect(messageOf({ monte_carlo_iterations: 'many' })).toBe('monte_carlo_iterations must be a number')
  })

  it('takes the bounds themselves', () => {
    expect(messageOf({ years: '1', monte_carlo_iterations: '100' })).toBeUndefined()
    expect(messageOf({ years: '60', monte_carlo_iterations: '100000' })).toBeUndefined()
  })
})

describe('the withdrawal rate', () => {
  it('is a fraction in the API, checked against 1–10 %, and only with a strategy that draws a rate', () => {
    for (const schema of [ComprehensiveQuerySchema, ApiPlanQuerySchema]) {
      expect(schema.parse({ strategy: 'guardrails', withdrawal_rate: '0.035' }).withdrawal_rate).toBe(0.035)
      expect(schema.parse({ strategy: 'fixed_percentage', withdrawal_rate: '0.01' }).withdrawal_rate).toBe(0.01)
      expect(schema.parse({ strategy: 'fixed_percentage', withdrawal_rate: '0.1' }).withdrawal_rate).toBe(0.1)
      expect(schema.parse({ strategy: 'guardrails', withdrawal_rate: '' }).withdrawal_rate).toBeUndefined()
      expect(schema.parse({ strategy: 'guardrails' }).withdrawal_rate).toBeUndefined()
    }
    expect(messageOf({ strategy: 'guardrails', withdrawal_rate: '5' })).toBe(
      'withdrawal_rate must be between 0.01 and 0.1',
    )
    expect(messageOf({ strategy: 'guardrails', withdrawal_rate: '0.0099' })).toBe(
      'withdrawal_rate must be between 0.01 and 0.1',
    )
    expect(messageOf({ strategy: 'guardrails', withdrawal_rate: '4%' })).toBe('withdrawal_rate must be a number')
    expect(messageOf({ withdrawal_rate: '0.04' })).toBe(
      'withdrawal_rate applies only to the fixed_percentage and guardrails strategies',
    )
  })

  it('is percent on the screen, "%" allowed, and kept with fixed spending (the screen says it is unused)', () => {
    expect(PlanQuerySchema.parse({ strategy: 'guardrails', withdrawal_rate: '4.5' }).withdrawal_rate).toBe(0.045)
    expect(PlanQuerySchema.parse({ strategy: 'guardrails', withdrawal_rate: '3 %' }).withdrawal_rate).toBe(0.03)
    expect(PlanQuerySchema.parse({ strategy: 'fixed_real', withdrawal_rate: '10' }).withdrawal_rate).toBe(0.1)
    const tooLow = PlanQuerySchema.safeParse({ strategy: 'guardrails', withdrawal_rate: '0.5' })
    expect(tooLow.success ? null : tooLow.error.issues.map((i) => i.message)).toEqual([
      'Withdrawal rate (%) must be between 1 and 10',
    ])
  })
})

describe('the retirement spending', () => {
  it('is dollars a month, blank for the expenses, on the screen and in the API alike', () => {
    for (const schema of [PlanQuerySchema, ApiPlanQuerySchema, ComprehensiveQuerySchema]) {
      expect(schema.parse({ retirement_monthly_spending: '$3,500.25' }).retirement_monthly_spending).toBe(3500.25)
      expect(schema.parse({ retirement_monthly_spending: '0' }).retirement_monthly_spending).toBe(0)
      expect(schema.parse({ retirement_monthly_spending: '' }).retirement_monthly_spending).toBeUndefined()
    }
    expect(messageOf({ retirement_monthly_spending: '-1' })).toBe('Retirement spending cannot be negative')
    expect(messageOf({ retirement_monthly_spending: '1.001' })).toBe('Retirement spending can have at most 2 decimals')
    expect(messageOf({ retirement_monthly_spending: 'a lot' })).toBe('Retirement spending must be a number')
  })
})

describe('part-time pay in retirement', () => {
  it('is dollars a month with an end age, the end age above the retirement age, on the screen and in the API', () => {
    for (const schema of [PlanQuerySchema, ApiPlanQuerySchema, ComprehensiveQuerySchema]) {
      expect(schema.parse({ part_time_monthly_income: '$2,000', part_time_until_age: '68' })).toMatchObject({
        part_time_monthly_income: 2000,
        part_time_until_age: 68,
      })
      const blank = schema.parse({ part_time_monthly_income: '', part_time_until_age: '' })
      expect([blank.part_time_monthly_income, blank.part_time_until_age]).toEqual([undefined, undefined])
      const late = schema.safeParse({
        part_time_monthly_income: '1000',
        retirement_age: '70',
        part_time_until_age: '70',
      })
      expect(late.success ? null : late.error.issues.map((i) => i.message)).toEqual([
        'Part-time until age must be above the retirement age',
      ])
    }
    expect(messageOf({ part_time_monthly_income: '-5' })).toBe('Part-time income cannot be negative')
    expect(messageOf({ part_time_monthly_income: '2000', part_time_until_age: '68.5' })).toBe(
      'Part-time until age must be a whole number of years',
    )
    expect(messageOf({ part_time_monthly_income: '2000', part_time_until_age: '111' })).toBe(
      'Part-time until age must be between 31 and 110',
    )
  })

  it('refuses an end age without pay in the API, and keeps it on the screen (the screen says it is unused)', () => {
    expect(messageOf({ part_time_until_age: '68' })).toBe(
      'part_time_until_age applies only with part_time_monthly_income',
    )
    expect(PlanQuerySchema.parse({ part_time_until_age: '68' }).part_time_until_age).toBe(68)
  })
})

describe('the withdrawal order', () => {
  it('is one of the named orders, taxable first unless asked, on the screen and in the API alike', () => {
    for (const schema of [PlanQuerySchema, ApiPlanQuerySchema, ComprehensiveQuerySchema]) {
      expect(schema.parse({}).withdrawal_order).toBe('taxable_first')
      expect(schema.parse({ withdrawal_order: 'tax_deferred_first' }).withdrawal_order).toBe('tax_deferred_first')
      expect(schema.parse({ withdrawal_order: 'roth_before_tax_deferred' }).withdrawal_order).toBe(
        'roth_before_tax_deferred',
      )
    }
    expect(messageOf({ withdrawal_order: 'roth_first' })).toBe(
      'withdrawal_order must be one of: taxable_first, tax_deferred_first, roth_before_tax_deferred',
    )
  })
})
