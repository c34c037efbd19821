import { describe, expect, it } from 'vitest'
import { debtToIncomeRatio, dtiStatus, emergencyFundMonths } from './financial-ratios.ts'
import { isGenericName, summaryQuality, type QualityFacts } from './summary-quality.ts'

const complete: QualityFacts = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  netWorthCents: 100_00,
  monthlyIncomeCents: 5_000_00,
  hasPreferences: true,
  riskScore: 6,
  investmentStyle: 'balanced',
  filingStatus: 'single',
  federalTaxBracket: 22,
  goalCount: 1,
  realEstatePercent: 40,
}

const keys = (facts: Partial<QualityFacts>) =>
  summaryQuality({ ...complete, ...facts }).deductions.map((d) => [d.key, d.points])

describe('summaryQuality (spec 03 §5)', () => {
  it('scores a complete profile 100 and valid', () => {
    expect(summaryQuality(complete)).toEqual({ score: 100, is_valid: true, deductions: [] })
  })

  it('takes off each deduction with its points', () => {
    expect(keys({ firstName: 'User', lastName: '' })).toEqual([['generic_name', 20]])
    expect(keys({ netWorthCents: 0 })).toEqual([['zero_net_worth', 30]])
    expect(keys({ monthlyIncomeCents: 0 })).toEqual([['zero_income', 20]])
    expect(keys({ riskScore: null })).toEqual([['missing_risk_score', 5]])
    expect(keys({ investmentStyle: null })).toEqual([['missing_investment_style', 5]])
    expect(keys({ filingStatus: null })).toEqual([['missing_filing_status', 10]])
    expect(keys({ federalTaxBracket: null })).toEqual([['missing_tax_bracket', 10]])
    expect(keys({ goalCount: 0 })).toEqual([['no_goals', 10]])
    expect(keys({ realEstatePercent: 60 })).toEqual([])
    expect(keys({ realEstatePercent: 60.1 })).toEqual([['real_estate_concentration', 5]])
  })

  it('counts missing preferences once (−25), not their fields again', () => {
    const check = summaryQuality({ ...complete, hasPreferences: false, riskScore: null, investmentStyle: null })
    expect(check.deductions.map((d) => d.key)).toEqual(['missing_preferences'])
    expect(check.score).toBe(75)
    expect(check.is_valid).toBe(false)
  })

  it('keeps warnings valid and floors the score at 0', () => {
    expect(summaryQuality({ ...complete, goalCount: 0 }).is_valid).toBe(true)
    const worst = summaryQuality({
      ...complete,
      firstName: 'test',
      lastName: 'user',
      netWorthCents: 0,
      monthlyIncomeCents: 0,
      hasPreferences: false,
      goalCount: 0,
      realEstatePercent: 80,
    })
    expect(worst.deductions.reduce((sum, d) => sum + d.points, 0)).toBe(110)
    expect(worst.score).toBe(0)
  })

  it('treats only placeholder names as generic', () => {
    expect(isGenericName('Test', 'User')).toBe(true)
    expect(isGenericName('  ', '')).toBe(true)
    expect(isGenericName('Testa', 'Userman')).toBe(false)
  })
})

describe('ratios', () => {
  it('debt-to-income in percent, null without income, with the spec bands', () => {
    expect(debtToIncomeRatio(2_685_00, 13_866_67)).toBe(19.4)
    expect(debtToIncomeRatio(100, 0)).toBeNull()
    expect([19.9, 20, 35.9, 36, 49.9, 50].map(dtiStatus)).toEqual(['Excellent', 'Good', 'Good', 'Fair', 'Fair', 'High'])
  })

  it('emergency months from cash over monthly expenses', () => {
    expect(emergencyFundMonths(30_000_00, 5_000_00)).toBe(6)
    expect(emergencyFundMonths(30_000_00, 0)).toBeNull()
  })
})
