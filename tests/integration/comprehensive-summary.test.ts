import { describe, expect, it } from 'vitest'
import { getComprehensiveSummary } from '../../app/services/summary/comprehensive-summary.server.ts'
import { llmText, LLM_TEXT_MAX_CHARS } from '../../app/services/summary/llm-text.server.ts'
import { seedDemoHousehold } from '../../seeds/demo-household.ts'
import { apiCall } from '../helpers/api-client.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { apiUser, createUser } from '../helpers/users.ts'

const server = useTestServer()
const path = (userId: number | string) => `/financial/comprehensive-summary/${userId}`

// The demo household's rows (seeds/demo-household.ts), in cents, written out by hand.
const ASSETS = [6_200, 24_000, 38_500, 182_000, 41_000, 465_000, 28_000].map((d) => d * 100)
const LIABILITIES = [318_000, 14_800, 2_350].map((d) => d * 100)
// Monthly entries count fully, annual ones a twelfth rounded to the cent (9,000 and 1,400 a year).
const INCOME = 7_800_00 + 5_200_00 + Math.round(9_000_00 / 12) + Math.round(1_400_00 / 12)
const EXPENSES =
  Math.round(9_300_00 / 12) + // property tax
  Math.round(2_400_00 / 12) + // home insurance
  (165 + 70 + 240 + 980 + 320 + 610 + 85 + 1_100) * 100
// Each loan's stated payment: mortgage $2,150, auto $465, the card's minimum $70.
const LOAN_PAYMENTS = (2_150 + 465 + 70) * 100
const CASH = (6_200 + 24_000) * 100
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)

describe('comprehensive summary of the demo household', () => {
  it('matches the hand calculation from the seed rows', async () => {
    const user = await createUser({ tag: 'summary-demo', first_name: 'Jordan', last_name: 'Rivera' })
    await seedDemoHousehold(user.id)
    const summary = await getComprehensiveSummary(user.id)
    const f = summary.financials

    expect(f.totalAssetsCents).toBe(sum(ASSETS))
    expect(f.totalLiabilitiesCents).toBe(sum(LIABILITIES))
    expect(f.netWorthCents).toBe(sum(ASSETS) - sum(LIABILITIES)) // $449,550
    expect(f.monthlyIncomeCents).toBe(INCOME)
    expect(f.monthlyExpensesCents).toBe(EXPENSES)
    expect(f.monthlySurplusCents).toBe(INCOME - EXPENSES)
    expect(f.monthlyLoanPaymentsCents).toBe(LOAN_PAYMENTS)
    // Savings rate counts loan payments as outflows: (income − expenses − loans) / income.
    expect(f.savingsRate).toBe(Math.round(((INCOME - EXPENSES - LOAN_PAYMENTS) / INCOME) * 1000) / 10)
    expect(f.savingsRate).toBe(47.9)
    const dti = Math.round((LOAN_PAYMENTS / INCOME) * 1000) / 10
    expect(f.debtToIncomeRatio).toBe(dti)
    expect(f.debtToIncomeRatio).toBe(19.4)
    expect(f.dtiStatus).toBe('Excellent') // under 20
    expect(f.emergencyFundCoverage).toBe(Math.round((CASH / EXPENSES) * 10) / 10)
    expect(f.emergencyFundCoverage).toBe(6.6)
    const realEstate = Math.round((465_000_00 / sum(ASSETS)) * 1000) / 10
    expect(f.assetAllocation.realEstate).toEqual({ valueCents: 465_000_00, percentage: realEstate })
    expect(f.assetAllocation.cash.valueCents).toBe(CASH)
    expect(f.assetAllocation.personalProperty.valueCents).toBe(28_000_00)
    expect(f.assetAllocation.investments.valueCents).toBe((38_500 + 182_000 + 41_000) * 100)

    // No goal preferences (−25, an error) and no goals (−10); real estate is 59.3 %, under 60.
    expect(summary.data_quality.deductions.map((d) => [d.key, d.points, d.severity])).toEqual([
      ['missing_preferences', 25, 'error'],
      ['no_goals', 10, 'warning'],
    ])
    expect(summary.data_quality.score).toBe(100 - 25 - 10)
    expect(summary.data_quality.is_valid).toBe(false)
    expect(summary.database_metadata.data_quality_score).toBe(65)
    expect(summary.has_data).toBe(true)

    // Recommendations come from the advisor rules (the demo misses part of its 401(k) match).
    expect(summary.recommendations.next_steps.some((s) => /match/i.test(s))).toBe(true)
    expect(summary.recommendations.risk_assessment).toContain('Debt-to-income 19.4% (Excellent)')

    const text = llmText(summary)
    expect(text).toContain('Net worth: $449,550')
    expect(text).toContain('Savings rate (after loan payments): 47.9%')
    expect(text.length).toBeLessThanOrEqual(LLM_TEXT_MAX_CHARS)
  })

  it('counts a goal and saved preferences, and drops those deductions', async () => {
    const { api, id } = await apiUser(server.base, { tag: 'summary-goals' })
    await seedDemoHousehold(id)
    expect((await api.post('/goals-v2/preferences', { risk_score: 4 })).status).toBe(201)
    const goal = await api.post('/goals-v2', {
      name: 'Sailing trip',
      category: 'other',
      target_amount: 12000,
      current_amount: 3000,
      target_date: `${new Date().getFullYear() + 10}-09-01`,
    })
    expect(goal.status, JSON.stringify(goal.body)).toBe(201)
    const summary = await getComprehensiveSummary(id)
    // The defaults fill risk score, style, filing status and bracket: nothing is deducted.
    expect(summary.data_quality.deductions).toEqual([])
    expect(summary.data_quality.score).toBe(100)
    expect(summary.goals).toHaveLength(1)
    // The goal as the goals API answered it, in cents.
    expect(summary.goals[0]).toMatchObject({
      goal_id: goal.body.id,
      name: 'Sailing trip',
      targetAmountCents: 12000_00,
      currentProgressCents: Math.round(goal.body.current_amount * 100),
      progressPercentage: goal.body.progress_percentage,
      monthlyRequiredCents: Math.round(goal.body.monthly_required * 100),
    })
    expect(summary.goals[0].monthlyRequiredCents).toBeGreaterThan(0)
    expect(summary.goals[0].yearsToGoal).toBeGreaterThan(9)
  })

  it('reports a brand-new account as empty, with every zero-data deduction', async () => {
    const user = await createUser({ tag: 'summary-empty', first_name: 'Test', last_name: 'User' })
    const summary = await getComprehensiveSummary(user.id)
    expect(summary.has_data).toBe(false)
    expect(summary.financials.debtToIncomeRatio).toBeNull()
    expect(summary.financials.emergencyFundCoverage).toBeNull()
    expect(summary.data_quality.deductions.map((d) => d.key)).toEqual([
      'generic_name',
      'zero_net_worth',
      'zero_income',
      'missing_preferences',
      'no_goals',
    ])
    // 105 points off: the floor of 0 holds.
    expect(summary.data_quality.score).toBe(Math.max(0, 100 - 20 - 30 - 20 - 25 - 10))
    expect(summary.data_quality.score).toBe(0)
  })
})

describe('GET /api/v1/financial/comprehensive-summary/{userId}', () => {
  it('answers 401 without a token', async () => {
    const { status, body } = await apiCall(server.base, null, 'GET', path(1))
    expect(status).toBe(401)
    expect(body).toEqual({ detail: 'Not authenticated' })
  })

  it('answers the own summary in dollars, 404 for another user, 200 for an admin', async () => {
    const owner = await apiUser(server.base, { tag: 'summary-owner' })
    await seedDemoHousehold(owner.id)
    const mine = await owner.api.get(path(owner.id))
    expect(mine.status).toBe(200)
    expect(mine.body.financials.netWorth).toBe((sum(ASSETS) - sum(LIABILITIES)) / 100)
    expect(mine.body.financials.monthlySurplus).toBe((INCOME - EXPENSES) / 100)
    expect(mine.body.financials.debtToIncomeStatus).toBe('Excellent')
    expect(mine.body.database_metadata.data_quality_score).toBe(65)
    expect(typeof mine.body.llm_text).toBe('string')

    const other = await apiUser(server.base, { tag: 'summary-other' })
    const foreign = await other.api.get(path(owner.id))
    expect(foreign.status).toBe(404)
    expect(foreign.body).toEqual({ detail: 'User not found' })

    const admin = await apiUser(server.base, { tag: 'summary-admin', role: 'admin' })
    const asAdmin = await admin.api.get(path(owner.id))
    expect(asAdmin.status).toBe(200)
    expect(asAdmin.body.user.id).toBe(owner.id)
    expect(asAdmin.body.financials.netWorth).toBe(mine.body.financials.netWorth)
    expect((await admin.api.get(path(999_999_999))).status).toBe(404)
  })

  it('answers 422 for an id that is not a number, and never 500 on fuzzed ids', async () => {
    const { api } = await apiUser(server.base, { tag: 'summary-fuzz' })
    const bad = await api.get(path('abc'))
    expect(bad.status).toBe(422)
    expect(bad.body.detail[0].loc).toEqual(['path', 'userId'])
    const fuzz = ['0', '-1', '1.5', '1e3', '%20', '99999999999999999999', "1'--", '0x10', '%00', 'null']
    for (const id of fuzz) {
      const { status } = await api.get(path(id))
      expect([404, 422], id).toContain(status)
    }
    expect((await api.post(path(1), {})).status).toBe(405)
  })
})
