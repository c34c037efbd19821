import type { QueryInterface } from 'sequelize'

export const name = '014-email-binary-collation'

// E-mails are normalised before they are stored or looked up (app/lib/email.ts: NFKC, lower case),
// so the column must compare them byte for byte. MariaDB's default utf8mb4 collations fold accents
// and case: `thróttlé@…` found the account `throttle@…` and signed into it, with a throttle counter
// of its own (issue 16, item 5). SQLite's default collation is already binary.
export async function up(qi: QueryInterface) {
  if (qi.sequelize.getDialect() !== 'mysql') return
  await qi.sequelize.query(
    'ALTER TABLE users MODIFY email VARCHAR(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL',
  )
}

export async function down(qi: QueryInterface) {
  if (qi.sequelize.getDialect() !== 'mysql') return
  await qi.sequelize.query(
    'ALTER TABLE users MODIFY email VARCHAR(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL',
  )
}
