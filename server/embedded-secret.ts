import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The embedded mode runs with no configuration, but sessions still need a secret.
 * Generate one beside the SQLite file and keep it, so restarts keep people signed in.
 * With MySQL (production) SESSION_SECRET must be given.
 */
export function ensureEmbeddedSessionSecret(env: NodeJS.ProcessEnv) {
  if (env.SESSION_SECRET) return null
  const databaseUrl = env.DATABASE_URL ?? 'file:./data/wealthpath.sqlite'
  if (!databaseUrl.startsWith('file:')) return null
  const dir = path.dirname(path.resolve(databaseUrl.slice('file:'.length)))
  const file = path.join(dir, 'session-secret')
  fs.mkdirSync(dir, { recursive: true })
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { mode: 0o600 })
  }
  env.SESSION_SECRET = fs.readFileSync(file, 'utf8').trim()
  return file
}
