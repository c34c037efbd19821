import { describe, expect, it } from 'vitest'
import {
  InvestmentPreferencesFormSchema,
  InvestmentPreferencesSchema,
  riskLabel,
  timelineLabel,
} from '../../app/schemas/investment-preferences.ts'

describe('investment preference labels (spec section 9)', () => {
  it('risk: 1-3 Conservative, 4-6 Moderate, 7-8 Moderate-Aggressive, 9-10 Aggressive, unknown if unset', () => {
    const labels = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(riskLabel)
    expect(labels).toEqual([
      'Conservative',
      'Conservative',
      'Conservative',
      'Moderate',
      'Moderate',
      'Moderate',
      'Moderate-Aggressive',
      'Moderate-Aggressive',
      'Aggressive',
      'Aggressive',
    ])
    expect(riskLabel(null)).toBe('Unknown')
  })

  it('timeline: up to 5 years Short-term, up to 15 Medium-term, else Long-term', () => {
    expect([1, 5, 6, 15, 16, 50].map(timelineLabel)).toEqual([
      'Short-term',
      'Short-term',
      'Medium-term',
      'Medium-term',
      'Long-term',
      'Long-term',
    ])
  })
})

describe('investment preference bounds', () => {
  it('accepts the edges and refuses just outside them', () => {
    const ok = (body: Record<string, unknown>) => InvestmentPreferencesSchema.safeParse(body).success
    expect(ok({ risk_tolerance_score: 1, investment_timeline_years: 1, international_allocation_target: 0 })).toBe(true)
    expect(ok({ risk_tolerance_score: 10, investment_timeline_years: 50, international_allocation_target: 100 })).toBe(
      true,
    )
    expect(ok({ risk_tolerance_score: 0 })).toBe(false)
    expect(ok({ risk_tolerance_score: 11 })).toBe(false)
    expect(ok({ investment_timeline_years: 0 })).toBe(false)
    expect(ok({ investment_timeline_years: 51 })).toBe(false)
    expect(ok({ international_allocation_target: -0.01 })).toBe(false)
    expect(ok({ international_allocation_target: 100.01 })).toBe(false)
  })

  it('reads an unchecked box in the form as off', () => {
    const parsed = InvestmentPreferencesFormSchema.parse({
      risk_tolerance_score: '5',
      investment_timeline_years: '10',
      rebalancing_frequency: 'quarterly',
      investment_philosophy: 'passive',
      esg_preference_level: '3',
      international_allocation_target: '20',
      cryptocurrency_allocation: '0',
      tax_loss_harvesting_enabled: true,
    })
    expect(parsed.dollar_cost_averaging_preference).toBe(false)
    expect(parsed.tax_loss_harvesting_enabled).toBe(true)
  })
})
