import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { probeSearchModule } from '../../app/services/vector/backend.server.ts'
import { parseEnv } from '../../app/env.server.ts'
import { vectorConfigFromEnv } from '../../app/services/vector/config.server.ts'
import {
  GeminiEmbedder,
  LocalEmbedder,
  OpenAIEmbedder,
  embedderFor,
} from '../../app/services/vector/embedder.server.ts'
import { localEmbedding, tokenize } from '../../app/services/vector/local-embedding.server.ts'
import { cosine, topK } from '../../app/services/vector/store.server.ts'

// The embeddings: the local one's properties, the provider ones through their real SDKs against
// msw handlers at the providers' HTTP endpoints, and how the backend reads MODULE LIST.

describe('local embedding', () => {
  it('is 384 floats of unit length, the same for the same text', () => {
    const v = localEmbedding('Mortgage of $312,000 at 6.5% interest')
    expect(v).toHaveLength(384)
    expect(cosine(v, v)).toBeCloseTo(1, 5)
    expect([...localEmbedding('Mortgage of $312,000 at 6.5% interest')]).toEqual([...v])
    expect(cosine(localEmbedding(''), localEmbedding(''))).toBe(0)
  })

  it('drops function words and thousands separators', () => {
    expect(tokenize('The value of the home is $540,000')).toEqual(['value', 'home', '540000'])
  })

  it('scores related texts above unrelated ones, word pieces included', () => {
    const query = localEmbedding('when can I retire')
    const retirement = localEmbedding('Retirement goal: retire at 60 with $2,000,000 saved')
    const groceries = localEmbedding('Food expenses: groceries $900 a month')
    expect(cosine(query, retirement)).toBeGreaterThan(cosine(query, groceries) + 0.1)
  })

  it('keeps the best k in order', () => {
    const items = [0.1, 0.9, -Infinity, 0.5, 0.7].map((score, i) => ({ i, score }))
    expect(topK(items, 2).map((x) => x.i)).toEqual([1, 4])
  })
})

describe('configuration', () => {
  it('uses OpenAI, then Gemini, then the local embedding', () => {
    // The validated environment, as app/env.server.ts reads it at start-up.
    const configOf = (vars: Record<string, string>) =>
      vectorConfigFromEnv(parseEnv({ SESSION_SECRET: 'unit-secret-0123456789', ...vars }))
    expect(embedderFor(configOf({}).embedding)).toBeInstanceOf(LocalEmbedder)
    expect(configOf({ OPENAI_API_KEY: 'sk-a', GEMINI_API_KEY: 'g' }).embedding.provider).toBe('openai')
    expect(configOf({ GOOGLE_API_KEY: 'g' }).embedding.provider).toBe('gemini')
    expect(configOf({ OPENAI_API_KEY: 'sk-a', EMBEDDING_PROVIDER: 'local' }).embedding.provider).toBe('local')
    expect(() => configOf({ VECTOR_BACKEND: 'postgres' })).toThrow(/VECTOR_BACKEND/)
  })
})

describe('provider embeddings through the SDKs (msw at the HTTP boundary)', () => {
  const seen: { url: string; body: unknown; auth: string | null }[] = []
  const server = setupServer(
    http.post('https://api.openai.com/v1/embeddings', async ({ request }) => {
      const body = (await request.json()) as { input: string[]; model: string }
      seen.push({ url: request.url, body, auth: request.headers.get('authorization') })
      // Answered out of order on purpose: the embedder must place them by index.
      const data = body.input
        .map((_, index) => ({ object: 'embedding', index, embedding: index === 0 ? [2, 0, 0] : [0, 5, 0] }))
        .reverse()
      return HttpResponse.json({
        object: 'list',
        data,
        model: body.model,
        usage: { prompt_tokens: 4, total_tokens: 4 },
      })
    }),
    http.post('https://generativelanguage.googleapis.com/v1beta/models/:model', async ({ request, params }) => {
      const body = (await request.json()) as { requests: unknown[] }
      seen.push({ url: request.url, body, auth: request.headers.get('x-goog-api-key') })
      expect(params.model).toBe('text-embedding-004:batchEmbedContents')
      return HttpResponse.json({ embeddings: body.requests.map((_, i) => ({ values: [0, 3 * (i + 1), 4] })) })
    }),
  )
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterAll(() => server.close())

  it('OpenAI: one batched call, vectors in input order and unit length', async () => {
    const embedder = new OpenAIEmbedder('sk-test', 'text-embedding-3-small')
    expect(embedder).toMatchObject({ model: 'openai/text-embedding-3-small', dimension: 1536 })
    const vectors = await embedder.embed(['first', 'second'])
    expect(vectors.map((v) => [...v])).toEqual([
      [1, 0, 0],
      [0, 1, 0],
    ])
    const call = seen.at(-1)!
    expect(call.body).toMatchObject({ model: 'text-embedding-3-small', input: ['first', 'second'] })
    expect(call.auth).toBe('Bearer sk-test')
  })

  it('Gemini: batchEmbedContents, normalised', async () => {
    const embedder = new GeminiEmbedder('g-test', 'text-embedding-004')
    expect(embedder).toMatchObject({ model: 'gemini/text-embedding-004', dimension: 768 })
    const [v] = await embedder.embed(['hello'])
    expect([...v].map((x) => Math.round(x * 100) / 100)).toEqual([0, 0.6, 0.8])
    expect(seen.at(-1)!.auth).toBe('g-test')
  })
})

describe('MODULE LIST', () => {
  const fake = (reply: unknown): Redis =>
    ({
      call: async () => {
        if (reply instanceof Error) throw reply
        return reply
      },
    }) as unknown as Redis

  it('finds RediSearch 2.4 or later, and calls older or missing modules absent', async () => {
    expect((await probeSearchModule(fake([['name', 'search', 'ver', 20810]]))).present).toBe(true)
    const old = await probeSearchModule(fake([['name', 'ft', 'ver', 10205]]))
    expect(old).toMatchObject({ present: false, version: 10205 })
    expect(old.detail).toContain('too old')
    expect(await probeSearchModule(fake([['name', 'ReJSON', 'ver', 20600]]))).toMatchObject({ present: false })
    expect(await probeSearchModule(fake([]))).toMatchObject({ present: false, detail: 'search module not loaded' })
    expect((await probeSearchModule(fake(new Error("ERR unknown command 'MODULE'")))).present).toBe(false)
    await expect(probeSearchModule(fake(new Error('connect ECONNREFUSED')))).rejects.toThrow('ECONNREFUSED')
  })
})

describe('RediSearch store (against a recorded reply: this machine has no search module)', () => {
  it('filters the KNN query to the asked owners and drops any other key in the reply', async () => {
    const { RediSearchVectorStore } = await import('../../app/services/vector/redisearch-store.server.ts')
    const calls: unknown[][] = []
    const texts: Record<string, string> = {
      'vector:user:7:docs/goal:1': JSON.stringify({
        content: 'Retire at 60',
        metadata: { type: 'goal', category: 'retirement' },
      }),
      'vector:shared:docs/kb:KB-001': JSON.stringify({
        content: 'Emergency fund',
        metadata: { type: 'knowledge_base', category: 'x' },
      }),
      'vector:user:8:docs/goal:2': JSON.stringify({ content: 'Not yours', metadata: { type: 'goal', category: 'x' } }),
    }
    const fake = {
      options: { keyPrefix: 'wp:' },
      call: async (...args: unknown[]) => {
        calls.push(args)
        if (args[0] !== 'FT.SEARCH') return 'OK'
        return [
          3,
          'wp:vector:doc:384:user:7:goal:1',
          ['distance', '0.1'],
          'wp:vector:doc:384:user:8:goal:2',
          ['distance', '0.2'],
          'wp:vector:doc:384:shared:kb:KB-001',
          ['distance', '0.4'],
        ]
      },
      hget: async (key: string, field: string) => texts[`${key}/${field}`] ?? null,
    } as unknown as Redis
    const store = new RediSearchVectorStore(fake, 384)
    const hits = await store.search(['user:7', 'shared'], new Float32Array(384), 5)
    expect(hits.map((h) => [h.owner, h.id, Math.round(h.score * 10) / 10])).toEqual([
      ['user:7', 'goal:1', 0.9],
      ['shared', 'kb:KB-001', 0.6],
    ])
    const create = calls.find((c) => c[0] === 'FT.CREATE')!
    expect(create).toEqual(expect.arrayContaining(['wp:vector:idx:384', 'wp:vector:doc:384:', 'HNSW', 'COSINE', '384']))
    const query = calls.find((c) => c[0] === 'FT.SEARCH')!
    expect(query[2]).toBe('(@owner:{user_7 | shared})=>[KNN 5 @vector $blob AS distance]')
  })
})
