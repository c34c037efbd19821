/**
 * Freezes a JSON value and everything in it, and answers it. A value shared between requests (the
 * in-process cache's) is then read-only in fact, not only by agreement: a caller that changes it
 * throws (modules run in strict mode) rather than silently changing what the next request sees.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value
  for (const item of Object.values(value)) deepFreeze(item)
  return Object.freeze(value)
}
