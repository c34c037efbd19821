import { expect } from 'vitest'

/**
 * What an `/api/v1` call answered. `body` is the parsed JSON (null for an empty body); it is
 * typed loosely on purpose: the tests state the shape they expect with their assertions.
 */
export type ApiResult = {
  status: number
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any
  headers: Headers
}

/**
 * One JSON call to `/api/v1` as a bearer-token client, or anonymously without a token.
 * A string body is sent as it is, so a test can send malformed JSON.
 */
export async function apiCall(
  base: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiResult> {
  const headers: Record<string, string> = {}
  if (token) headers.authorization = `Bearer ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers }
}

export type ApiClient = {
  call: (method: string, path: string, body?: unknown) => Promise<ApiResult>
  get: (path: string) => Promise<ApiResult>
  post: (path: string, body?: unknown) => Promise<ApiResult>
}

/** The calls of one client, paths relative to `/api/v1` (plus `prefix`, e.g. '/financial'). */
export function apiClient(base: string, token: string | null, prefix = ''): ApiClient {
  const call = (method: string, path: string, body?: unknown) => apiCall(base, token, method, prefix + path, body)
  return {
    call,
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
  }
}

/** One entry of a 422 answer's `detail` list. */
export type FieldErrorDetail = { loc: (string | number)[]; msg: string; type: string }

/** A 422 answer's field messages keyed by location, e.g. `{ 'body.amount': 'must be positive' }`. */
export function fieldMessages(body: unknown): Record<string, string> {
  const detail = (body as { detail: FieldErrorDetail[] }).detail
  expect(Array.isArray(detail)).toBe(true)
  return Object.fromEntries(detail.map((d) => [d.loc.join('.'), d.msg]))
}

/**
 * `call(user, method, path, body)` for suites that pick the caller on each call (null calls
 * anonymously) and compare whole answers as `{ status, json }`.
 */
export function callAs(server: { base: string }) {
  return async (user: { token: string } | null, method: string, path: string, body?: unknown) => {
    const { status, body: json } = await apiCall(server.base, user?.token ?? null, method, path, body)
    return { status, json }
  }
}
