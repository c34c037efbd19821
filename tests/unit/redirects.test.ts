import { describe, expect, it } from 'vitest'
import { safeRedirectTo } from '../../app/auth/guards.server.ts'

describe('safeRedirectTo', () => {
  it.each([
    ['/plan/goals?x=1', '/plan/goals?x=1'],
    ['//evil.example', '/plan'],
    ['/\\evil.example', '/plan'],
    ['https://evil.example', '/plan'],
    ['', '/plan'],
    [null, '/plan'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirectTo(input)).toBe(expected)
  })
})
