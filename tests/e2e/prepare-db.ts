// The e2e server's database in one process: migrate, add the screen specs' households
// (tests/e2e/seed-screen-accounts.ts), then seed the demo household and the admin account. Each
// step is the app's own module; running them in one tsx process saves a start-up of tsx and
// Sequelize. The seed closes the database connection, so it goes last.
await import('../../db/migrate-cli.ts')
if (!process.exitCode) {
  const { seedScreenAccounts } = await import('./seed-screen-accounts.ts')
  await seedScreenAccounts()
  await import('../../seeds/seed.ts')
}

export {}
