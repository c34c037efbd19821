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
