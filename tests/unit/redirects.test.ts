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
    // Issue 16, item 4: a tab, newline or carriage return that browsers drop, and backslashes anywhere.
    ['/\t/evil.example/phish', '/plan'],
    ['/\n/evil.example', '/plan'],
    ['/plan\r\nSet-Cookie: x=1', '/plan'],
    ['/plan/\\evil', '/plan'],
    ['/\u0000evil', '/plan'],
    // Paths stay paths, normalised as a browser would read them.
    ['/plan/../plan/goals#top', '/plan/goals#top'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirectTo(input)).toBe(expected)
  })
})
