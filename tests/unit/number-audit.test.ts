import { describe, expect, it } from 'vitest'
import { auditNumbers, numberAuditMessage, numberPool, writtenNumbers } from '../../app/lib/number-audit.ts'

describe('writtenNumbers', () => {
  it('reads money, percents, scales and decimals at their written precision', () => {
    expect(writtenNumbers('Net worth $449,550, savings 47.9%, about $12.5K a year, $1.2M later')).toEqual([
      { text: '449,550', value: 449550, tolerance: 0.5 },
      { text: '47.9', value: 47.9, tolerance: 0.05 },
      { text: '12.5K', value: 12500, tolerance: 50 },
      { text: '1.2M', value: 1200000, tolerance: 50000 },
    ])
  })

  it('skips digits glued to a word (ids, quarters) and keeps a number before a word', () => {
    expect(writtenNumbers('see kb_12 and Q3; 5 kids; H2O').map((n) => n.value)).toEqual([5])
  })
})

describe('auditNumbers', () => {
  const pool = numberPool({ netWorthCents: 44_955_000, savingsRate: 0.4789, goals: [{ name: 'House 2030' }] })

  it('accepts figures from the inputs in dollars, as percents and rounded as written', () => {
    const text = 'Your net worth is $449,550 (about $450K); you save 47.9% (48%) of income toward House 2030.'
    expect(auditNumbers(text, pool)).toEqual({ ok: true, unauthorized: [] })
  })

  it('accepts the spec’s allowed list and a caller’s extras', () => {
    expect(auditNumbers('Put 15% into the 401(k) and 529 over 5 years, review in 12 months', pool, [12]).ok).toBe(true)
  })

  it('names an invented number once, and gives the spec’s message', () => {
    const result = auditNumbers('Invest $7,777 now and $7,777 later; net worth $449,550.', pool)
    expect(result).toEqual({ ok: false, unauthorized: ['7,777'] })
    expect(numberAuditMessage(result)).toEqual({
      message: 'Unauthorized numbers found: 7,777',
      fix: 'Use only numbers from plan_inputs',
    })
  })

  it('does not let a rounder figure pass for a different one', () => {
    expect(auditNumbers('net worth $460K', pool).unauthorized).toEqual(['460K'])
    expect(auditNumbers('savings rate 47.7%', pool).unauthorized).toEqual(['47.7'])
  })
})
