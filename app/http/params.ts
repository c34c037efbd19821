import { AppError, badRequest, notFound } from '../lib/app-error.ts'
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

/** A /{userId} path parameter: 422 on `userId` unless it is a positive whole number. */
export function requireUserIdParam(raw: string | undefined): number {
  const id = parseRowId(raw)
  if (id === null) {
    throw new AppError(422, 'User id must be a positive whole number', { field: 'userId', location: 'path' })
  }
  return id
}

/**
 * The /{userId} paths of the spec's calls: a malformed id is a bad parameter (422), another user's id
 * is 404 (never their data, and no telling which ids are accounts). Paths without the id pass.
 */
export function requireOwnUserParam(raw: string | undefined, userId: number) {
  if (raw !== undefined) requireOwnUserId(requireUserIdParam(raw), userId)
}

/** A user id the caller named (path or `?user_id=`, already parsed): theirs, or a 404. Absent passes. */
export function requireOwnUserId(named: number | undefined, userId: number) {
  if (named !== undefined && named !== userId) throw notFound('User not found')
}
