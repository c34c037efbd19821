import { getDb } from '../db/index.ts'
import { closeSequelize } from '../db/connection.ts'
import { hashPassword } from '../app/services/account/password.server.ts'
import { normaliseEmail } from '../app/lib/email.ts'
import { DEMO_USER } from './demo-accounts.ts'
import { seedDemoHousehold } from './demo-household.ts'

// npm run db:seed — idempotent: creates the demo household and, when ADMIN_EMAIL and
// ADMIN_PASSWORD are set, the first admin. Existing accounts are left as they are.
process.env.DATABASE_URL ??= 'file:./data/wealthpath.sqlite'

async function ensureUser(input: {
  email: string
  password: string
  first_name: string
  last_name: string
  role: 'user' | 'admin'
}) {
  const { User } = getDb()
  const existing = await User.findOne({ where: { email: input.email } })
  if (existing) {
    if (input.role === 'admin' && existing.role !== 'admin') await existing.update({ role: 'admin' })
    return { user: existing, created: false }
  }
  const user = await User.create({
    email: input.email,
    password_hash: await hashPassword(input.password),
    first_name: input.first_name,
    last_name: input.last_name,
    role: input.role,
    last_login_at: null,
  })
  return { user, created: true }
}

try {
  const demo = await ensureUser({ ...DEMO_USER, role: 'user' })
  console.log(`[seed] demo user ${DEMO_USER.email} ${demo.created ? 'created' : 'already present'}`)
  if (await seedDemoHousehold(demo.user.id)) console.log('[seed] demo household filled in')
  const adminEmail = process.env.ADMIN_EMAIL ? normaliseEmail(process.env.ADMIN_EMAIL) : undefined
  const adminPassword = process.env.ADMIN_PASSWORD
  if (adminEmail && adminPassword) {
    const admin = await ensureUser({
      email: adminEmail,
      password: adminPassword,
      first_name: 'Admin',
      last_name: 'User',
      role: 'admin',
    })
    console.log(`[seed] admin ${adminEmail} ${admin.created ? 'created' : 'already present'}`)
  } else if (adminEmail) {
    // Registering the address does not make it an admin (issue 16, item 11): only the seed does.
    console.log(`[seed] ADMIN_EMAIL is ${adminEmail} but ADMIN_PASSWORD is not set: no admin was created`)
  }
} catch (error) {
  console.error(`[seed] failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  await closeSequelize()
}
