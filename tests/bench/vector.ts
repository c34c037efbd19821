import { vectorRedis } from '../helpers/vector-redis.ts'
import { prepareBenchDatabase } from './app-harness.ts'

// The vector store: indexing the demo household and a 5,000-entry household (documents built from
// the database, embedded locally, written: what sync/complete and Sync Vector DB run inline), and a search through the service (status check, query embedding, KNN) over
// 10,000 documents of 50 users, on plain Redis and in memory. One JSON line per case.

const closeSequelize = await prepareBenchDatabase('bench-vector')

const { getDb } = await import('../../db/index.ts')
const { seedDemoHousehold } = await import('../../seeds/demo-household.ts')
const { createVectorService } = await import('../../app/services/vector/service.server.ts')
const { LocalEmbedder } = await import('../../app/services/vector/embedder.server.ts')
const { MemoryVectorStore } = await import('../../app/services/vector/memory-store.server.ts')
const { RedisVectorStore } = await import('../../app/services/vector/redis-store.server.ts')
type VectorStore = import('../../app/services/vector/store.server.ts').VectorStore
type VectorDocument = import('../../app/services/vector/store.server.ts').VectorDocument

const demo = await getDb().User.create({
  email: 'bench.vector@example.org',
  password_hash: 'x',
  first_name: 'B',
  last_name: 'V',
  role: 'user',
  last_login_at: null,
})
await seedDemoHousehold(demo.id)

const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
  return { median_ms: Math.round(at(50) * 100) / 100, p95_ms: Math.round(at(95) * 100) / 100 }
}

async function benchIndex(store: VectorStore) {
  const service = createVectorService({ store, embedder: new LocalEmbedder() })
  const times: number[] = []
  let documents = 0
  for (let i = 0; i < 23; i++) {
    const started = performance.now()
    documents = (await service.index(demo.id)).documents_indexed
    if (i >= 3) times.push(performance.now() - started)
  }
  console.log(
    JSON.stringify({
      case: 'vector_index_demo_household',
      backend: store.name,
      documents,
      runs: times.length,
      ...stats(times),
    }),
  )
}

const { CATALOGUE, ENTRY_CATEGORIES } = await import('../../app/lib/catalogue.ts')
const large = await getDb().User.create({
  email: 'bench.vector.large@example.org',
  password_hash: 'x',
  first_name: 'B',
  last_name: 'L',
  role: 'user',
  last_login_at: null,
})
// 5,000 entries spread over every category and subcategory of the catalogue.
const GROUPS = ENTRY_CATEGORIES.flatMap((category) => CATALOGUE[category].map((s) => [category, s.key] as const))
await getDb().FinancialEntry.bulkCreate(
  Array.from({ length: 5_000 }, (_, i) => {
    const [category, subcategory] = GROUPS[i % GROUPS.length]
    return {
      user_id: large.id,
      category,
      subcategory,
      description: `Entry ${i} of ${subcategory}`,
      amount_cents: ((i * 104_729) % 9_000_000) + 10_000,
      frequency: category === 'income' || category === 'expenses' ? 'monthly' : 'one_time',
      entry_date: null,
      notes: null,
      real_estate_percentage: null,
      stocks_percentage: null,
      bonds_percentage: null,
      cash_percentage: null,
      alternative_percentage: null,
      interest_rate: category === 'liabilities' ? 5 + (i % 10) : null,
      loan_term_months: null,
      remaining_months: null,
      minimum_payment_cents: null,
      is_fixed_rate: null,
      loan_start_date: null,
      original_amount_cents: null,
      loan_details: null,
    }
  }),
)

async function benchLargeHousehold(store: VectorStore) {
  const service = createVectorService({ store, embedder: new LocalEmbedder() })
  const times: number[] = []
  let documents = 0
  for (let i = 0; i < 8; i++) {
    const started = performance.now()
    documents = (await service.reindex(large.id)).documents_indexed
    if (i >= 2) times.push(performance.now() - started)
  }
  console.log(
    JSON.stringify({
      case: 'vector_reindex_5000_entries',
      backend: store.name,
      documents,
      runs: times.length,
      ...stats(times),
    }),
  )
}

// 50 users × 200 documents written from a fixed sequence of topics and figures.
const TOPICS = [
  'mortgage on the primary home at 6.5% interest',
  'credit card balance at 22% APR',
  'retirement goal to retire at 62',
  'college savings for the children',
  'emergency fund in a high-yield savings account',
  'term life insurance policy with coverage',
  'health insurance through the employer',
  'monthly groceries and dining out',
  'rental property income',
  'brokerage account with index funds',
  'student loan repayment plan',
  'car loan for a family SUV',
  'vacation goal for a trip to Japan',
  'will and power of attorney review',
  'Roth IRA contributions and tax brackets',
]
function syntheticDocuments(user: number): VectorDocument[] {
  return Array.from({ length: 200 }, (_, i) => {
    const topic = TOPICS[(user * 7 + i) % TOPICS.length]
    const amount = ((user * 7919 + i * 104_729) % 900_000) + 1_000
    return {
      id: `doc:${i}`,
      content: `User ${user} record ${i}: ${topic}, amount $${amount.toLocaleString('en-US')}, reviewed in month ${(i % 12) + 1}.`,
      metadata: { type: 'synthetic', category: topic.split(' ')[0] },
    }
  })
}

async function benchSearch(store: VectorStore) {
  const service = createVectorService({
    store,
    embedder: new LocalEmbedder(),
    documentsFor: async (userId) => syntheticDocuments(userId),
    dataVersion: async () => 0,
  })
  for (let user = 1; user <= 50; user++) await service.index(user)
  const times: number[] = []
  for (let i = 0; i < 223; i++) {
    const user = (i % 50) + 1
    const started = performance.now()
    const found = await service.search(user, TOPICS[(i * 3) % TOPICS.length], 5)
    if (found.results.length !== 5 || found.refreshed) throw new Error('unexpected search answer')
    if (i >= 23) times.push(performance.now() - started)
  }
  const counts = await store.stats()
  console.log(
    JSON.stringify({
      case: 'vector_search_10000_docs_50_users',
      backend: store.name,
      user_documents: counts.user_documents,
      shared_documents: counts.shared_documents,
      searches: times.length,
      ...stats(times),
    }),
  )
}

await benchIndex(new MemoryVectorStore())
await benchLargeHousehold(new MemoryVectorStore())
await benchSearch(new MemoryVectorStore())
const redis = vectorRedis('bench')
try {
  await benchIndex(new RedisVectorStore(redis.client, `${redis.namespace}index:`))
  await benchLargeHousehold(new RedisVectorStore(redis.client, `${redis.namespace}large:`))
  await benchSearch(new RedisVectorStore(redis.client, `${redis.namespace}search:`))
} finally {
  await redis.cleanup()
}
await closeSequelize()
