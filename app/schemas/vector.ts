import * as z from 'zod'
import { numeric } from './numeric-input.ts'

// The vector calls' parameters (spec 03 §7 "Vector store"): ?query&n_results for search,
// ?message for the chat context. Blank optional values count as absent.

const blankIsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

export const VectorSearchSchema = z.object({
  query: z
    .string({ error: 'A search query is required' })
    .trim()
    .min(1, 'A search query is required')
    .max(1_000, 'The search query must be at most 1,000 characters'),
  n_results: z.preprocess(
    blankIsAbsent,
    numeric(
      z
        .number({ error: 'n_results must be a number' })
        .int('n_results must be a whole number')
        .min(1, 'n_results must be between 1 and 50')
        .max(50, 'n_results must be between 1 and 50')
        .default(5),
    ),
  ),
})
export type VectorSearchInput = z.infer<typeof VectorSearchSchema>

export const ChatContextSchema = z.object({
  message: z
    .string({ error: 'A message is required' })
    .trim()
    .min(1, 'A message is required')
    .max(4_000, 'The message must be at most 4,000 characters'),
  max_chars: z.preprocess(
    blankIsAbsent,
    numeric(
      z
        .number({ error: 'max_chars must be a number' })
        .int('max_chars must be a whole number')
        .min(200, 'max_chars must be between 200 and 20,000')
        .max(20_000, 'max_chars must be between 200 and 20,000')
        .optional(),
    ),
  ),
})

/** The Debug View's search box: longer text is cut here (the input's maxLength says so in the browser). */
export const MAX_QUERY_CHARS = 500
