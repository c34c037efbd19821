import * as z from 'zod'
import { readPageParam, readSearchParam } from './paging.ts'

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

/** User Management's query: the e-mail search, the users' page and the Audit Log's page. */
export type AdminUsersQuery = { q?: string; page: number; audit_page: number }

/**
 * Reads User Management's query string as the entry lists read theirs (app/schemas/entry-list.ts):
 * a refused value falls back (no search, the nearest page) and adds a message, so the screen still
 * shows its lists and says what it did.
 */
export function readAdminUsersQuery(params: URLSearchParams) {
  const search = readSearchParam(params.get('q'))
  const page = readPageParam(params.get('page'))
  const audit = readPageParam(params.get('audit_page'))
  const query: AdminUsersQuery = { q: search.q, page: page.page, audit_page: audit.page }
  const errors = [search.error, page.error, audit.error].filter((e) => e !== null)
  return { query, errors }
}

/** Auth Monitor's query: the sessions' page. */
export function readAdminPage(params: URLSearchParams) {
  const { page, error } = readPageParam(params.get('page'))
  return { page, errors: error ? [error] : [] }
}
