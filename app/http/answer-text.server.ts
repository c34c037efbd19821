import { singleton } from '../../db/singleton.ts'
import type { JsonText } from '../lib/json-text.ts'

/**
 * Which JsonText each of apiJson's answers was made from. The server sends that text's bytes instead of
 * reading them back through the Response's body stream (server/request-body.ts); a response made any
 * other way, or remade on its way out, is not here and is read as before. One map for the process: the
 * host (build/server.js) and the Remix bundle (build/index.js) each have their own copy of this module,
 * and with a map each the host never found a text, so every cached projection was read back and
 * compressed again (tests/integration/kept-answer-bytes.test.ts).
 */
const madeFrom = singleton('answer-text-made-from', () => new WeakMap<Response, JsonText>())

export function answeredWith(response: Response, text: JsonText): Response {
  madeFrom.set(response, text)
  return response
}

export function jsonTextOf(response: Response): JsonText | undefined {
  return madeFrom.get(response)
}
