import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { planReport } from '../../app/lib/advisory-offline-report.ts'
import type { DeterministicReportJson } from '../../app/schemas/advisory.ts'
import { generateAdvisory, type AdvisoryRequest } from '../../app/services/advisory/generate.server.ts'
import type { LlmProviderName } from '../../app/services/llm/types.ts'
import { advisoryInputs } from '../helpers/advisory-plan.ts'
import { deps, MOCKS } from '../helpers/llm-harness.ts'

// The generation loop with each provider's real SDK against msw (only HTTP is mocked): a report
// that fails one audit and then passes, three failures and the fallback, the switch to the
// default provider, and what is recorded.

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const NOW = new Date('2026-11-25T12:00:00Z')
const inputs = advisoryInputs()
const good = planReport(inputs)
const clone = (): DeterministicReportJson => structuredClone(good)

const BAD: Record<string, { json: () => DeterministicReportJson; message: string }> = {
  numbers: {
    json: () => {
      const r = clone()
      r.executive_summary.overview += ' You will retire with $4,321,987.'
      return r
    },
    message: 'Unauthorized numbers found: 4,321,987',
  },
  citations: {
    json: () => {
      const r = clone()
      r.risk_management.citations = ['KB-001', 'SEC-042']
      return r
    },
    message: 'Invalid citations: SEC-042',
  },
  business_rules: {
    json: () => {
      const r = clone()
      r.priority_actions_30d = r.priority_actions_30d.filter((a) => !/credit card/i.test(a.title))
      return r
    },
    message: 'Credit card debt < $5000 should recommend immediate payoff',
  },
  compliance: {
    json: () => ({ ...clone(), disclaimer: 'For information only.' }),
    message: 'Advisory disclaimer missing',
  },
}

// Per call at 1,000 input and 500 output tokens (app/lib/llm-prices.ts), in nano-dollars.
const COST_PER_CALL = { openai: 1_250_000, anthropic: 875_000, gemini: 225_000 }

const step = (json: unknown) => ({ text: JSON.stringify(json), inputTokens: 1000, outputTokens: 500 })

function mock(name: LlmProviderName, steps: ReturnType<typeof step>[]) {
  const m = MOCKS[name](steps)
  server.use(m.handler)
  return m
}

const request = (provider: AdvisoryRequest['provider']): AdvisoryRequest => ({
  mode: 'deterministic',
  provider,
  tier: 'dev',
})

describe.each(['openai', 'anthropic', 'gemini'] as const)('%s', (name) => {
  it.each(Object.keys(BAD))('a report failing the %s audit once is corrected and then accepted', async (audit) => {
    const bad = BAD[audit]
    const m = mock(name, [step(bad.json()), step(good)])
    const { deps: d, records } = deps([name], { maxRetries: 0 })
    const outcome = await generateAdvisory(7, inputs, request(name), d, NOW)
    expect(outcome.fallback).toBeNull()
    expect(outcome.provider).toBe(name)
    expect(outcome.attempts.map((a) => a.accepted)).toEqual([false, true])
    expect(outcome.attempts[0].issues.map((i) => i.message)).toContain(bad.message)
    // The correction went back to the model with the second request.
    expect(JSON.stringify(m.seen[1].body)).toContain(bad.message)
    expect(JSON.stringify(m.seen[0].body)).not.toContain(bad.message)
    expect(outcome.audits.every((a) => a.passed)).toBe(true)
    expect(outcome.costNanoUsd).toBe(2 * COST_PER_CALL[name])
    expect(records).toHaveLength(2)
    expect(records.every((r) => r.purpose === 'advisory.generate' && r.provider === name)).toBe(true)
  })

  it('three failed attempts: the last structurally valid report, its failures kept', async () => {
    mock(name, [
      step(BAD.citations.json()),
      step(BAD.citations.json()),
      step({ not: 'a report', pad: 'x'.repeat(120) }),
    ])
    const { deps: d, records } = deps([name], { maxRetries: 0 })
    const outcome = await generateAdvisory(7, inputs, request(name), d, NOW)
    expect(outcome.fallback).toBe('last_valid')
    expect(outcome.attempts).toHaveLength(3)
    expect(outcome.attempts[2].issues[0].audit).toBe('structure')
    expect(outcome.audits.find((a) => a.audit === 'citations')?.passed).toBe(false)
    expect(outcome.report.risk_management.citations).toContain('SEC-042')
    expect(outcome.costNanoUsd).toBe(3 * COST_PER_CALL[name])
    expect(records).toHaveLength(3)
  })

  it('three answers that are never a report: the simplified report from the plan inputs', async () => {
    mock(name, [step({ summary: 'Looks fine', pad: 'x'.repeat(120) })])
    const { deps: d } = deps([name], { maxRetries: 0 })
    const outcome = await generateAdvisory(7, inputs, request(name), d, NOW)
    expect(outcome.fallback).toBe('simplified')
    expect(outcome.attempts.map((a) => a.accepted)).toEqual([false, false, false])
    expect(outcome.audits.every((a) => a.passed)).toBe(true)
    expect(outcome.report.executive_summary.key_metrics?.net_worth).toBe(250_000)
  })
})

describe('the provider switch and the offline provider', () => {
  it('after the penultimate failure the default provider (the first configured) takes the last attempt', async () => {
    const gemini = mock('gemini', [step(BAD.numbers.json())])
    const openai = mock('openai', [step(good)])
    const { deps: d } = deps(['openai', 'gemini'], { maxRetries: 0 })
    const outcome = await generateAdvisory(7, inputs, request('gemini'), d, NOW)
    expect(outcome.attempts.map((a) => a.provider)).toEqual(['gemini', 'gemini', 'openai'])
    expect(gemini.seen).toHaveLength(2)
    expect(openai.seen).toHaveLength(1)
    expect(outcome.provider).toBe('openai')
    expect(outcome.costNanoUsd).toBe(2 * COST_PER_CALL.gemini + COST_PER_CALL.openai)
  })

  it('offline: one attempt, no cost, the report passes every audit (both modes)', async () => {
    for (const mode of ['deterministic', 'traditional'] as const) {
      const { deps: d, records } = deps([])
      const outcome = await generateAdvisory(7, inputs, { mode, provider: 'offline', tier: 'dev' }, d, NOW)
      expect(outcome).toMatchObject({ provider: 'offline', costNanoUsd: 0, fallback: null })
      expect(outcome.attempts).toHaveLength(1)
      expect(outcome.audits.flatMap((a) => a.issues)).toEqual([])
      expect(outcome.report.mode).toBe(mode)
      expect(records).toHaveLength(1)
    }
  })

  it('a provider that is down: its call falls back to offline and the offline report is accepted', async () => {
    server.use(MOCKS.openai([{ status: 500 }]).handler)
    const { deps: d } = deps(['openai'], { maxRetries: 0 })
    const outcome = await generateAdvisory(7, inputs, request('openai'), d, NOW)
    expect(outcome).toMatchObject({ provider: 'offline', fallback: null })
    expect(outcome.attempts).toHaveLength(1)
  })
})
