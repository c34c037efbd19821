/**
 * A JSON answer's text made beforehand (a memoised one): the API's apiJson sends it as it is. A `repeated`
 * text is answered again, byte for byte, to later requests (a kept one): the server keeps its bytes and
 * compressed bytes with it instead of making them again each time (server/whole-body-encoding.ts).
 */
export class JsonText {
  constructor(
    readonly text: string,
    readonly repeated = false,
  ) {}
}

/**
 * Which JsonText each of apiJson's answers was made from. The server sends that text's bytes instead of
 * reading them back through the Response's body stream (server/request-body.ts); a response made any
 * other way, or remade on its way out, is not here and is read as before.
 */
const madeFrom = new WeakMap<Response, JsonText>()

export function answeredWith(response: Response, text: JsonText): Response {
  madeFrom.set(response, text)
  return response
}

export function jsonTextOf(response: Response): JsonText | undefined {
  return madeFrom.get(response)
}
