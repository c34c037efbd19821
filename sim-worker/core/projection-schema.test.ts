import { describe, expect, it } from 'vitest'
import { deterministicProjection, runProjection } from './projection.ts'
import {
  projectionBatchInputSchema,
  projectionBatchResultSchema,
  projectionInputSchema,
  projectionResultSchema,
} from './projection-schema.ts'
import type { ProjectionInput } from './projection-types.ts'

const input: ProjectionInput = {
  years: 20,
  iterations: 1000,
  seed: 1,
  start: { cash: 10_000, taxable: 20_000, retirement: 30_000, real_estate: 0 },
  liabilities: [{ balance: 5_000, annual_rate: 0.05, monthly_payment: 200 }],
  monthly_income: 5_000,
  monthly_spending: 4_000,
  contribution_split: { cash: 0.1, taxable: 0.3, retirement: 0.6 },
  assumptions: {
    stock_return: 0.05,
    real_estate_return: 0.025,
    salary_growth: 0.02,
    inflation: 0.025,
    retirement_return: 0.065,
  },
}

/** The issue paths and messages, as the HTTP layer reports them. */
function problems(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
): string[] {
  return result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('projectionInputSchema', () => {
  it('accepts a plan and keeps it as sent', () => {
    expect(projectionInputSchema.parse(input)).toEqual(input)
  })

  it.each([
    ['iterations', { iterations: 100_001 }, /^iterations: .*<=100000/],
    ['iterations', { iterations: 2.5 }, /^iterations: /],
    ['years', { years: 61 }, /^years: .*<=60/],
    ['start money', { start: { ...input.start, cash: -1 } }, /^start\.cash: /],
    ['a rate', { assumptions: { ...input.assumptions, stock_return: 1.5 } }, /^assumptions\.stock_return: /],
    [
      'the split',
      { contribution_split: { cash: 0.5, taxable: 0.3, retirement: 0.3 } },
      /^contribution_split: fractions must sum to 1/,
    ],
    ['liabilities', { liabilities: Array.from({ length: 51 }, () => input.liabilities[0]) }, /^liabilities: .*<=50/],
    [
      'a crash after the horizon',
      { scenario: { crash: { year: 21, drop: 0.3 } } },
      /^scenario\.crash\.year: must be within the horizon/,
    ],
    ['an unknown field', { volatility: 1 }, /volatility/],
  ])('names the field when %s is wrong', (_what, change, message) => {
    const found = problems(projectionInputSchema.safeParse({ ...input, ...change }))
    expect(found).toContainEqual(expect.stringMatching(message))
  })

  it('accepts a split that sums to 1 within 1e-6, and a negative extra contribution', () => {
    const split = { cash: 1 / 3, taxable: 1 / 3, retirement: 1 / 3 + 5e-7 }
    const scenario = { extra_monthly_contribution: -1_000 }
    expect(projectionInputSchema.safeParse({ ...input, contribution_split: split, scenario }).success).toBe(true)
  })
})

describe('projectionBatchInputSchema', () => {
  const scenario = (name: string) => ({ name, scenario: { return_shift: -0.02 } })

  it('caps scenarios at 10 and path-years per request at 6,000,000', () => {
    const eleven = Array.from({ length: 11 }, (_, index) => scenario(`s${index}`))
    expect(problems(projectionBatchInputSchema.safeParse({ base: input, scenarios: eleven }))).toContainEqual(
      expect.stringMatching(/^scenarios: .*<=10/),
    )
    const atCap = { base: { ...input, iterations: 100_000, years: 30 }, scenarios: [scenario('a')] }
    expect(projectionBatchInputSchema.safeParse(atCap).success).toBe(true)
    const overCap = { base: { ...input, iterations: 100_000, years: 31 }, scenarios: [scenario('a')] }
    expect(problems(projectionBatchInputSchema.safeParse(overCap))).toEqual([
      ': iterations × years × (1 + scenarios) is 6,200,000 path-years; at most 6,000,000 per request (lower iterations or years)',
    ])
  })

  it('refuses duplicate names and a scenario crash beyond the base horizon', () => {
    const found = problems(
      projectionBatchInputSchema.safeParse({
        base: input,
        scenarios: [scenario('a'), { name: 'a', scenario: { crash: { year: 30, drop: 0.2 } } }],
      }),
    )
    expect(found).toContainEqual(expect.stringMatching(/^scenarios\.1\.name: duplicate scenario name "a"/))
    expect(found).toContainEqual(
      expect.stringMatching(/^scenarios\.1\.scenario\.crash\.year: must be within the horizon/),
    )
  })
})

describe('projectionResultSchema', () => {
  it('accepts what the engine returns, batch included', () => {
    const result = runProjection({ ...input, iterations: 50 })
    expect(projectionResultSchema.parse(result)).toEqual(result)
    expect(projectionBatchResultSchema.safeParse({ base: result, scenarios: [{ name: 'x', result }] }).success).toBe(
      true,
    )
    expect(projectionResultSchema.safeParse(deterministicProjection(input)).success).toBe(true)
  })

  it('refuses a series that does not cover every year', () => {
    const result = runProjection({ ...input, iterations: 50 })
    const broken = { ...result, net_worth: { ...result.net_worth, p50: result.net_worth.p50.slice(1) } }
    expect(problems(projectionResultSchema.safeParse(broken))).toEqual(['net_worth.p50: has 20 values for 21 years'])
  })
})
