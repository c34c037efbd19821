import { describe, expect, it } from 'vitest'
import { setBounded } from '../../app/lib/bounded-map.ts'

describe('setBounded', () => {
  it('drops the oldest key when a new one would pass the bound, not when a key is set again', () => {
    const map = new Map<string, number>()
    for (const [key, value] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      setBounded(map, key, value, 3)
    setBounded(map, 'b', 20, 3)
    expect([...map]).toEqual([
      ['a', 1],
      ['b', 20],
      ['c', 3],
    ])
    setBounded(map, 'd', 4, 3)
    expect([...map.keys()]).toEqual(['b', 'c', 'd'])
  })
})
