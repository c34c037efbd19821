import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEntry } from '../../app/services/finance/entries.server.ts'
import { createGoal, deleteGoal } from '../../app/services/goals/goals.server.ts'
import { createPolicy } from '../../app/services/profile/insurance.server.ts'
import { probeSearchModule } from '../../app/services/vector/backend.server.ts'
import { documentsFor } from '../../app/services/vector/documents.server.ts'
import { LocalEmbedder } from '../../app/services/vector/embedder.server.ts'
import { MemoryVectorStore } from '../../app/services/vector/memory-store.server.ts'
import { RediSearchVectorStore } from '../../app/services/vector/redisearch-store.server.ts'
import { RedisVectorStore } from '../../app/services/vector/redis-store.server.ts'
import { createVectorService, findStaleIndexes } from '../../app/services/vector/service.server.ts'
import type { VectorStore } from '../../app/services/vector/store.server.ts'
import { EntryCreateSchema } from '../../app/schemas/financial-entry.ts'
import { GoalCreateSchema } from '../../app/schemas/goals.ts'
import { InsurancePolicySchema } from '../../app/schemas/insurance.ts'
import { createUser } from '../helpers/users.ts'
import { vectorRedis } from '../helpers/vector-redis.ts'

// One suite, run against every vector-store backend this machine has: the same service calls on
// the same database rows, so the backends cannot drift apart in behaviour.

const redis = vectorRedis('suite')
const probe = await probeSearchModule(redis.client)
const hasSearch = probe.present
if (!hasSearch) {
  console.log(`RediSearch backend — SKIPPED: module not present on this Redis (${probe.detail})`)
}
afterAll(() => redis.cleanup())

const nextYear = new Date().getUTCFullYear() + 1
const entry = (fields: Record<string, unknown>) => EntryCreateSchema.parse(fields)

/** A household with a distinctive insurance policy and goal, so a search has one right answer. */
async function household(tag: string, withMarkers: boolean) {
  const user = await createUser({ tag })
  await createEntry(
    user.id,
    entry({
      category: 'assets',
      subcategory: 'real_estate',
      description: 'Family home',
      amount: 540000,
      frequency: 'one_time',
    }),
  )
  await createEntry(
    user.id,
    entry({
      category: 'income',
      subcategory: 'employment_income',
      description: 'Salary',
      amount: 9500,
      frequency: 'monthly',
    }),
  )
  await createEntry(
    user.id,
    entry({
      category: 'expenses',
      subcategory: 'housing',
      description: 'Utilities and upkeep',
      amount: 700,
      frequency: 'monthly',
    }),
  )
  const goal = await createGoal(
    user.id,
    GoalCreateSchema.parse({
      category: 'travel',
      name: 'Sailing trip to Patagonia',
      target_amount: 18000,
      target_date: `${nextYear + 2}-06-01`,
    }),
  )
  let policyId: number | null = null
  if (withMarkers) {
    const policy = await createPolicy(
      user.id,
      InsurancePolicySchema.parse({
        policy_type: 'life',
        policy_name: 'Zephyrine Mutual term life',
        coverage_amount: 750000,
        annual_premium: 620,
        beneficiary_primary: 'Jordan',
      }),
    )
    policyId = policy.id
  }
  return { id: user.id, goalId: goal.id, policyId }
}

function vectorStoreSuite(name: string, makeStore: () => VectorStore) {
  describe(name, () => {
    const store = makeStore()
    const service = createVectorService({ store, embedder: new LocalEmbedder() })
    let a: Awaited<ReturnType<typeof household>>
    let b: Awaited<ReturnType<typeof household>>
    beforeAll(async () => {
      a = await household('vec-a', true)
      b = await household('vec-b', false)
    })

    it('indexes a user: one document per entry group, goal, profile area and policy, with model and dimension', async () => {
      const expected = await documentsFor(a.id)
      const result = await service.index(a.id)
      expect(result.documents_indexed).toBe(expected.length)
      expect(expected.map((d) => d.id)).toEqual(
        expect.arrayContaining([
          'summary:overview',
          'entries:assets:real_estate',
          `goal:${a.goalId}`,
          `insurance:${a.policyId}`,
        ]),
      )
      const status = await service.status(a.id)
      expect(status).toMatchObject({
        is_indexed: true,
        total_documents: expected.length,
        stale: false,
        dimension: 384,
        backend: store.name,
      })
      expect(status.model).toBe(new LocalEmbedder().model)
      expect((await store.stats()).shared_documents).toBeGreaterThan(0)
    })

    it('ranks the exact-topic document first', async () => {
      const life = await service.search(a.id, 'life insurance policy coverage and beneficiary')
      expect(life.results.length).toBe(5)
      expect(life.results[0].id).toBe(`insurance:${a.policyId}`)
      expect(life.results[0].content).toContain('$750,000')
      const trip = await service.search(a.id, 'sailing trip to Patagonia', 3)
      expect(trip.results).toHaveLength(3)
      expect(trip.results[0].id).toBe(`goal:${a.goalId}`)
      const scores = trip.results.map((r) => r.score)
      expect([...scores].sort((x, y) => y - x)).toEqual(scores)
      const kb = await service.search(a.id, 'emergency fund in an FDIC insured savings account')
      expect(kb.results[0]).toMatchObject({ id: 'kb:KB-001', source: 'knowledge_base' })
    })

    it('builds a chat context from the nearest documents within the size budget', async () => {
      const wide = await service.chatContext(a.id, 'How much is my family home worth?')
      expect(wide.documents_used[0]).toBe('entries:assets:real_estate')
      expect(wide.context).toContain('Family home: $540,000')
      expect(wide.context.length).toBeLessThanOrEqual(wide.max_chars)
      const narrow = await service.chatContext(a.id, 'How much is my family home worth?', 200)
      expect(narrow.context.length).toBeLessThanOrEqual(200)
      expect(narrow.documents_used).toEqual(['entries:assets:real_estate'])
    })

    it("never returns one user's documents to another", async () => {
      const found = await service.search(b.id, 'Zephyrine Mutual term life insurance policy', 50)
      const own = new Map((await documentsFor(b.id)).map((d) => [d.id, d.content]))
      expect(found.results.length).toBeGreaterThan(0)
      for (const hit of found.results) {
        expect(hit.content).not.toContain('Zephyrine')
        if (hit.source === 'user') expect(own.get(hit.id)).toBe(hit.content)
        else expect(hit.id).toMatch(/^kb:/)
      }
      const context = await service.chatContext(b.id, 'Zephyrine Mutual term life')
      expect(context.context).not.toContain('Zephyrine')
    })

    it('marks the index stale after a write to the user data, and a search refreshes it', async () => {
      await service.index(a.id)
      expect((await service.status(a.id)).stale).toBe(false)
      await createEntry(
        a.id,
        entry({
          category: 'assets',
          subcategory: 'personal_property',
          description: 'Camper van',
          amount: 41000,
          frequency: 'one_time',
        }),
      )
      const stale = await service.status(a.id)
      expect(stale).toMatchObject({ stale: true, stale_reason: 'your data changed after the last indexing' })
      const found = await service.search(a.id, 'camper van vehicle')
      expect(found.refreshed).toBe(true)
      expect(found.results[0].content).toContain('Camper van: $41,000')
      expect((await service.status(a.id)).stale).toBe(false)
    })

    it('marks the index stale when the embedding model changes', async () => {
      class OtherEmbedder extends LocalEmbedder {
        override readonly model = 'local-test-other-model'
      }
      const other = createVectorService({ store, embedder: new OtherEmbedder() })
      const status = await other.status(a.id)
      expect(status.stale).toBe(true)
      expect(status.stale_reason).toContain('local-test-other-model')
      await service.index(a.id)
    })

    it("lists the users whose index is stale (Data Integrity's check), and only those", async () => {
      await service.index(a.id)
      await service.index(b.id)
      expect(await findStaleIndexes(service, 10)).toEqual([])
      await createEntry(
        b.id,
        entry({
          category: 'assets',
          subcategory: 'personal_property',
          description: 'Kayak',
          amount: 900,
          frequency: 'one_time',
        }),
      )
      const [stale, ...others] = await findStaleIndexes(service, 10)
      expect(others).toEqual([])
      expect(stale).toMatchObject({ user_id: b.id, indexed_model: service.embedder.model })
      expect(stale.data_version).toBeGreaterThan(stale.indexed_version)
      // Another embedding model makes every index stale; the limit bounds the answer.
      class OtherEmbedder extends LocalEmbedder {
        override readonly model = 'local-test-other-model'
      }
      const other = createVectorService({ store, embedder: new OtherEmbedder() })
      expect((await findStaleIndexes(other, 10)).map((s) => s.user_id)).toEqual([a.id, b.id].sort((x, y) => x - y))
      expect(await findStaleIndexes(other, 1)).toHaveLength(1)
      await service.index(b.id)
      expect(await findStaleIndexes(service, 10)).toEqual([])
    })

    it('index replaces documents by id and removes those whose source is gone; status counts follow', async () => {
      const before = (await service.status(a.id)).total_documents
      await deleteGoal(a.id, a.goalId)
      const result = await service.index(a.id)
      expect(result.documents_removed).toBe(1)
      expect((await service.status(a.id)).total_documents).toBe(before - 1)
      expect((await store.ids(`user:${a.id}`)).includes(`goal:${a.goalId}`)).toBe(false)
    })

    it('clears one user and leaves the others and the knowledge base', async () => {
      await service.index(b.id)
      const countA = (await service.status(a.id)).total_documents
      const cleared = await service.clear(a.id)
      expect(cleared.documents_removed).toBe(countA)
      expect(await service.status(a.id)).toMatchObject({ is_indexed: false, total_documents: 0, stale: false })
      expect((await service.status(b.id)).total_documents).toBeGreaterThan(0)
      expect((await store.stats()).shared_documents).toBeGreaterThan(0)
    })

    it('reindexes: clear, then index', async () => {
      await service.index(a.id)
      const count = (await service.status(a.id)).total_documents
      const result = await service.reindex(a.id)
      expect(result).toMatchObject({ documents_removed: count, documents_indexed: count })
      expect((await service.status(a.id)).total_documents).toBe(count)
    })
  })
}

vectorStoreSuite('in-memory backend', () => new MemoryVectorStore())
vectorStoreSuite('plain Redis backend (127.0.0.1:6379)', () => new RedisVectorStore(redis.client, redis.namespace))

describe.skipIf(!hasSearch)(
  hasSearch ? 'RediSearch backend' : 'RediSearch backend — SKIPPED: module not present on this Redis',
  () => {
    vectorStoreSuite('RediSearch', () => new RediSearchVectorStore(redis.client, 384, `${redis.namespace}rs:`))
  },
)
