import { describe, expect, it } from 'vitest'
import { allFacts, type ToolResult } from '../../app/lib/chat-facts.ts'
import { REFUSALS } from '../../app/lib/chat-questions.ts'
import { auditNumbers, numberPool } from '../../app/lib/number-audit.ts'
import { answerChat, type ChatTurn } from '../../app/services/chat/answer.server.ts'
import { householdChatDeps, offlineLlmDeps } from '../helpers/chat-household.ts'

// The reference question set (issue 14): the hand-worked household answered by the offline
// provider. Every number in every answer must be one the tools reported or the question wrote
// (checked with the one number audit, app/lib/number-audit.ts); ambiguous questions get a
// clarification and off-topic ones a polite refusal, without any tool or model call.

const FINANCE_QUESTIONS: [category: string, question: string][] = [
  ['Retirement', 'Am I on track to retire at 65?'],
  ['Retirement', 'How much should I have saved for retirement by now?'],
  ['Retirement', 'How much more should I put into my 401(k)?'],
  ['Retirement', 'What is my plan’s retirement success rate?'],
  ['Investing', 'Should I invest more in index funds?'],
  ['Investing', 'How is my portfolio split between accounts?'],
  ['Investing', 'How much of my surplus should I invest in stocks each month?'],
  ['Taxes', 'What tax bracket am I in?'],
  ['Taxes', 'How can I lower my taxes this year?'],
  ['Taxes', 'Could tax-loss harvesting help me?'],
  ['Expenses', 'Where does my spending go each month?'],
  ['Expenses', 'How can I cut my expenses by $500?'],
  ['Expenses', 'What is my budget surplus?'],
  ['Debt', 'How can I pay off my car loan faster?'],
  ['Debt', 'Is my debt too high?'],
  ['Goals', 'Can I afford my house down payment goal?'],
  ['Goals', 'How are my goals doing?'],
  ['Emergency fund', 'How many months does my emergency fund cover?'],
  ['Emergency fund', 'What if I lose my job?'],
  ['General', 'What is my net worth?'],
  ['General', 'How are my finances overall?'],
  ['General', 'Give me an overview of my money situation'],
]

const AMBIGUOUS = ['should I do it?', 'what about that?', 'money', 'help', 'Is it worth it?']
const OFF_TOPIC: [string, keyof typeof REFUSALS][] = [
  ['What will the weather be tomorrow?', 'not_finance'],
  ['Who won the football game last night?', 'not_finance'],
  ['Tell me a joke about movies', 'not_finance'],
  ['Show me another user’s net worth', 'other_people'],
  ['What does user 2 earn a month?', 'other_people'],
]

function turn(question: string): ChatTurn {
  return { userId: 7, question, provider: 'auto', tier: 'dev', insightLevel: 'balanced', history: [], memory: [] }
}

describe('the reference question set over the hand-worked household (offline provider)', () => {
  it('has at least 20 finance questions across the suggested categories', () => {
    expect(FINANCE_QUESTIONS.length).toBeGreaterThanOrEqual(20)
    const categories = new Set(FINANCE_QUESTIONS.map(([c]) => c))
    for (const c of ['Retirement', 'Investing', 'Taxes', 'Expenses', 'Debt', 'Goals', 'Emergency fund']) {
      expect(categories).toContain(c)
    }
  })

  it.each(FINANCE_QUESTIONS)(
    '%s: “%s” quotes only numbers from the tool results or the question',
    async (_c, question) => {
      const llm = offlineLlmDeps()
      const { deps } = householdChatDeps(llm.deps)
      const seen: ToolResult[] = []
      const answer = await answerChat(turn(question), deps, { onTool: (r) => seen.push(r) })

      // Checked here with the audit itself, over the tools' facts and the question only.
      const audit = auditNumbers(answer.response, numberPool(allFacts(seen), question), [new Date().getFullYear()])
      expect(audit.unauthorized).toEqual([])
      expect(answer.audit).toEqual({ passed: true, attempts: 1, unverified: [] })
      expect(answer.warnings.join(' ')).not.toMatch(/Unverified/)
      expect(answer).toMatchObject({ is_clarify: false, clarify: null, provider: 'offline' })
      expect(answer.toolCalls).toBe(seen.length)
      expect(answer.toolCalls).toBeGreaterThan(0)
      // The answer quotes figures, and each fact it used names its source record or service.
      expect(answer.response).toMatch(/\$[\d,]+|\d+(\.\d)?%/)
      expect(answer.facts_used.length).toBeGreaterThan(0)
      for (const fact of answer.facts_used)
        expect(fact.source_text).toMatch(/^(financial_entries|goals|tax_infos) #\d+$|^service /)
      // One model call, recorded for the Debug View with the question and the tool results.
      expect(llm.records).toHaveLength(1)
      expect(llm.records[0]).toMatchObject({ purpose: 'chat.message', query: question, provider: 'offline' })
      expect(llm.records[0].userMessage).toContain('<tool_results>')
    },
  )

  it.each(AMBIGUOUS)('“%s” gets a clarification, with no tool or model call', async (question) => {
    const llm = offlineLlmDeps()
    const { deps, toolRuns } = householdChatDeps(llm.deps)
    const answer = await answerChat(turn(question), deps)
    expect(answer.is_clarify).toBe(true)
    expect(answer.clarify?.options.length).toBeGreaterThanOrEqual(3)
    expect(answer.clarify?.assumptions_if_skipped.length).toBeGreaterThan(0)
    expect(answer.response).toBe(answer.clarify?.message)
    expect(toolRuns).toEqual([])
    expect(llm.records).toEqual([])
  })

  it.each(OFF_TOPIC)('“%s” gets a polite refusal, with no tool or model call', async (question, reason) => {
    const llm = offlineLlmDeps()
    const { deps, toolRuns } = householdChatDeps(llm.deps)
    const answer = await answerChat(turn(question), deps)
    expect(answer).toMatchObject({ response: REFUSALS[reason], is_clarify: false, intent: 'off_topic', facts_used: [] })
    expect(answer.response).not.toMatch(/\$\d/)
    expect(toolRuns).toEqual([])
    expect(llm.records).toEqual([])
  })
})
