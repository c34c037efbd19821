import { describe, expect, it } from 'vitest'
import { pluralise } from '../../app/lib/format.ts'

describe('pluralise', () => {
  it('uses the singular for exactly one (or minus one) and the plural for every other count', () => {
    expect(pluralise(1, 'row')).toBe('1 row')
    expect(pluralise(0, 'row')).toBe('0 rows')
    expect(pluralise(2, 'row')).toBe('2 rows')
    expect(pluralise(-1, 'point')).toBe('-1 point')
    expect(pluralise(1.5, 'year')).toBe('1.5 years')
    expect(pluralise(0.5, 'year')).toBe('0.5 years')
  })

  it('takes an irregular plural', () => {
    expect(pluralise(1, 'entry', 'entries')).toBe('1 entry')
    expect(pluralise(4, 'entry', 'entries')).toBe('4 entries')
    expect(pluralise(1, 'policy', 'policies')).toBe('1 policy')
  })

  it('groups thousands as the money formats do', () => {
    expect(pluralise(1000, 'path')).toBe('1,000 paths')
    expect(pluralise(1234567.25, 'dollar')).toBe('1,234,567.25 dollars')
    expect(pluralise(-12000, 'point')).toBe('-12,000 points')
  })
})
