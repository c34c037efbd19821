import { describe, expect, it } from 'vitest'
import { EnvError, llmProviderChain, llmProviderMode, parseEnv } from '../../app/env.server.ts'

const base = { SESSION_SECRET: 'a-secret-of-sixteen+' }

describe('parseEnv', () => {
  it('applies the embedded defaults', () => {
    const env = parseEnv(base)
    expect(env).toMatchObject({
      PORT: 3000,
      DATABASE_URL: 'file:./data/wealthpath.sqlite',
      ACCESS_TOKEN_TTL_SECONDS: 900,
    })
    expect(env.REDIS_URL).toBeUndefined()
    expect(env.SESSION_SECRET).toEqual(['a-secret-of-sixteen+'])
  })

  it('splits rotated secrets on commas', () => {
    expect(parseEnv({ SESSION_SECRET: 'new-secret-0123456789, old-secret-0123456789' }).SESSION_SECRET).toEqual([
      'new-secret-0123456789',
      'old-secret-0123456789',
    ])
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ SIM_WORKER_URL: 'nope' }, 'SIM_WORKER_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
  ])('names the bad variable in the error (%o)', (override, name) => {
    expect(() => parseEnv({ ...base, ...override })).toThrow(EnvError)
    expect(() => parseEnv({ ...base, ...override })).toThrow(
      new RegExp(`^Invalid environment configuration:\\n  ${name}:`),
    )
  })

  it('requires SESSION_SECRET', () => {
    expect(() => parseEnv({})).toThrow(/SESSION_SECRET/)
  })

  it('lower-cases ADMIN_EMAIL and treats blank optionals as unset', () => {
    const env = parseEnv({ ...base, ADMIN_EMAIL: ' Boss@Example.COM ', REDIS_URL: '  ' })
    expect(env.ADMIN_EMAIL).toBe('boss@example.com')
    expect(env.REDIS_URL).toBeUndefined()
  })

  it('picks the language-model mode from the keys present', () => {
    expect(llmProviderMode(parseEnv(base))).toBe('offline')
    expect(llmProviderMode(parseEnv({ ...base, ANTHROPIC_API_KEY: 'k' }))).toBe('anthropic')
    expect(llmProviderMode(parseEnv({ ...base, ANTHROPIC_API_KEY: 'k', LLM_PROVIDER: 'offline' }))).toBe('offline')
  })

  it('orders the keyed language-model providers: LLM_PROVIDER first, then LLM_PROVIDER_ORDER', () => {
    const keys = { ...base, OPENAI_API_KEY: 'a', GOOGLE_API_KEY: 'g' }
    expect(llmProviderChain(parseEnv(keys))).toEqual(['openai', 'gemini'])
    expect(llmProviderChain(parseEnv({ ...keys, LLM_PROVIDER_ORDER: 'gemini, anthropic,openai' }))).toEqual([
      'gemini',
      'openai',
    ])
    expect(llmProviderChain(parseEnv({ ...keys, LLM_PROVIDER: 'gemini' }))).toEqual(['gemini', 'openai'])
    // A provider without a key is never tried, even when named.
    expect(llmProviderChain(parseEnv({ ...keys, LLM_PROVIDER: 'anthropic' }))).toEqual(['openai', 'gemini'])
    expect(llmProviderChain(parseEnv({ ...keys, LLM_PROVIDER: 'offline' }))).toEqual([])
    expect(() => parseEnv({ ...base, LLM_PROVIDER_ORDER: 'openai,mistral' })).toThrow(/LLM_PROVIDER_ORDER/)
    expect(() => parseEnv({ ...base, LLM_TIMEOUT_MS: '5' })).toThrow(/LLM_TIMEOUT_MS/)
  })

  it('reads TRUST_PROXY as a number of trusted proxy hops (true is one hop, never every entry)', () => {
    expect(parseEnv(base).TRUST_PROXY).toBe(0)
    expect(parseEnv({ ...base, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0)
    expect(parseEnv({ ...base, TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1)
    expect(parseEnv({ ...base, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(parseEnv({ ...base, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(() => parseEnv({ ...base, TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/)
    expect(() => parseEnv({ ...base, TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/)
  })
})
