import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import type { z } from 'zod'
import { isDatabaseUnavailable } from '../../db/connection.ts'
import { isAppError, type AppError } from '../lib/app-error.ts'
import { JsonText } from '../lib/json-text.ts'
import { answeredWith } from './answer-text.server.ts'

// The JSON API answers errors as { detail }, and validation errors as 422 with
// FastAPI's list shape, so clients written against the old backend keep working.

export type ValidationDetail = { loc: (string | number)[]; msg: string; type: string }

export function apiJson(body: unknown, init?: number | ResponseInit) {
  const options = typeof init === 'number' ? { status: init } : init
  const headers = new Headers(options?.headers)
  headers.set('Cache-Control', 'no-store')
  const text = body instanceof JsonText ? body : new JsonText(JSON.stringify(body))
  headers.set('Content-Type', 'application/json')
  // The length known up front: the client reads it, and small answers (under 1 KB) go uncompressed
  // (server/whole-body-encoding.ts).
  headers.set('Content-Length', String(Buffer.byteLength(text.text)))
  return answeredWith(new Response(text.text, { ...options, headers }), text)
}

export function apiError(status: number, detail: string, headers?: HeadersInit) {
  return apiJson({ detail }, { status, headers })
}

function issueType(issue: z.core.$ZodIssue) {
  if (issue.code === 'invalid_type') return issue.input === undefined ? 'missing' : `${issue.expected}_type`
  if (issue.code === 'too_big') return 'too_big'
  if (issue.code === 'too_small') return 'too_small'
  if (issue.code === 'invalid_format') return issue.format
  return issue.code
}

export function validationDetails(error: z.ZodError, location: 'body' | 'query' | 'path' = 'body'): ValidationDetail[] {
  return error.issues.map((issue) => ({
    loc: [location, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
    msg: issue.message,
    type: issueType(issue),
  }))
}

export function validationError(error: z.ZodError, location: 'body' | 'query' | 'path' = 'body') {
  return apiJson({ detail: validationDetails(error, location) }, 422)
}

/** How deep a JSON body may nest, and how many keys and items it may hold in all. */
export const JSON_LIMITS = { depth: 32, members: 20_000 }

/**
 * The first limit a parsed JSON value breaks, or null. Walked with a stack, not recursion: a
 * 20,000-deep object is exactly what must not reach the schemas, whose JSON.stringify of
 * `loan_details` and friends threw RangeError (a 500).
 */
export function jsonLimitBroken(value: unknown, limits = JSON_LIMITS): string | null {
  const stack: [unknown, number][] = [[value, 1]]
  let members = 0
  while (stack.length > 0) {
    const [node, depth] = stack.pop() ?? [null, 0]
    if (node === null || typeof node !== 'object') continue
    if (depth > limits.depth) return `JSON nested too deeply (at most ${limits.depth} levels)`
    const children = Array.isArray(node) ? node : Object.values(node)
    members += children.length
    if (members > limits.members) return `JSON body has too many keys and items (at most ${limits.members})`
    for (const child of children) stack.push([child, depth + 1])
  }
  return null
}

function jsonRefused(msg: string, type: string) {
  return { ok: false as const, response: apiJson({ detail: [{ loc: ['body'], msg, type }] }, 422) }
}

/** Reads a JSON body, answering 422 (not 500) when it is not JSON, or nested or sized past JSON_LIMITS. */
export async function readJsonBody(
  request: Request,
): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  const text = await request.text()
  let body: unknown
  try {
    body = text.trim() === '' ? {} : JSON.parse(text)
  } catch {
    return jsonRefused('Malformed JSON in request body', 'json_invalid')
  }
  const broken = jsonLimitBroken(body)
  return broken ? jsonRefused(broken, 'json_too_complex') : { ok: true, body }
}

/** Reads a form-encoded (or multipart) body into a plain object; anything else is a 422. */
export async function readFormBody(
  request: Request,
): Promise<{ ok: true; body: Record<string, string> } | { ok: false; response: Response }> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.includes('application/x-www-form-urlencoded') && !type.includes('multipart/form-data')) {
    return {
      ok: false,
      response: apiJson(
        {
          detail: [
            {
              loc: ['body'],
              msg: 'Expected a form-encoded body (application/x-www-form-urlencoded)',
              type: 'content_type',
            },
          ],
        },
        422,
      ),
    }
  }
  try {
    const form = await request.formData()
    const body: Record<string, string> = {}
    for (const [key, value] of form) if (typeof value === 'string') body[key] = value
    return { ok: true, body }
  } catch {
    return {
      ok: false,
      response: apiJson({ detail: [{ loc: ['body'], msg: 'Malformed form body', type: 'form_invalid' }] }, 422),
    }
  }
}

/**
 * The JSON body checked against `schema`. Not JSON, or not what the schema takes: a thrown 422
 * in FastAPI's list shape, which apiHandler answers as it is.
 */
export async function parseJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>> {
  const body = await readJsonBody(request)
  if (!body.ok) throw body.response
  const parsed = schema.safeParse(body.body)
  if (!parsed.success) throw validationError(parsed.error)
  return parsed.data
}

/** The query string checked against `schema`; a thrown 422 (located in 'query') when it does not fit. */
export function parseQuery<Schema extends z.ZodType>(request: Request, schema: Schema): z.output<Schema> {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) throw validationError(parsed.error, 'query')
  return parsed.data
}

export function methodNotAllowed(allowed: string[]) {
  return apiError(405, 'Method Not Allowed', { Allow: allowed.join(', ') })
}

export const DATABASE_UNAVAILABLE_DETAIL = 'Service temporarily unavailable: the database cannot be reached'

/**
 * An AppError as the API answers it: a 422 that names a field in FastAPI's list shape, anything
 * else as `{detail}` (a 409 on the e-mail or the tax year reads as a conflict, not a validation list).
 */
export function appErrorResponse(error: AppError) {
  if (error.field && error.status === 422) {
    return apiJson(
      // A dotted field ("params.retirement_age", as conform names nested fields) is a path in `loc`.
      { detail: [{ loc: [error.location, ...error.field.split('.')], msg: error.message, type: 'value_error' }] },
      { status: error.status, headers: error.headers },
    )
  }
  return apiError(error.status, error.message, error.headers)
}

/**
 * Wraps an API loader or action: a thrown Response passes through, a thrown AppError becomes
 * its answer, an unreachable database a 503 with a detail, so an outage never reads as a
 * client's fault or a 500.
 */
export function apiHandler<Args extends LoaderFunctionArgs | ActionFunctionArgs>(
  handler: (args: Args) => Promise<Response> | Response,
) {
  return async (args: Args): Promise<Response> => {
    try {
      return await handler(args)
    } catch (error) {
      if (error instanceof Response) return error
      if (isAppError(error)) return appErrorResponse(error)
      if (isDatabaseUnavailable(error)) return apiError(503, DATABASE_UNAVAILABLE_DETAIL, { 'Retry-After': '10' })
      throw error
    }
  }
}
