import { describe, expect, it } from 'vitest'
import { rankInsights, type Situation } from '../../app/lib/insight-relevance.ts'
import { KNOWLEDGE_BASE } from '../../app/lib/knowledge-base.ts'

const base: Situation = {
  age: 35,
  emergency_fund_months: 6.5,
  savings_rate: 12,
  monthly_income: 6000,
  highest_debt_rate: null,
  retirement_balance: 50_000,
  taxable_balance: 0,
  total_assets: 80_000,
  stock_share: 70,
  guideline_stock_share: 75,
}

describe('rankInsights', () => {
  it('puts the emergency fund first when cash covers less than 3 months', () => {
    const [first] = rankInsights(KNOWLEDGE_BASE, { ...base, emergency_fund_months: 1.24 })
    expect(first).toMatchObject({ kb_id: 'KB-001', relevance_score: 0.95 })
    expect(first.user_context).toBe('Your cash covers about 1.2 months of spending; 3–6 months is the usual cushion.')
  })

  it('ranks high-interest debt and catch-up contributions by the facts that call for them', () => {
    const ranked = rankInsights(KNOWLEDGE_BASE, { ...base, age: 58, highest_debt_rate: 22.9 }, 7)
    expect(ranked.map((i) => i.kb_id).slice(0, 2)).toEqual(['KB-003', 'IRS-001'])
    expect(ranked.find((i) => i.kb_id === 'REG-001')?.relevance_score).toBe(0.5)
  })

  it('scores differ with the situation instead of being fixed', () => {
    const young = rankInsights(KNOWLEDGE_BASE, base, 7)
    const older = rankInsights(KNOWLEDGE_BASE, { ...base, age: 70 }, 7)
    const rmd = (list: typeof young) => list.find((i) => i.kb_id === 'REG-001')?.relevance_score
    expect(rmd(young)).toBe(0.1)
    expect(rmd(older)).toBe(0.85)
  })

  it('every document has sources, a takeaway and existing related documents', () => {
    const ids = new Set(KNOWLEDGE_BASE.map((d) => d.kb_id))
    for (const doc of KNOWLEDGE_BASE) {
      expect(doc.sources.length).toBeGreaterThan(0)
      expect(doc.actionable_takeaway.length).toBeGreaterThan(20)
      for (const related of doc.related_documents) expect(ids.has(related)).toBe(true)
    }
    for (const id of ['KB-001', 'KB-002', 'KB-003', 'KB-004', 'IRS-001', 'IRS-002']) expect(ids.has(id)).toBe(true)
  })
})
