import http from 'node:http'
import zlib from 'node:zlib'
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

  it('sends a hit compressed as the first time, for each coding, and every body decompresses to its own answer', async () => {
    const headers = await demoUser('hit-encoded')
    // The raw bytes and headers, as the wire carries them (fetch would decompress).
    const raw = (query: string, acceptEncoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const url = `${server.base}/api/v1/projections/comprehensive?${query}`
        http
          .get(url, { headers: { ...headers, 'accept-encoding': acceptEncoding } }, (response) => {
            const chunks: Buffer[] = []
            response.on('data', (chunk: Buffer) => chunks.push(chunk))
            response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
          })
          .on('error', reject)
      })
    const answer = async (query: string, coding: 'gzip' | 'br') => {
      const { headers: sent, body } = await raw(query, coding)
      expect(sent['content-encoding']).toBe(coding)
      expect(Number(sent['content-length'])).toBe(body.length)
      const text = (coding === 'br' ? zlib.brotliDecompressSync(body) : zlib.gunzipSync(body)).toString()
      return { body, json: JSON.parse(text) as Comprehensive & { projections: unknown[] } }
    }
    const miss = await answer('years=10', 'gzip')
    expect(miss.json.calculation_metadata.cached).toBe(false)
    for (const coding of ['gzip', 'br'] as const) {
      // A hit's own time is in its answer (almost always 0 ms, but a slow hit's differs), so the hits
      // are compared where their answers are the same: then their bytes are too. On a slow machine
      // three hits in a row have each had their own time, so hits are asked for until two answers match
      // (at most 12).
      const hits: Awaited<ReturnType<typeof answer>>[] = []
      const bodiesByAnswer = new Map<string, Buffer[]>()
      const repeated = () => [...bodiesByAnswer.values()].filter((bodies) => bodies.length > 1)
      while (hits.length < 3 || (repeated().length === 0 && hits.length < 12)) {
        const hit = await answer('years=10', coding)
        hits.push(hit)
        const text = JSON.stringify(hit.json)
        bodiesByAnswer.set(text, [...(bodiesByAnswer.get(text) ?? []), hit.body])
      }
      expect(repeated().length).toBeGreaterThan(0)
      for (const bodies of repeated()) for (const body of bodies) expect(body.equals(bodies[0])).toBe(true)
      for (const hit of hits) expect(hit.json.calculation_metadata.cached).toBe(true)
    }
    // Another kept text of the same run is its own body, not the first one's bytes.
    const ten = (await answer('years=10', 'gzip')).json
    const five = (await answer('years=5', 'gzip')).json
    expect(five.projections).toHaveLength(6)
    expect(five.projections).toEqual(ten.projections.slice(0, 6))
    expect((await answer('years=10', 'gzip')).json.projections).toEqual(ten.projections)
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
