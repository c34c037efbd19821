import { createHash } from 'node:crypto'
import { singleton } from '../../db/singleton.ts'
import { readAnswer, storeAnswer } from '../infra/idempotency.server.ts'
import { AppError } from '../lib/app-error.ts'
import { IDEMPOTENCY_KEY_PATTERN } from '../lib/idempotency-key.ts'

// An optional `Idempotency-Key` header on API creates, so a client can retry safely: the same key
// with the same body gets the first answer again (status and body, no second row); the same key with
// another body is a 422. Keys are per user. Only successful answers are kept: a refused or failed
// create stored nothing, so retrying it with the same key runs it again.

function sha256(text: string) {
  return createHash('sha256').update(text).digest('hex')
}

/** Creates under way by user and key: a concurrent retry waits for the first instead of creating twice. */
function inFlight() {
  return singleton('idempotency-in-flight', () => new Map<string, Promise<void>>())
}

function replay(answer: { status: number; headers: [string, string][]; body: string }) {
  const headers = new Headers(answer.headers)
  headers.set('Idempotency-Replayed', 'true')
  return new Response(answer.body, { status: answer.status, headers })
}

/** Runs `create` once per user, key and body; without the header it just runs it. */
export async function withIdempotencyKey(
  request: Request,
  userId: number,
  create: () => Promise<Response>,
): Promise<Response> {
  const key = request.headers.get('Idempotency-Key')
  if (key === null) return create()
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError(400, 'Idempotency-Key must be 1 to 255 visible ASCII characters.')
  }
  const { pathname } = new URL(request.url)
  const fingerprint = sha256(`${request.method} ${pathname}\n${await request.clone().text()}`)
  const storeKey = `${userId}:${sha256(key)}`
  const pending = inFlight()
  // One request per user and key at a time: a concurrent retry waits, then reads what the first stored.
  while (pending.has(storeKey)) await pending.get(storeKey)
  let done = () => {}
  pending.set(storeKey, new Promise<void>((resolve) => (done = resolve)))
  try {
    const stored = await readAnswer(storeKey)
    if (stored) {
      if (stored.fingerprint !== fingerprint) {
        throw new AppError(422, 'This Idempotency-Key was already used with a different request.')
      }
      return replay(stored)
    }
    const response = await create()
    if (response.status < 200 || response.status >= 300) return response
    const body = await response.text()
    const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== 'set-cookie')
    await storeAnswer(storeKey, { fingerprint, status: response.status, headers, body })
    return new Response(body, { status: response.status, headers: response.headers })
  } finally {
    pending.delete(storeKey)
    done()
  }
}
