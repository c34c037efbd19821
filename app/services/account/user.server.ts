import { UniqueConstraintError } from 'sequelize'
import { getDb, type Role, type User } from '../../../db/index.ts'
import { AppError } from '../../lib/app-error.ts'
import { normaliseEmail } from '../../lib/email.ts'
import { getEnv } from '../../env.server.ts'
import { decoyHash, hashPassword, verifyPassword } from './password.server.ts'

export type PublicUser = {
  id: number
  email: string
  first_name: string
  last_name: string
  role: Role
  is_admin: boolean
  is_active: boolean
  status: string
  created_at: string
  updated_at: string
}

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    role: user.role,
    is_admin: user.role === 'admin',
    is_active: user.is_active,
    status: user.status,
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
  }
}

// Neutral: it does not say whether the address has an account (issue 16, item 11), and reads
// right both for someone who forgot they registered and for a typo.
export const DUPLICATE_EMAIL_MESSAGE =
  'We could not create an account with this email. If you already have one, sign in instead.'

const emailTaken = () => new AppError(409, DUPLICATE_EMAIL_MESSAGE, { field: 'email' })

/**
 * Creates the account, always with the user role: the admin role comes only from the seed
 * (ADMIN_EMAIL + ADMIN_PASSWORD) or an admin, never from registering an address nobody proved
 * is theirs (issue 16, item 11). A 409 AppError on the e-mail when it is taken.
 */
export async function registerUser(input: {
  email: string
  password: string
  first_name: string
  last_name: string
}): Promise<User> {
  const { User } = getDb()
  const email = normaliseEmail(input.email)
  if (await User.findOne({ where: { email }, attributes: ['id'] })) throw emailTaken()
  try {
    return await User.create({
      email,
      password_hash: await hashPassword(input.password, getEnv().PASSWORD_HASH_COST),
      first_name: input.first_name,
      last_name: input.last_name,
      role: 'user',
      last_login_at: null,
    })
  } catch (error) {
    // Two registrations racing for one e-mail: the unique index decides.
    if (error instanceof UniqueConstraintError) throw emailTaken()
    throw error
  }
}

/** The user for these credentials, or null. Takes the same time whether or not the e-mail exists. */
export async function verifyCredentials(email: string, password: string): Promise<User | null> {
  const { User } = getDb()
  const user = await User.findOne({ where: { email: normaliseEmail(email) } })
  if (!user) {
    await verifyPassword(password, await decoyHash(getEnv().PASSWORD_HASH_COST))
    return null
  }
  if (!(await verifyPassword(password, user.password_hash))) return null
  if (!user.is_active) return null
  await user.update({ last_login_at: new Date() })
  return user
}

export async function getUserById(id: number) {
  const { User } = getDb()
  return User.findByPk(id)
}
