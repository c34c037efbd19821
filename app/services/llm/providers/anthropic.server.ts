import Anthropic from '@anthropic-ai/sdk'
import type { LanguageModel, ProviderCall, ProviderReply } from '../types.ts'
import { LlmCallError } from '../types.ts'

export const ANTHROPIC_DEFAULT_BASE_URL = 'https://api.anthropic.com'

// Claude has no JSON response mode: the instruction goes into the system prompt and the
// orchestrator checks the answer parses (a malformed one is retried).
const JSON_INSTRUCTION = 'Answer with one JSON object only, no prose and no code fences.'

/**
 * Anthropic's Messages API through the official SDK, with the SDK's own retries off. This SDK
 * (1.12) no longer takes `temperature` (current Claude models fix it), so the request's is not sent.
 */
export function anthropicModel({ apiKey, baseURL }: { apiKey: string; baseURL?: string }): LanguageModel {
  const client = new Anthropic({ apiKey, baseURL: baseURL ?? ANTHROPIC_DEFAULT_BASE_URL, maxRetries: 0 })
  return {
    provider: 'anthropic',
    async generate(call: ProviderCall): Promise<ProviderReply> {
      const system = [call.system, call.json ? JSON_INSTRUCTION : ''].filter(Boolean).join('\n\n')
      const message = await client.messages.create(
        {
          model: call.model,
          max_tokens: call.maxTokens,
          ...(system ? { system } : {}),
          messages: call.messages,
        },
        { signal: call.signal, maxRetries: 0 },
      )
      const usage = {
        inputTokens:
          (message.usage.input_tokens ?? 0) +
          (message.usage.cache_creation_input_tokens ?? 0) +
          (message.usage.cache_read_input_tokens ?? 0),
        outputTokens: message.usage.output_tokens,
      }
      const content = message.content
        .map((block) => (block.type === 'text' ? block.text : ''))
        .join('')
        .trim()
      if (!content) throw new LlmCallError('empty', 'The provider answered with no text', undefined, usage)
      return { content, model: message.model || call.model, usage }
    },
  }
}
