import { afterEach, describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { browserUser } from '../helpers/users.ts'
import { useTestServer } from '../helpers/test-server.ts'

// A screen's root loader and its route loader both need the signed-in user: the session and the user
// are read once per request, not once per loader.
const server = useTestServer()

function recordQueries() {
  // Sequelize reads options.logging on every query; its type does not list `options`.
  const sequelize = getDb().sequelize as unknown as { options: { logging: unknown } }
  const original = sequelize.options.logging
  const sql: string[] = []
  sequelize.options.logging = (statement: string) => void sql.push(statement)
  return { sql, stop: () => void (sequelize.options.logging = original) }
}

let recording: ReturnType<typeof recordQueries> | null = null
afterEach(() => recording?.stop())

describe('browser session lookups', () => {
  it('read the session and the user once for a page', async () => {
    const { browser } = await browserUser(server.base, { tag: 'auth-once' })
    recording = recordQueries()
    const page = await browser.get('/plan/financial-data')
    expect(page.status).toBe(200)
    const fromTable = (table: string) =>
      recording!.sql.filter(
        (s) => /^Executing \(default\): SELECT/.test(s) && new RegExp(`FROM [\`"]${table}[\`"]`).test(s),
      )
    expect(fromTable('sessions')).toHaveLength(1)
    // The user's row (the entry figures also read the data version alone, fresh for their cache key).
    expect(fromTable('users').filter((s) => s.includes('`email`'))).toHaveLength(1)
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
