// The one way a service fails. A service throws an AppError with the HTTP status it means
// and a message a person can read; the API layer (app/http/api.server.ts) turns it into
// `{detail}` (or FastAPI's 422 list when a field is named) and the screen layer
// (app/http/screen.server.ts) into an error page or a form's field error. Services never
// see a Request and never build a Response. Modelled on Shelf.nu's ShelfError.

export type AppErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503

export type AppErrorOptions = {
  /** The input field the message is about; the form shows it under that field. */
  field?: string
  /** Where the field is: the request body (default), the URL path or the query string (the API's `loc`). */
  location?: 'body' | 'path' | 'query'
  /** Extra response headers, e.g. Retry-After for 429 and 503. */
  headers?: Record<string, string>
  cause?: unknown
}

export class AppError extends Error {
  readonly status: AppErrorStatus
  readonly field: string | undefined
  readonly location: 'body' | 'path' | 'query'
  readonly headers: Record<string, string> | undefined

  constructor(status: AppErrorStatus, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause })
    this.name = 'AppError'
    this.status = status
    this.field = options.field
    this.location = options.location ?? 'body'
    this.headers = options.headers
  }
}

export const notFound = (message: string) => new AppError(404, message)
export const conflict = (message: string) => new AppError(409, message)
export const badRequest = (message: string) => new AppError(400, message)
export const invalidField = (field: string, message: string) => new AppError(422, message, { field })
export const unavailable = (message: string, retryAfterSeconds = 10) =>
  new AppError(503, message, { headers: { 'Retry-After': String(retryAfterSeconds) } })

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError
}

/** Throws a 404 AppError when the value is missing (the Epic Stack's invariantResponse). */
export function found<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw notFound(message)
  return value
}
