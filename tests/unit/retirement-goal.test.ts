import { describe, expect, it } from 'vitest'
import {
  retirementAgeChoice,
  retirementGoalPlan,
  retirementSpendingChoice,
  type RetirementGoalPlan,
} from '../../app/lib/retirement-goal.ts'

const goal = (extra: Record<string, unknown> = {}, params: Record<string, unknown> = {}) => ({
  name: 'Retire at 60',
  category: 'retirement',
  status: 'active',
  ...extra,
  params: { current_age: 44, retirement_age: 60, annual_spending: 50_000, ...params },
})

describe('the retirement goal a plan follows', () => {
  it('is the first active retirement goal with whole params, in the list order (highest priority first)', () => {
    expect(
      retirementGoalPlan([
        goal({ name: 'Trip', category: 'travel' }),
        goal({ name: 'Paused', status: 'paused' }),
        goal({ name: 'Achieved', status: 'achieved' }),
        goal({ name: 'Broken' }, { retirement_age: 'soon' }),
        goal({ name: 'Missing' }, { annual_spending: undefined }),
        goal({}, { annual_spending: '60000.50' }),
        goal({ name: 'Later', status: 'active' }, { retirement_age: 67 }),
      ]),
    ).toEqual({ name: 'Retire at 60', retirementAge: 60, annualSpendingCents: 6_000_050 })
    expect(retirementGoalPlan([])).toBeNull()
    expect(retirementGoalPlan([goal({ status: 'cancelled' })])).toBeNull()
  })

  it('gives the retirement age asked, else the goal’s, else the preferences’, else none (the default)', () => {
    const plan: RetirementGoalPlan = { name: 'Retire at 60', retirementAge: 60, annualSpendingCents: 5_000_000 }
    expect(retirementAgeChoice(58, plan, 62)).toEqual({ age: 58, source: 'asked' })
    expect(retirementAgeChoice(undefined, plan, 62)).toEqual({ age: 60, source: 'goal' })
    expect(retirementAgeChoice(undefined, null, 62)).toEqual({ age: 62, source: 'preferences' })
    expect(retirementAgeChoice(undefined, null, null)).toEqual({ age: null, source: 'default' })
  })

  it('spends what is asked, else the goal’s year ÷ 12 to the cent, else the monthly expenses (undefined)', () => {
    const plan: RetirementGoalPlan = { name: 'Retire at 60', retirementAge: 60, annualSpendingCents: 5_000_000 }
    expect(retirementSpendingChoice(0, plan)).toEqual({ monthly: 0, source: 'asked' })
    // $50,000 ÷ 12 = $4,166.666…, to the cent $4,166.67.
    expect(retirementSpendingChoice(undefined, plan)).toEqual({ monthly: 4_166.67, source: 'goal' })
    // A goal that gives no spending leaves the expenses.
    expect(retirementSpendingChoice(undefined, { ...plan, annualSpendingCents: 0 })).toEqual({
      monthly: undefined,
      source: 'expenses',
    })
    expect(retirementSpendingChoice(undefined, null)).toEqual({ monthly: undefined, source: 'expenses' })
  })
})
