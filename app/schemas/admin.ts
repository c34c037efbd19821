import * as z from 'zod'

/** Data Integrity's bulk action: which issues (their keys) and Fix or Ignore. */
export const IntegritySelectionSchema = z.object({
  intent: z.enum(['fix', 'ignore']),
  issue: z.array(z.string().min(1).max(120)).max(1000),
})

/** Reads the selection from a query string or a posted form (both repeat `issue`). */
export function integritySelection(params: URLSearchParams | FormData) {
  return IntegritySelectionSchema.safeParse({
    intent: params.get('intent'),
    issue: params.getAll('issue').filter((value) => typeof value === 'string'),
  })
}

/** Shadow Mode Testing's run: the user whose answers are compared. */
export const ShadowRunSchema = z.object({ user_id: z.coerce.number().int().positive('Choose a user') })
