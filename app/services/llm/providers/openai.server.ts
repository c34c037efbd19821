import OpenAI from 'openai'
import type { LanguageModel, ProviderCall, ProviderReply } from '../types.ts'
import { LlmCallError } from '../types.ts'

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1'

/** OpenAI's Chat Completions through the official SDK, with the SDK's own retries off (ours run). */
export function openAiModel({ apiKey, baseURL }: { apiKey: string; baseURL?: string }): LanguageModel {
  const client = new OpenAI({ apiKey, baseURL: baseURL ?? OPENAI_DEFAULT_BASE_URL, maxRetries: 0 })
  return {
    provider: 'openai',
    async generate(call: ProviderCall): Promise<ProviderReply> {
      const completion = await client.chat.completions.create(
        {
          model: call.model,
          messages: [...(call.system ? [{ role: 'system' as const, content: call.system }] : []), ...call.messages],
          max_completion_tokens: call.maxTokens,
          temperature: call.temperature,
          ...(call.json ? { response_format: { type: 'json_object' as const } } : {}),
        },
        // The deadline is the orchestrator's signal; the SDK's own 10-minute timeout stays out of the way.
        { signal: call.signal, maxRetries: 0 },
      )
      const usage = {
        inputTokens: completion.usage?.prompt_tokens ?? 0,
        outputTokens: completion.usage?.completion_tokens ?? 0,
      }
      const content = completion.choices[0]?.message.content ?? ''
      if (!content.trim()) throw new LlmCallError('empty', 'The provider answered with no text', undefined, usage)
      return { content, model: completion.model || call.model, usage }
    },
  }
}
