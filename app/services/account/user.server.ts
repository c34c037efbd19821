import { UniqueConstraintError } from 'sequelize'
import { getDb, type Role, type User } from '../../../db/index.ts'
import { AppError } from '../../lib/app-error.ts'
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

function roleFor(email: string): Role {
  return getEnv().ADMIN_EMAIL === email.toLowerCase() ? 'admin' : 'user'
}

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists. Sign in instead.'

const emailTaken = () => new AppError(409, DUPLICATE_EMAIL_MESSAGE, { field: 'email' })

/** Creates the account; a 409 AppError on the e-mail when it is taken. */
export async function registerUser(input: {
  email: string
  password: string
  first_name: string
  last_name: string
}): Promise<User> {
  const { User } = getDb()
  const email = input.email.toLowerCase()
  if (await User.findOne({ where: { email }, attributes: ['id'] })) throw emailTaken()
  try {
    return await User.create({
      email,
      password_hash: await hashPassword(input.password, getEnv().PASSWORD_HASH_COST),
      first_name: input.first_name,
      last_name: input.last_name,
      role: roleFor(email),
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
  const user = await User.findOne({ where: { email: email.toLowerCase() } })
  if (!user) {
    await verifyPassword(password, await decoyHash(getEnv().PASSWORD_HASH_COST))
    return null
  }
  if (!(await verifyPassword(password, user.password_hash))) return null
  if (!user.is_active) return null
  // ADMIN_EMAIL names the first admin; it also promotes an account that existed before it was set.
  const role = user.role === 'admin' ? 'admin' : roleFor(user.email)
  await user.update({ last_login_at: new Date(), role })
  return user
}

export async function getUserById(id: number) {
  const { User } = getDb()
  return User.findByPk(id)
}
