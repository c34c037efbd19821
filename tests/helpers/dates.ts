/**
 * An ISO date `n` months from today (UTC). From the 29th on, the same day may not exist in the
 * target month, so the 28th of the month after stands in: never less than n whole months.
 */
export function monthsAhead(n: number) {
  const now = new Date()
  const day = Math.min(now.getUTCDate(), 28)
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + n + (now.getUTCDate() > 28 ? 1 : 0), day))
    .toISOString()
    .slice(0, 10)
}
