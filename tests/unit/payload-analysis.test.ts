import { describe, expect, it } from 'vitest'
import { analysePayload } from '../../app/lib/payload-analysis.ts'

describe("the Debug View's checks on a stored prompt", () => {
  it('finds a retirement goal, the DTI ratio as stated and an interest rate', () => {
    const system = 'You are a careful advisor.\nGoals: Retirement goal "Retire at 65", $1,500,000 by 2053.'
    const user = 'Debt-to-income ratio: 23.5%. Mortgage $320,000 at 6.5% interest. How am I doing?'
    expect(analysePayload(system, user)).toEqual({
      total_size: system.length + user.length,
      has_goals: true,
      has_dti: true,
      dti_value: 23.5,
      has_interest_rates: true,
    })
  })

  it('reports what is missing rather than guessing', () => {
    const analysis = analysePayload('Be brief.', 'Should I buy a car? I earn $5,000 a month, 10% goes to savings.')
    expect(analysis).toMatchObject({ has_goals: false, has_dti: false, dti_value: null, has_interest_rates: false })
  })

  it('reads "DTI 41%" and "APR 19.99%" forms too', () => {
    const analysis = analysePayload('', 'DTI 41% with a card at APR 19.99%')
    expect(analysis).toMatchObject({ has_dti: true, dti_value: 41, has_interest_rates: true })
  })
})
