import { badRequest, notFound } from '../lib/app-error.ts'
import { parseRowId } from '../schemas/planning-fields.ts'

/**
 * A row id from the URL, or a 400 AppError with `message` (e.g. "Invalid entry ID") when it is
 * not one. Both apiHandler and orServiceUnavailable map the error, so routes just call it.
 */
export function requireIdParam(raw: string | undefined, message: string): number {
  const id = parseRowId(raw)
  if (id === null) throw badRequest(message)
  return id
}

/** The flow shell's /{userId} paths: the id must be the caller's own, else 404 (never another user's data). */
export function requireOwnUserParam(raw: string | undefined, userId: number) {
  if (raw !== undefined && raw !== String(userId)) throw notFound('User not found')
}
