// The e2e server's database in one process: migrate, then seed the demo household and the
// admin account. Each step is the npm script's own module; running them in one tsx process
// saves a start-up of tsx and Sequelize.
await import('../../db/migrate-cli.ts')
if (!process.exitCode) await import('../../seeds/seed.ts')

export {}
