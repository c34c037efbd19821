/**
 * A JSON answer's text made beforehand (a memoised one): the API's apiJson sends it as it is. A `repeated`
 * text is answered again, byte for byte, to later requests (a kept one): apiJson marks its answer with
 * REPEATED_BODY_HEADER, and the server keeps the compressed bytes of such bodies instead of compressing
 * them again each time (server/whole-body-encoding.ts).
 */
export class JsonText {
  constructor(
    readonly text: string,
    readonly repeated = false,
  ) {}
}

/** Set on a response whose body the app will send again unchanged; the server removes it before sending. */
export const REPEATED_BODY_HEADER = 'X-Repeated-Body'
