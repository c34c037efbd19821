import { describe, expect, it } from 'vitest'
import { ComprehensiveQuerySchema } from '../../app/schemas/projections.ts'

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
