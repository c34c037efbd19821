import * as z from 'zod'
import { MODEL_PRICES } from '../lib/llm-prices.ts'

// POST /api/v1/llm/generate (03 §7, "Language model"). The client's context_data is accepted
// for compatibility but not trusted: the server computes the user's figures itself.

export const LLM_PROVIDER_CHOICES = ['auto', 'openai', 'anthropic', 'claude', 'gemini', 'offline'] as const
export const MAX_PROMPT_CHARS = 20_000
export const MAX_OUTPUT_TOKENS = 4000

const ResponseFormatSchema = z
  .union([z.enum(['json', 'text']), z.object({ type: z.enum(['json_object', 'text']) })])
  .transform((v) => (typeof v === 'string' ? v === 'json' : v.type === 'json_object'))

export const LlmGenerateSchema = z
  .object({
    // The spec calls Anthropic 'claude'; both spellings are taken.
    provider: z
      .enum(LLM_PROVIDER_CHOICES)
      .default('auto')
      .transform((v) => (v === 'claude' ? 'anthropic' : v)),
    model_tier: z.enum(['dev', 'prod']).default('dev'),
    system_prompt: z.string().max(MAX_PROMPT_CHARS, `At most ${MAX_PROMPT_CHARS} characters`).default(''),
    user_prompt: z
      .string({ error: 'user_prompt is required' })
      .trim()
      .min(1, 'user_prompt is required')
      .max(MAX_PROMPT_CHARS, `At most ${MAX_PROMPT_CHARS} characters`),
    max_tokens: z.number().int().min(1).max(MAX_OUTPUT_TOKENS).default(1000),
    temperature: z.number().min(0).max(2).default(0.7),
    context_data: z.record(z.string(), z.unknown()).optional(),
    metadata: z
      .object({
        response_format: ResponseFormatSchema.optional(),
        model: z
          .string()
          .refine((m) => m in MODEL_PRICES, 'Unknown model: use one of the models in the price table')
          .optional(),
      })
      .optional(),
  })
  .superRefine((body, ctx) => {
    const model = body.metadata?.model
    if (!model || !(model in MODEL_PRICES)) return
    const owner = MODEL_PRICES[model].provider
    if (body.provider !== 'auto' && body.provider !== owner) {
      ctx.addIssue({ code: 'custom', path: ['metadata', 'model'], message: `${model} is a ${owner} model` })
    }
  })

export type LlmGenerateBody = z.output<typeof LlmGenerateSchema>
