import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The classic compiler silently empties .server modules in the browser bundle, so a
// leak (or a module-level call into one) shows only at run time. Scan the real build.
const dir = path.resolve('public/build')

function files(root: string): string[] {
  return fs.readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(root, entry.name)
    return entry.isDirectory() ? files(full) : entry.name.endsWith('.js') ? [full] : []
  })
}

describe('browser bundle', () => {
  it('exists (run `npm run build` first)', () => {
    expect(fs.existsSync(dir), `${dir} is missing: npm test builds before testing`).toBe(true)
  })

  const FORBIDDEN = [
    ['Sequelize', /\bsequelize\b/i],
    ['ioredis', /\bioredis\b/],
    ['mysql2', /\bmysql2\b/],
    ['the password hash column', /password_hash/],
    ['the session secret', /SESSION_SECRET/],
    ['scrypt', /\bscrypt\b/],
    ['jose', /\bjwtVerify\b|\bSignJWT\b/],
  ] as const

  it.each(FORBIDDEN)('holds no %s', (_name, pattern) => {
    const offenders = files(dir).filter((file) => pattern.test(fs.readFileSync(file, 'utf8')))
    expect(offenders.map((f) => path.relative(dir, f))).toEqual([])
  })
})
