/** An Idempotency-Key header's value: 1 to 255 visible ASCII characters (the API and its OpenAPI description). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/
