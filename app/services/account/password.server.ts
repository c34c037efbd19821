import crypto from 'node:crypto'
import { promisify } from 'node:util'

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>

const KEY_LENGTH = 64

// Format: scrypt$N$r$p$salt$hash, so the cost can rise later without breaking old hashes.
export async function hashPassword(password: string, cost = 16_384): Promise<string> {
  const salt = crypto.randomBytes(16)
  const hash = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, {
    N: cost,
    r: 8,
    p: 1,
    maxmem: 256 * cost * 8,
  })
  return ['scrypt', cost, 8, 1, salt.toString('base64url'), hash.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [, n, r, p, saltText, hashText] = parts
  const expected = Buffer.from(hashText, 'base64url')
  const cost = Number(n)
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(saltText, 'base64url'), expected.length, {
    N: cost,
    r: Number(r),
    p: Number(p),
    maxmem: 256 * cost * Number(r),
  })
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected)
}

/** A hash to compare against when the account does not exist, so timing does not reveal which e-mails are registered. */
let decoy: Promise<string> | undefined
export function decoyHash(cost?: number) {
  decoy ??= hashPassword(crypto.randomBytes(16).toString('hex'), cost)
  return decoy
}
