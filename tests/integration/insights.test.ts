import { describe, expect, it } from 'vitest'
import { seedDemoHousehold } from '../../seeds/demo-household.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { apiUser } from '../helpers/users.ts'

const server = useTestServer()

describe('Professional Insights and the knowledge-base viewer', () => {
  it('ranks documents for the household with reasons drawn from its own numbers', async () => {
    const tokens = await apiUser(server.base)
    await seedDemoHousehold(tokens.user.id)
    const response = await fetch(`${server.base}/api/v1/advisory/insights`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    })
    expect(response.status).toBe(200)
    const { count, insights } = await response.json()
    expect(count).toBe(3)
    // The demo household carries a 22.9 % credit card: the debt document leads.
    expect(insights[0]).toMatchObject({ kb_id: 'KB-003', relevance_score: 0.92 })
    expect(insights[0].user_context).toContain('22.9%')
    const scores = insights.map((i: { relevance_score: number }) => i.relevance_score)
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)
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
