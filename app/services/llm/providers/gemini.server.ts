import { GoogleGenerativeAI } from '@google/generative-ai'
import type { LanguageModel, ProviderCall, ProviderReply } from '../types.ts'
import { LlmCallError } from '../types.ts'

export const GEMINI_DEFAULT_BASE_URL = 'https://generativelanguage.googleapis.com'

/**
 * Gemini's generateContent through the official SDK. This SDK does not retry on its own; the
 * key travels in the x-goog-api-key header, never in the URL.
 */
export function geminiModel({ apiKey, baseURL }: { apiKey: string; baseURL?: string }): LanguageModel {
  const client = new GoogleGenerativeAI(apiKey)
  return {
    provider: 'gemini',
    async generate(call: ProviderCall): Promise<ProviderReply> {
      const model = client.getGenerativeModel(
        {
          model: call.model,
          ...(call.system ? { systemInstruction: call.system } : {}),
          generationConfig: {
            maxOutputTokens: call.maxTokens,
            temperature: call.temperature,
            ...(call.json ? { responseMimeType: 'application/json' } : {}),
          },
        },
        { baseUrl: baseURL ?? GEMINI_DEFAULT_BASE_URL },
      )
      const result = await model.generateContent(
        {
          contents: call.messages.map((m) => ({
            role: m.role === 'assistant' ? 'model' : 'user',
            parts: [{ text: m.content }],
          })),
        },
        { signal: call.signal },
      )
      const meta = result.response.usageMetadata
      const usage = { inputTokens: meta?.promptTokenCount ?? 0, outputTokens: meta?.candidatesTokenCount ?? 0 }
      let content = ''
      try {
        content = result.response.text()
      } catch {
        // text() throws when the answer was blocked (safety, recitation): no usable text.
      }
      if (!content.trim()) throw new LlmCallError('empty', 'The provider answered with no text', undefined, usage)
      return { content, model: call.model, usage }
    },
  }
}
