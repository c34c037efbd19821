import { offlineAnswer, OFFLINE_NOTICE, type AdvisorFacts } from '../../../lib/offline-advisor.ts'
import type { LanguageModel, ProviderCall, ProviderReply } from '../types.ts'

export const OFFLINE_MODEL = 'offline-advisor-1'

const NO_FACTS =
  'Your figures could not be read just now, so there is nothing to answer from. Add your income, expenses, assets and debts under Financial data and ask again.'

/**
 * The provider that needs no key: the offline advisor answers the last user message from the
 * user's figures. Deterministic, free, never fails; reports no tokens (none were used).
 */
export function offlineModel(facts: AdvisorFacts | null): LanguageModel {
  return {
    provider: 'offline',
    async generate(call: ProviderCall): Promise<ProviderReply> {
      const question = call.messages.filter((m) => m.role === 'user').at(-1)?.content ?? ''
      const answer = facts
        ? offlineAnswer(question, facts)
        : { intent: 'general', text: `${OFFLINE_NOTICE}\n\n${NO_FACTS}` }
      const content = call.json
        ? JSON.stringify({ provider: 'offline', intent: answer.intent, answer: answer.text })
        : answer.text
      return { content, model: OFFLINE_MODEL, usage: { inputTokens: 0, outputTokens: 0 } }
    },
  }
}
