import { afterEach, describe, expect, it } from 'vitest'
import { seedDemoHousehold } from '../../seeds/demo-household.ts'
import { useAppWithSimWorker } from '../helpers/app-with-sim-worker.ts'
import { recordQueries } from '../helpers/record-queries.ts'
import { apiUser } from '../helpers/users.ts'

// A cached projection costs one database read: the bearer token's session with its user, in one query.
// The data version (the cache key) comes with the user's row and the assumptions are cached under it,
// so a change to either is still seen at once.
const server = useAppWithSimWorker()

let recording: ReturnType<typeof recordQueries> | null = null
afterEach(() => recording?.stop())

async function demoUser(tag: string) {
  const tokens = await apiUser(server.base, { tag })
  await seedDemoHousehold(tokens.user.id)
  return { authorization: `Bearer ${tokens.access_token}` }
}

type Comprehensive = {
  assumptions: Record<string, number>
  calculation_metadata: { cached: boolean }
}

async function comprehensive(headers: Record<string, string>) {
  const response = await fetch(`${server.base}/api/v1/projections/comprehensive?years=10`, { headers })
  expect(response.status).toBe(200)
  return (await response.json()) as Comprehensive
}

describe('a cached projection', () => {
  it('is answered with one read: the session with its user', async () => {
    const headers = await demoUser('hit-reads')
    expect((await comprehensive(headers)).calculation_metadata.cached).toBe(false)
    recording = recordQueries()
    expect((await comprehensive(headers)).calculation_metadata.cached).toBe(true)
    const selects = recording.selects()
    expect(selects).toHaveLength(1)
    expect(selects[0]).toMatch(/FROM [`"]sessions[`"].*JOIN [`"]users[`"]/s)
  })

  it('answers each set of options with its own body, hit after hit (the answer text is kept per run and options)', async () => {
    const headers = await demoUser('hit-options')
    const get = async (query: string) => {
      const response = await fetch(`${server.base}/api/v1/projections/comprehensive?${query}`, { headers })
      expect(response.status).toBe(200)
      return (await response.json()) as Record<string, unknown> & {
        dollars: string
        projections: unknown[]
        monte_carlo_results: unknown
        calculation_metadata: { cached: boolean }
      }
    }
    const miss = await get('years=10')
    expect(miss.calculation_metadata.cached).toBe(false)
    const hit = await get('years=10')
    expect(hit.calculation_metadata.cached).toBe(true)
    // The same run: every figure but the cache state and the request's own time is the miss's.
    const figures = ({ calculation_metadata: meta, ...rest }: typeof hit) => {
      const { cached: _cached, calculation_time_ms: _time, ...kept } = meta as Record<string, unknown>
      return { ...rest, kept }
    }
    expect(figures(hit)).toEqual(figures(miss))
    const again = await get('years=10')
    expect(again.calculation_metadata.cached).toBe(true)
    expect(figures(again)).toEqual(figures(hit))

    const real = await get('years=10&dollars=real')
    expect(real.dollars).toBe('real')
    expect(real.projections).not.toEqual(hit.projections)
    expect((await get('years=10&include_monte_carlo=false')).monte_carlo_results).toBeNull()
    expect((await get('years=10')).dollars).toBe(hit.dollars)
    // More option sets than the texts kept per run: each still gets its own answer.
    for (const years of [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 10, 1]) {
      expect((await get(`years=${years}`)).projections).toHaveLength(years + 1)
    }
  })

  it('is recomputed with the new assumptions once they are saved', async () => {
    const headers = await demoUser('hit-reads-save')
    const before = await comprehensive(headers)
    expect(before.assumptions.inflation_rate).not.toBe(0.041)
    const saved = await fetch(`${server.base}/api/v1/projections/assumptions`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ...before.assumptions, inflation_rate: 0.041 }),
    })
    expect(saved.status).toBe(200)
    const after = await comprehensive(headers)
    expect(after.assumptions.inflation_rate).toBe(0.041)
    expect(after.calculation_metadata.cached).toBe(false)
  })
})
