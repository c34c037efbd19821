import { GoogleGenerativeAI } from '@google/generative-ai'
import OpenAI from 'openai'
import type { VectorConfig } from './config.server.ts'
import { LOCAL_EMBEDDING_DIMENSION, LOCAL_EMBEDDING_MODEL, localEmbedding } from './local-embedding.server.ts'

// One interface for turning text into vectors. The model name and dimension are stored with
// each user's index, so switching provider or model shows the index as stale until reindexed.

export interface Embedder {
  /** Names the model, e.g. "openai/text-embedding-3-small" or "local-hashed-ngrams-v1". */
  readonly model: string
  readonly dimension: number
  /** Unit-length vectors, one per text, in order. */
  embed(texts: readonly string[]): Promise<Float32Array[]>
}

export class LocalEmbedder implements Embedder {
  readonly model: string = LOCAL_EMBEDDING_MODEL
  readonly dimension: number = LOCAL_EMBEDDING_DIMENSION
  async embed(texts: readonly string[]) {
    return texts.map((text) => localEmbedding(text, this.dimension))
  }
}

// Known output sizes; the index needs the dimension before the first call.
const PROVIDER_DIMENSIONS: Record<string, number> = {
  'text-embedding-3-small': 1536,
  'text-embedding-3-large': 3072,
  'text-embedding-ada-002': 1536,
  'text-embedding-004': 768,
  'gemini-embedding-001': 3072,
}

const BATCH = 96
const TIMEOUT_MS = 20_000

function unit(values: readonly number[]): Float32Array {
  const vector = Float32Array.from(values)
  let norm = 0
  for (const v of vector) norm += v * v
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0
  for (let i = 0; i < vector.length; i++) vector[i] *= scale
  return vector
}

async function inBatches(texts: readonly string[], run: (batch: string[]) => Promise<number[][]>) {
  const out: Float32Array[] = []
  for (let i = 0; i < texts.length; i += BATCH) {
    for (const values of await run(texts.slice(i, i + BATCH))) out.push(unit(values))
  }
  return out
}

export class OpenAIEmbedder implements Embedder {
  readonly model: string
  readonly dimension: number
  private client: OpenAI
  constructor(
    apiKey: string,
    private modelName: string,
    options: { baseURL?: string } = {},
  ) {
    this.model = `openai/${modelName}`
    this.dimension = PROVIDER_DIMENSIONS[modelName] ?? 1536
    this.client = new OpenAI({ apiKey, timeout: TIMEOUT_MS, maxRetries: 2, baseURL: options.baseURL })
  }
  async embed(texts: readonly string[]) {
    return inBatches(texts, async (batch) => {
      const answer = await this.client.embeddings.create({ model: this.modelName, input: batch })
      return [...answer.data].sort((a, b) => a.index - b.index).map((d) => d.embedding)
    })
  }
}

export class GeminiEmbedder implements Embedder {
  readonly model: string
  readonly dimension: number
  private client: GoogleGenerativeAI
  constructor(
    apiKey: string,
    private modelName: string,
  ) {
    this.model = `gemini/${modelName}`
    this.dimension = PROVIDER_DIMENSIONS[modelName] ?? 768
    this.client = new GoogleGenerativeAI(apiKey)
  }
  async embed(texts: readonly string[]) {
    const model = this.client.getGenerativeModel({ model: this.modelName }, { timeout: TIMEOUT_MS })
    return inBatches(texts, async (batch) => {
      const answer = await model.batchEmbedContents({
        requests: batch.map((text) => ({ content: { role: 'user', parts: [{ text }] } })),
      })
      return answer.embeddings.map((e) => e.values)
    })
  }
}

export function embedderFor(config: VectorConfig['embedding']): Embedder {
  if (config.provider === 'openai') return new OpenAIEmbedder(config.apiKey, config.model)
  if (config.provider === 'gemini') return new GeminiEmbedder(config.apiKey, config.model)
  return new LocalEmbedder()
}
