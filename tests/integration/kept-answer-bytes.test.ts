import zlib from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { useAppWithSimWorker } from '../helpers/app-with-sim-worker.ts'
import { seedDemoHousehold } from '../../seeds/demo-household.ts'
import { apiUser } from '../helpers/users.ts'

// A cached projection's answer is a kept text (app/lib/json-text.ts), whose bytes and compressed bytes the
// host keeps (server/whole-body-encoding.ts). The host and the Remix build are two bundles in production,
// each with its own copy of the app's modules: what tells the host which text an answer came from must be
// the same object in both, or every hit is read back and compressed again. This server is the host's
// source with the built Remix bundle, two copies as in production.
const server = useAppWithSimWorker()

/** The answer as sent and as read (fetch decodes the coding). */
async function get(url: string, token: string, encoding: string) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } })
  return { coding: response.headers.get('content-encoding'), text: await response.text() }
}

describe("a cached projection's answer", () => {
  it('is compressed once per coding, then sent as the kept bytes', async () => {
    const tokens = await apiUser(server.base)
    await seedDemoHousehold(tokens.user.id)
    const url = `${server.base}/api/v1/projections/comprehensive?years=20`
    const miss = JSON.parse((await get(url, tokens.access_token, 'identity')).text)
    expect(miss.calculation_metadata.cached).toBe(false)

    const gzip = vi.spyOn(zlib, 'gzipSync')
    const brotli = vi.spyOn(zlib, 'brotliCompressSync')
    const codings = ['gzip', 'gzip', 'gzip', 'gzip', 'gzip', 'gzip', 'br', 'br', 'br']
    const hits: { coding: string | null; text: string }[] = []
    try {
      for (const coding of codings) hits.push(await get(url, tokens.access_token, coding))
      // One compression per text and coding. A text is the answer with its calculation time (a hit's is 0 or
      // 1 ms), so some of six hits share one, and more compressions than texts means none was kept.
      const textsIn = (coding: string) => new Set(hits.filter((hit) => hit.coding === coding).map((hit) => hit.text))
      expect(textsIn('gzip').size).toBeLessThan(6)
      expect(gzip).toHaveBeenCalledTimes(textsIn('gzip').size)
      expect(brotli).toHaveBeenCalledTimes(textsIn('br').size)
    } finally {
      gzip.mockRestore()
      brotli.mockRestore()
    }
    expect(hits.map(({ coding }) => coding)).toEqual(codings)
    // Each is a cache hit's answer with the miss's numbers.
    for (const { text } of hits) {
      const hit = JSON.parse(text)
      expect(hit.calculation_metadata.cached).toBe(true)
      expect(hit.projections).toEqual(miss.projections)
    }
  })
})
