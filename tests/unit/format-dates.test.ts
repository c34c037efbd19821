import { describe, expect, it } from 'vitest'
import { formatDateTime, formatDay, formatMonth } from '../../app/lib/format.ts'

// The screens' dates, printed in UTC with shared formatters (app/lib/format.ts).
describe('date formatting', () => {
  it('prints a day from a date or from a timestamp, whatever the server time zone', () => {
    expect(formatDay('1980-03-04')).toBe('Mar 4, 1980')
    expect(formatDay('2026-12-31T23:59:59.000Z')).toBe('Dec 31, 2026')
    expect(formatDay('2024-02-29')).toBe('Feb 29, 2024')
  })

  it('leaves text that is not a date as it is', () => {
    expect(formatDay('not a date')).toBe('not a date')
    expect(formatMonth('soon')).toBe('soon')
  })

  it('prints a month and a year', () => {
    expect(formatMonth('2031-06-15')).toBe('Jun 2031')
    expect(formatMonth('2031-01')).toBe('Jan 2031')
  })

  it('prints a timestamp to the minute, in UTC and saying so', () => {
    expect(formatDateTime('2026-03-04T15:07:42.000Z')).toBe('Mar 4, 2026, 3:07 PM UTC')
    expect(formatDateTime('2026-03-04T00:05:00.000Z')).toBe('Mar 4, 2026, 12:05 AM UTC')
  })
})
