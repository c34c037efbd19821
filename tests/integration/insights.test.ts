import { describe, expect, it } from 'vitest'
import { seedDemoHousehold } from '../../seeds/demo-household.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { apiUser } from '../helpers/users.ts'

const server = useTestServer()

describe('Professional Insights and the knowledge-base viewer', () => {
  it('ranks documents by their similarity to the household’s indexed data, with reasons from its numbers', async () => {
    const tokens = await apiUser(server.base)
    await seedDemoHousehold(tokens.user.id)
    const response = await fetch(`${server.base}/api/v1/advisory/insights`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    })
    expect(response.status).toBe(200)
    const { count, ranked_by, insights } = await response.json()
    // Issue 14, item 5: retrieval from the vector index (indexed on demand), not the rules' scores.
    expect(ranked_by).toBe('vector_index')
    expect(count).toBe(3)
    const scores = insights.map((i: { relevance_score: number }) => i.relevance_score)
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)
    for (const score of scores) {
      expect(score).toBeGreaterThan(0)
      expect(score).toBeLessThanOrEqual(1)
    }
    // The explanation still reads the household's own figures (its 22.9 % credit card).
    const debt = insights.find((i: { kb_id: string }) => i.kb_id === 'KB-003')
    if (debt) expect(debt.user_context).toContain('22.9%')
  })

  it('puts the document on a household’s one topic first: a credit card and nothing else', async () => {
    const tokens = await apiUser(server.base)
    const auth = { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' }
    const card = {
      category: 'liabilities',
      subcategory: 'credit_cards',
      description: 'Credit card',
      amount: 6400,
      interest_rate: 24.9,
      minimum_payment: 190,
      frequency: 'monthly',
    }
    const created = await fetch(`${server.base}/api/v1/financial/entries`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(card),
    })
    expect(created.status, await created.text()).toBe(201)
    const { ranked_by, insights } = await (
      await fetch(`${server.base}/api/v1/advisory/insights`, { headers: auth })
    ).json()
    expect(ranked_by).toBe('vector_index')
    expect(insights[0].kb_id).toBe('KB-003')
    expect(insights[0].user_context).toContain('24.9%')
  })

  it('opens a document by citation id, 404 for an unknown one, 401 without a token', async () => {
    const tokens = await apiUser(server.base)
    const auth = { authorization: `Bearer ${tokens.access_token}` }
    const doc = await fetch(`${server.base}/api/v1/advisory/knowledge-base/document/IRS-001`, { headers: auth })
    expect(doc.status).toBe(200)
    expect(await doc.json()).toMatchObject({
      kb_id: 'IRS-001',
      category: 'tax_planning',
      tags: expect.any(Array),
      last_updated: '2026-01-15',
      related_documents: ['KB-004', 'IRS-002'],
    })
    expect(
      (await fetch(`${server.base}/api/v1/advisory/knowledge-base/document/KB-999`, { headers: auth })).status,
    ).toBe(404)
    expect(
      (await fetch(`${server.base}/api/v1/advisory/knowledge-base/document/../../x`, { headers: auth })).status,
    ).toBe(404)
    expect((await fetch(`${server.base}/api/v1/advisory/knowledge-base/document/KB-001`)).status).toBe(401)
  })
})
