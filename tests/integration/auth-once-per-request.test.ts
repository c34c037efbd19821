import { afterEach, describe, expect, it } from 'vitest'
import { recordQueries } from '../helpers/record-queries.ts'
import { browserUser } from '../helpers/users.ts'
import { useTestServer } from '../helpers/test-server.ts'

// A screen's root loader and its route loader both need the signed-in user: the session and the user
// are read once per request, not once per loader, and in one query. The user's data version comes with
// that row, so the caches keyed on it need no read of their own.
const server = useTestServer()

let recording: ReturnType<typeof recordQueries> | null = null
afterEach(() => recording?.stop())

describe('browser session lookups', () => {
  it('read the session and the user once for a page', async () => {
    const { browser } = await browserUser(server.base, { tag: 'auth-once' })
    recording = recordQueries()
    const page = await browser.get('/plan/financial-data')
    expect(page.status).toBe(200)
    const selects = recording.selects()
    const fromTable = (table: string) => selects.filter((s) => new RegExp(`FROM [\`"]${table}[\`"]`).test(s))
    expect(fromTable('sessions')).toHaveLength(1)
    expect(fromTable('sessions')[0]).toMatch(/JOIN [`"]users[`"]/)
    // Nothing reads the user's row again, nor its data version alone.
    expect(
      selects.filter(
        (s) =>
          /[`"]users[`"]\.[`"](email|data_version)[`"]|FROM [`"]users[`"]/.test(s) && !/FROM [`"]sessions[`"]/.test(s),
      ),
    ).toEqual([])
  })

  it('a sign-out in the same request is seen by what runs after it', async () => {
    const { browser } = await browserUser(server.base, { tag: 'auth-once-out' })
    expect((await browser.get('/plan/financial-data')).status).toBe(200)
    const out = await browser.post('/logout', {})
    expect(out.status).toBe(302)
    const after = await browser.get('/plan/financial-data')
    expect(after.status).toBe(302)
    expect(after.headers.get('location')).toMatch(/^\/login/)
  })
})
