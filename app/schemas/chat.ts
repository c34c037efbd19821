import * as z from 'zod'
import { numeric } from './numeric-input.ts'

// The chat calls (03 §7 "Chat") and the chat screen's forms share these. The client's provider
// and tier are preferences; the server still answers from its own configured providers.

export const CHAT_MESSAGE_MAX = 2000
export const INSIGHT_LEVELS = ['direct', 'balanced', 'comprehensive'] as const
export const CHAT_PROVIDERS = ['auto', 'openai', 'anthropic', 'claude', 'gemini', 'offline'] as const

const blankToUndefined = (v: unknown) => (v === null || v === '' ? undefined : v)

export const ChatMessageSchema = z.object({
  message: z
    .string({ error: 'Type a question first' })
    .trim()
    .min(1, 'Type a question first')
    .max(CHAT_MESSAGE_MAX, `At most ${CHAT_MESSAGE_MAX} characters`),
  session_id: z.preprocess(blankToUndefined, numeric(z.number().int().positive().optional())),
  provider: z.preprocess(
    blankToUndefined,
    z
      .enum(CHAT_PROVIDERS)
      .default('auto')
      .transform((v) => (v === 'claude' ? 'anthropic' : v)),
  ),
  model_tier: z.preprocess(blankToUndefined, z.enum(['dev', 'prod']).default('dev')),
  insight_level: z.preprocess(blankToUndefined, z.enum(INSIGHT_LEVELS).default('balanced')),
})
export type ChatMessageInput = z.output<typeof ChatMessageSchema>

/** POST /api/v1/chat/message also names the user (it must be the caller) and asks for context. */
export const ChatMessageWithUserSchema = ChatMessageSchema.extend({
  user_id: z.preprocess(blankToUndefined, numeric(z.number().int().positive().optional())),
  include_context: z.boolean().default(true),
})

/** The chat screen's other forms, told apart by `intent`. */
export const ChatScreenActionSchema = z.discriminatedUnion('intent', [
  ChatMessageSchema.extend({ intent: z.literal('send') }),
  z.object({ intent: z.literal('clear') }),
  z.object({ intent: z.literal('memory'), enabled: z.enum(['on', 'off']) }),
  z.object({ intent: z.literal('sync') }),
])
