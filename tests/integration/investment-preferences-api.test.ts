import { describe, expect, it } from 'vitest'
import { useTestServer } from '../helpers/test-server.ts'
import { apiUser } from '../helpers/users.ts'

const server = useTestServer()

async function client() {
  const { api } = await apiUser(server.base)
  return { call: (method: string, body?: unknown) => api.call(method, '/investment-preferences/', body) }
}

const messages = (body: { detail: { loc: unknown[]; msg: string }[] }) => body.detail.map((d) => d.msg)

describe('investment preferences API', () => {
  it('answers 404 while none are set', async () => {
    const c = await client()
    const read = await c.call('GET')
    expect(read.status).toBe(404)
    expect(read.body).toEqual({ detail: 'Investment preferences not found' })
  })

  it('creates with the section 9 defaults filling what the body leaves out', async () => {
    const c = await client()
    const created = await c.call('POST', { risk_tolerance_score: 8, investment_timeline_years: 25 })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      risk_tolerance_score: 8,
      investment_timeline_years: 25,
      rebalancing_frequency: 'quarterly',
      investment_philosophy: 'passive',
      esg_preference_level: 3,
      international_allocation_target: 20,
      cryptocurrency_allocation: 0,
      alternative_investment_interest: false,
      individual_stock_tolerance: false,
      tax_loss_harvesting_enabled: false,
      dollar_cost_averaging_preference: true,
    })
    const read = await c.call('GET')
    expect(read.status).toBe(200)
    expect(read.body).toEqual(created.body)
    const again = await c.call('POST', {})
    expect(again.status).toBe(409)
  })

  it('updates only the named fields with PUT', async () => {
    const c = await client()
    expect((await c.call('PUT', { risk_tolerance_score: 2 })).status).toBe(404)
    await c.call('POST', { investment_philosophy: 'value', cryptocurrency_allocation: 2.5 })
    const updated = await c.call('PUT', {
      risk_tolerance_score: 9,
      rebalancing_frequency: 'threshold',
      tax_loss_harvesting_enabled: true,
      international_allocation_target: 35.25,
    })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({
      risk_tolerance_score: 9,
      rebalancing_frequency: 'threshold',
      tax_loss_harvesting_enabled: true,
      international_allocation_target: 35.25,
      investment_philosophy: 'value',
      cryptocurrency_allocation: 2.5,
      investment_timeline_years: 10,
    })
    expect((await c.call('GET')).body).toEqual(updated.body)
  })

  it('answers 422 with a clear message for each field out of bounds', async () => {
    const c = await client()
    const cases: [Record<string, unknown>, string][] = [
      [{ risk_tolerance_score: 0 }, 'Risk tolerance score must be between 1 and 10'],
      [{ risk_tolerance_score: 11 }, 'Risk tolerance score must be between 1 and 10'],
      [{ risk_tolerance_score: 5.5 }, 'Risk tolerance score must be a whole number'],
      [{ investment_timeline_years: 0 }, 'Investment timeline must be between 1 and 50'],
      [{ investment_timeline_years: 51 }, 'Investment timeline must be between 1 and 50'],
      [{ international_allocation_target: -1 }, 'International allocation target must be between 0 and 100'],
      [{ international_allocation_target: 100.5 }, 'International allocation target must be between 0 and 100'],
      [{ cryptocurrency_allocation: 101 }, 'Cryptocurrency allocation must be between 0 and 100'],
      [{ esg_preference_level: 6 }, 'ESG preference level must be between 1 and 5'],
      [{ rebalancing_frequency: 'yearly' }, 'Rebalancing frequency must be monthly, quarterly, annual or threshold'],
      [{ investment_philosophy: 'yolo' }, 'Investment philosophy must be passive, active, hybrid, value or growth'],
      [{ tax_loss_harvesting_enabled: 'maybe' }, 'Must be true or false'],
    ]
    for (const [body, message] of cases) {
      const response = await c.call('POST', body)
      expect(response.status, JSON.stringify(body)).toBe(422)
      expect(messages(response.body), JSON.stringify(body)).toContain(message)
    }
    for (const bad of ['not json', '[1,2]', 'null', '"text"']) {
      expect((await c.call('POST', bad)).status, bad).toBe(422)
    }
    await c.call('POST', {})
    const put = await c.call('PUT', { investment_timeline_years: 99 })
    expect(put.status).toBe(422)
    expect((await c.call('GET')).body.investment_timeline_years).toBe(10)
  })

  it('deletes, after which reads answer 404 again and a new create starts from defaults', async () => {
    const c = await client()
    await c.call('POST', { risk_tolerance_score: 9 })
    const deleted = await c.call('DELETE')
    expect(deleted.status).toBe(200)
    expect((await c.call('GET')).status).toBe(404)
    expect((await c.call('DELETE')).status).toBe(404)
    const recreated = await c.call('POST', {})
    expect(recreated.status).toBe(201)
    expect(recreated.body.risk_tolerance_score).toBe(5)
  })

  it("never shows or changes another user's preferences", async () => {
    const owner = await client()
    const other = await client()
    await owner.call('POST', { risk_tolerance_score: 10 })
    expect((await other.call('GET')).status).toBe(404)
    expect((await other.call('PUT', { risk_tolerance_score: 1 })).status).toBe(404)
    expect((await other.call('DELETE')).status).toBe(404)
    expect((await owner.call('GET')).body.risk_tolerance_score).toBe(10)
  })

  it('requires a bearer token', async () => {
    const response = await fetch(`${server.base}/api/v1/investment-preferences/`)
    expect(response.status).toBe(401)
  })
})
