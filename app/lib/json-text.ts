/** A JSON answer's text made beforehand (a memoised one): the API's apiJson sends it as it is. */
export class JsonText {
  constructor(readonly text: string) {}
}
