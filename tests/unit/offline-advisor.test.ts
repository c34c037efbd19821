import { describe, expect, it } from 'vitest'
import { HAND_WORKED_FACTS } from '../helpers/advisor-facts.ts'
import { classifyIntent, offlineAnswer, OFFLINE_DISCLAIMER, OFFLINE_NOTICE } from '../../app/lib/offline-advisor.ts'

const FACTS = HAND_WORKED_FACTS

describe('classifyIntent', () => {
  it.each([
    ['When can I retire?', 'retirement'],
    ['Is my 401(k) enough, or should I open a Roth IRA?', 'retirement'],
    ['Should I pay off my mortgage early?', 'debt'],
    ['How can I lower my taxes this year?', 'taxes'],
    ['How can I cut my monthly spending and stick to a budget?', 'spending'],
    ['Am I on track for my house down payment goal?', 'goals'],
    ['How big should my emergency fund be?', 'emergency_fund'],
    ['Should I invest in index funds or bonds?', 'investing'],
    ['Hello, how am I doing?', 'general'],
    // Two debt words against one investing word: the topic with more hits wins.
    ['Should I invest or pay off debt?', 'debt'],
  ])('%s → %s', (question, intent) => {
    expect(classifyIntent(question)).toBe(intent)
  })
})

describe('offlineAnswer', () => {
  const answer = (question: string) => offlineAnswer(question, FACTS)

  it('says plainly it is the offline advisor, and that it is not personalised advice', () => {
    const { text } = answer('Hello')
    expect(text.startsWith(OFFLINE_NOTICE)).toBe(true)
    expect(text).toContain('no language-model API key is configured')
    expect(text.endsWith(OFFLINE_DISCLAIMER)).toBe(true)
  })

  it('retirement: years to go, the 25× rule and the surplus saved until then', () => {
    const { intent, text } = answer('Can I retire at 65?')
    expect(intent).toBe('retirement')
    expect(text).toContain('You are 40 and plan to retire at 65: 25 years to go.')
    expect(text).toContain('Retirement accounts hold $150,000; net worth is $250,000.')
    // 25 × $60,000 a year = $1,500,000; ($150,000 + $30,000) / $1,500,000 = 12.0 %.
    expect(text).toContain('($60,000): $1,500,000. Your retirement and investment accounts are 12.0% of that.')
    // $2,000 × 12 × 25 years.
    expect(text).toContain('adds $600,000 before any growth')
  })

  it('debt: balance, payments, debt-to-income against 36 % and the highest rate first', () => {
    const { intent, text } = answer('Should I pay off my car loan?')
    expect(intent).toBe('debt')
    expect(text).toContain('You owe $50,000 across 1 debt, paying $1,000 a month.')
    expect(text).toContain('That is 12.5% of income, within the 36%')
    expect(text).toContain('Car loan at 6.0% ($50,000)')
  })

  it('taxes: yearly income and the tax-advantaged balances', () => {
    const { intent, text } = answer('How do I pay less tax?')
    expect(intent).toBe('taxes')
    expect(text).toContain('Your income is $8,000 a month ($96,000 a year).')
    expect(text).toContain('your retirement accounts hold $150,000')
    expect(text).toContain('Taxable investments of $30,000')
  })

  it('spending: outflows, surplus, savings rate and what a 10 % cut frees', () => {
    const { intent, text } = answer('Am I spending too much?')
    expect(intent).toBe('spending')
    expect(text).toContain('You spend $5,000 a month and pay $1,000 on debts, against income of $8,000.')
    expect(text).toContain('That leaves $2,000 a month, a savings rate of 25.0%.')
    expect(text).toContain('would free $500 a month')
    // At 25 % the 20 % guideline is met, so it is not preached.
    expect(text).not.toContain('50/30/20')
  })

  it('goals: each goal’s progress and what they need against the surplus', () => {
    const { intent, text } = answer('How are my goals going?')
    expect(intent).toBe('goals')
    expect(text).toContain('House down payment: $15,000 of $60,000 (25.0%) by 2028-06-01, needing $1,500 a month.')
    expect(text).toContain('Together your goals need $1,500 a month; your surplus of $2,000 covers that.')
  })

  it('emergency fund: months covered, the gap to six months and how long the surplus takes', () => {
    const { intent, text } = answer('Is my emergency fund big enough?')
    expect(intent).toBe('emergency_fund')
    expect(text).toContain('Your cash of $20,000 covers 4 months of expenses ($5,000 a month).')
    // Six months = $30,000: $10,000 more, 5 months at $2,000.
    expect(text).toContain('six months is $30,000, $10,000 more.')
    expect(text).toContain('that takes 5 months.')
  })

  it('investing: the invested share of assets and the surplus to invest', () => {
    const { intent, text } = answer('Should I invest more in stocks?')
    expect(intent).toBe('investing')
    // ($150,000 + $30,000) / $300,000 = 60.0 %.
    expect(text).toContain('You have $180,000 invested (60.0% of assets)')
    expect(text).toContain('Your monthly surplus of $2,000 is what you can invest regularly')
  })

  it('general: the headline figures and the topics it can answer', () => {
    const { intent, text } = answer('Give me an overview')
    expect(intent).toBe('general')
    expect(text).toContain('Net worth $250,000 (assets $300,000, debts $50,000).')
    expect(text).toContain('Savings rate 25.0%, debt-to-income 12.5%, emergency fund 4 months.')
  })

  it('is deterministic and follows the figures it is given', () => {
    expect(answer('When can I retire?')).toEqual(answer('When can I retire?'))
    const tight = offlineAnswer('Is my emergency fund big enough?', {
      ...FACTS,
      cashCents: 100_000,
      emergencyFundMonths: 0.2,
      monthlySurplusCents: -50_000,
    })
    expect(tight.text).toContain('covers 0.2 months of expenses')
    expect(tight.text).not.toContain('that takes')
  })

  it('says so when there are no debts or goals instead of inventing them', () => {
    const empty = { ...FACTS, debts: [], totalLiabilitiesCents: 0, goals: [] }
    expect(offlineAnswer('What about my debt?', empty).text).toContain('You have no debts recorded')
    expect(offlineAnswer('How are my goals?', empty).text).toContain('You have no goals recorded yet')
  })
})
