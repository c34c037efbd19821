import { Op, QueryTypes } from 'sequelize'
import { getDb } from '../../../db/index.ts'
import { dialectOf } from '../../../db/connection.ts'
import { writeTransaction } from '../../../db/write-transaction.ts'
import { getEnv } from '../../env.server.ts'
import { bumpDataVersion } from '../../infra/data-version.server.ts'
import { logEvent } from '../../infra/event-log.server.ts'
import { progressPercentage } from '../../lib/goal-math.ts'
import { recordAdminAction, type AdminActor } from './audit.server.ts'
import { ALLOCATION_KEYS } from '../../schemas/financial-entry.ts'
import { recordAutomaticSnapshot, writeMissingSnapshot } from '../finance/net-worth.server.ts'
import { findStaleIndexes, vectorService } from '../vector/service.server.ts'

// Data Integrity (03 §2.14, §3): real checks over the stored rows. Each issue has a stable key
// (check:table:row, where the row is an id, or user id and day for a missing snapshot) so an
// admin's Fix or Ignore names exactly the rows it acts on, and Fix acts only on keys the checks
// find again at that moment (never on a key the form made up).

export type Severity = 'critical' | 'high' | 'medium' | 'low'
export type IntegrityIssue = {
  id: string
  issue: string
  table: string
  type: 'orphan' | 'impossible_value' | 'progress_mismatch' | 'missing_snapshot' | 'stale_index'
  severity: Severity
  affected_records: number
  detected: string
}

/** Tables whose rows belong to a user (user_id), checked for rows whose user is gone. */
const USER_OWNED_TABLES = [
  'financial_entries',
  'goals',
  'goal_progress',
  'goal_history',
  'net_worth_snapshots',
  'sessions',
  'chat_sessions',
  'chat_messages',
  'family_members',
  'estate_documents',
  'insurance_policies',
] as const
type OwnedTable = (typeof USER_OWNED_TABLES)[number]
const isOwnedTable = (value: string): value is OwnedTable => (USER_OWNED_TABLES as readonly string[]).includes(value)

/** At most this many rows per check, so a broken table cannot flood the page. */
const ROWS_PER_CHECK = 200

async function orphanIssues(detected: string): Promise<IntegrityIssue[]> {
  const { sequelize } = getDb()
  const perTable = await Promise.all(
    USER_OWNED_TABLES.map(async (table) => {
      // The table name comes from the constant list above, never from input.
      const rows = await sequelize.query<{ id: number }>(
        `SELECT t.id AS id FROM ${table} t LEFT JOIN users u ON u.id = t.user_id WHERE u.id IS NULL ORDER BY t.id LIMIT ${ROWS_PER_CHECK}`,
        { type: QueryTypes.SELECT },
      )
      return rows.map((row): IntegrityIssue => ({
        id: `orphan:${table}:${row.id}`,
        issue: `Row ${row.id} belongs to a user who no longer exists`,
        table,
        type: 'orphan',
        severity: 'high',
        affected_records: 1,
        detected,
      }))
    }),
  )
  return perTable.flat()
}

const PERCENT_COLUMNS = ALLOCATION_KEYS

/** An allocation share outside 0–100 (only the API's older rows can hold one). */
const percentOutOfRange = (entry: EntryRow) =>
  PERCENT_COLUMNS.some((c) => entry[c] !== null && (Number(entry[c]) < 0 || Number(entry[c]) > 100))

type EntryRow = InstanceType<ReturnType<typeof getDb>['FinancialEntry']>

/** What is impossible about an entry (the forms and the API refuse all of these), or nothing. */
function entryProblems(entry: EntryRow): string[] {
  const problems: string[] = []
  if (Number(entry.amount_cents) < 0) problems.push('negative amount')
  const rate = entry.interest_rate === null ? null : Number(entry.interest_rate)
  if (rate !== null && (rate < 0 || rate > 100)) problems.push('interest rate outside 0-100 %')
  if (percentOutOfRange(entry)) {
    problems.push('allocation percentage outside 0-100 %')
  }
  if (
    entry.remaining_months !== null &&
    entry.loan_term_months !== null &&
    entry.remaining_months > entry.loan_term_months
  ) {
    problems.push('more months remaining than the loan term')
  }
  return problems
}

async function impossibleEntries() {
  const { FinancialEntry } = getDb()
  const outside = (column: string) => ({ [column]: { [Op.or]: [{ [Op.lt]: 0 }, { [Op.gt]: 100 }] } })
  const candidates = await FinancialEntry.findAll({
    where: {
      [Op.or]: [
        { amount_cents: { [Op.lt]: 0 } },
        outside('interest_rate'),
        ...PERCENT_COLUMNS.map(outside),
        {
          remaining_months: { [Op.gt]: getDb().sequelize.col('loan_term_months') },
        },
      ],
    },
    order: [['id', 'ASC']],
    limit: ROWS_PER_CHECK,
  })
  return candidates.filter((entry) => entryProblems(entry).length > 0)
}

async function valueIssues(detected: string): Promise<IntegrityIssue[]> {
  const { Goal } = getDb()
  const [entries, goals] = await Promise.all([
    impossibleEntries(),
    Goal.findAll({ order: [['id', 'ASC']], limit: 5_000 }),
  ])
  const entryIssues = entries.map((entry): IntegrityIssue => ({
    id: `impossible:financial_entries:${entry.id}`,
    issue: `Entry ${entry.id} (${entry.description}): ${entryProblems(entry).join(', ')}`,
    table: 'financial_entries',
    type: 'impossible_value',
    severity: 'critical',
    affected_records: 1,
    detected,
  }))
  const goalIssues = goals
    .filter((goal) => goalProblem(goal) !== null)
    .slice(0, ROWS_PER_CHECK)
    .map((goal): IntegrityIssue => ({
      id: `${goalProblem(goal) === 'negative' ? 'impossible' : 'progress'}:goals:${goal.id}`,
      issue:
        goalProblem(goal) === 'negative'
          ? `Goal ${goal.id} (${goal.name}): negative saved amount`
          : `Goal ${goal.id} (${goal.name}): progress ${goal.progress_percentage} % disagrees with its amounts (${expectedProgress(goal)} %)`,
      table: 'goals',
      type: goalProblem(goal) === 'negative' ? 'impossible_value' : 'progress_mismatch',
      severity: goalProblem(goal) === 'negative' ? 'critical' : 'medium',
      affected_records: 1,
      detected,
    }))
  return [...entryIssues, ...goalIssues]
}

type GoalRow = InstanceType<ReturnType<typeof getDb>['Goal']>
const expectedProgress = (goal: GoalRow) =>
  progressPercentage(Math.max(0, Number(goal.current_amount_cents)), Number(goal.target_amount_cents))

function goalProblem(goal: GoalRow): 'negative' | 'progress' | null {
  if (Number(goal.current_amount_cents) < 0) return 'negative'
  if (Math.abs(Number(goal.progress_percentage) - expectedProgress(goal)) > 0.01) return 'progress'
  return null
}

/** How far back the snapshot check looks, so its scan stays bounded as the entries table grows. */
const SNAPSHOT_CHECK_DAYS = 90

/** The UTC day of a timestamp column, as snapshot dates are written ('YYYY-MM-DD'). */
function dayOf(column: string) {
  // SQLite stores Sequelize dates as text ('2026-11-25 21:18:47.000 +00:00'); MariaDB's
  // DATETIME is UTC on the app's connections (timezone '+00:00').
  return dialectOf(getEnv().DATABASE_URL) === 'mysql'
    ? `DATE_FORMAT(${column}, '%Y-%m-%d')`
    : `substr(${column}, 1, 10)`
}

type MissingSnapshotRow = { user_id: number; day: string; entries: number | string }

/**
 * Days in the last SNAPSHOT_CHECK_DAYS on which a user's entries were created or changed but no
 * net-worth snapshot was written (every change writes the day's row, so a gap is a write that
 * bypassed the service, or a lost row). Deletions leave no row to date, so they are not seen.
 * Rows of users who no longer exist are the orphan check's.
 */
async function missingSnapshotIssues(detected: string): Promise<IntegrityIssue[]> {
  const { sequelize } = getDb()
  const since = new Date(Date.now() - SNAPSHOT_CHECK_DAYS * 86_400_000)
  const rows = await sequelize.query<MissingSnapshotRow>(
    `SELECT d.user_id AS user_id, d.day AS day, COUNT(DISTINCT d.entry_id) AS entries
     FROM (
       SELECT user_id, id AS entry_id, ${dayOf('created_at')} AS day FROM financial_entries WHERE created_at >= :since
       UNION ALL
       SELECT user_id, id AS entry_id, ${dayOf('updated_at')} AS day FROM financial_entries WHERE updated_at >= :since
     ) d
     JOIN users u ON u.id = d.user_id
     LEFT JOIN net_worth_snapshots s ON s.user_id = d.user_id AND s.snapshot_date = d.day
     WHERE s.id IS NULL
     GROUP BY d.user_id, d.day
     ORDER BY d.day DESC, d.user_id ASC
     LIMIT ${ROWS_PER_CHECK}`,
    { replacements: { since }, type: QueryTypes.SELECT },
  )
  const today = detected.slice(0, 10)
  return rows.map((row): IntegrityIssue => {
    const changed = `${Number(row.entries)} ${Number(row.entries) === 1 ? 'entry' : 'entries'} changed`
    const repair =
      row.day === today
        ? 'Fix takes it from the entries as they stand'
        : "Fix writes it from the entries created by that day's end, at their current amounts"
    return {
      id: `snapshot:net_worth_snapshots:${row.user_id}:${row.day}`,
      issue: `User ${row.user_id} has no net-worth snapshot for ${row.day}, when ${changed}. ${repair}`,
      table: 'net_worth_snapshots',
      type: 'missing_snapshot',
      // A past day's figures can only be approximated once lost: the history chart is the worse for it.
      severity: 'medium',
      affected_records: 1,
      detected,
    }
  })
}

/**
 * Users whose vector index was built from an older data version (or with another embedding
 * model) than they now have. Low: a search rebuilds a stale index before answering anyway. A
 * vector store that cannot be reached skips this check (logged) rather than failing the page.
 */
async function staleIndexIssues(detected: string): Promise<IntegrityIssue[]> {
  let stale
  try {
    stale = await findStaleIndexes(await vectorService(), ROWS_PER_CHECK)
  } catch (error) {
    // Connection errors can carry the URL; never echo credentials.
    const detail = error instanceof Error ? error.message.replace(/\/\/[^@\s]+@/g, '//***@').slice(0, 200) : 'unknown'
    logEvent('WARNING', 'admin', `Data Integrity skipped the vector index check: ${detail}`)
    return []
  }
  return stale.map((index): IntegrityIssue => {
    const why =
      index.indexed_model === index.model
        ? `built from data version ${index.indexed_version}; the data is now at version ${index.data_version}`
        : `built with ${index.indexed_model}; the store now embeds with ${index.model}`
    return {
      id: `stale:vector_index:${index.user_id}`,
      issue: `User ${index.user_id}'s vector index (indexed ${index.indexed_at}) is stale: ${why}`,
      table: 'vector_index',
      type: 'stale_index',
      severity: 'low',
      affected_records: 1,
      detected,
    }
  })
}

async function ignoredKeys() {
  const { IntegrityIgnore } = getDb()
  return new Set((await IntegrityIgnore.findAll({ attributes: ['issue_key'] })).map((row) => row.issue_key))
}

/** Every issue the checks find now, without the ignored ones. */
export async function findIntegrityIssues(): Promise<IntegrityIssue[]> {
  const detected = new Date().toISOString()
  const [orphans, values, snapshots, indexes, ignored] = await Promise.all([
    orphanIssues(detected),
    valueIssues(detected),
    missingSnapshotIssues(detected),
    staleIndexIssues(detected),
    ignoredKeys(),
  ])
  return [...orphans, ...values, ...snapshots, ...indexes].filter((issue) => !ignored.has(issue.id))
}

async function databaseSizeBytes(): Promise<number | null> {
  const { sequelize } = getDb()
  if (dialectOf(getEnv().DATABASE_URL) === 'mysql') {
    const [row] = await sequelize.query<{ size: number | string | null }>(
      'SELECT SUM(data_length + index_length) AS size FROM information_schema.tables WHERE table_schema = DATABASE()',
      { type: QueryTypes.SELECT },
    )
    return row?.size === null || row?.size === undefined ? null : Number(row.size)
  }
  const [pages] = await sequelize.query<{ page_count: number }>('PRAGMA page_count', { type: QueryTypes.SELECT })
  const [size] = await sequelize.query<{ page_size: number }>('PRAGMA page_size', { type: QueryTypes.SELECT })
  return pages && size ? Number(pages.page_count) * Number(size.page_size) : null
}

/** The summary cards and the issue table (03 §3 "Data integrity"). */
export async function dataIntegrityReport() {
  const { User, Session, FinancialEntry, Goal } = getDb()
  const [issues, total_users, active_users, financial_records, goals, database_size] = await Promise.all([
    findIntegrityIssues(),
    User.count(),
    Session.count({
      distinct: true,
      col: 'user_id',
      where: { revoked_at: { [Op.is]: null }, expires_at: { [Op.gt]: new Date() } },
    }),
    FinancialEntry.count(),
    Goal.count(),
    databaseSizeBytes(),
  ])
  return {
    summary: { total_users, active_users, financial_records, goals, data_issues: issues.length, database_size },
    issues,
  }
}

export type IntegrityAction = 'fix' | 'ignore'

async function repairEntry(id: number) {
  const { FinancialEntry } = getDb()
  const entry = await FinancialEntry.findByPk(id)
  if (!entry) return
  const repair: Record<string, unknown> = {}
  // A negative amount is a sign typed by mistake (the category already says owed or owned).
  if (Number(entry.amount_cents) < 0) repair.amount_cents = -Number(entry.amount_cents)
  const rate = entry.interest_rate === null ? null : Number(entry.interest_rate)
  if (rate !== null && (rate < 0 || rate > 100)) repair.interest_rate = null
  if (percentOutOfRange(entry)) {
    for (const column of PERCENT_COLUMNS) repair[column] = null
  }
  if (
    entry.remaining_months !== null &&
    entry.loan_term_months !== null &&
    entry.remaining_months > entry.loan_term_months
  ) {
    repair.remaining_months = entry.loan_term_months
  }
  // A repaired amount changes net worth: the day's snapshot follows, as after any change to an
  // entry (otherwise the snapshot check would report the repair itself).
  await writeTransaction({ userId: entry.user_id }, async (transaction) => {
    await bumpDataVersion(entry.user_id, transaction)
    await entry.update(repair, { transaction })
    await recordAutomaticSnapshot(entry.user_id, transaction)
  })
}

async function repairGoal(id: number) {
  const { Goal } = getDb()
  const goal = await Goal.findByPk(id)
  if (!goal) return
  const current = Math.max(0, Number(goal.current_amount_cents))
  await goal.update({
    current_amount_cents: current,
    progress_percentage: progressPercentage(current, Number(goal.target_amount_cents)),
  })
  await bumpDataVersion(goal.user_id)
}

/** Repairs or removes the row behind one issue the checks found just now. */
async function fixIssue(issue: IntegrityIssue) {
  // check:table:row…, where the row is an id, or a user id and a day for a missing snapshot.
  const [, , id, day] = issue.id.split(':')
  switch (issue.type) {
    case 'orphan':
      if (!isOwnedTable(issue.table)) return
      // Its user is gone, so there is nobody whose data it could still be: remove it.
      await getDb().sequelize.query(`DELETE FROM ${issue.table} WHERE id = ?`, { replacements: [Number(id)] })
      return
    case 'missing_snapshot':
      await writeMissingSnapshot(Number(id), day)
      return
    case 'stale_index':
      // index(), not reindex(): it embeds before it replaces, so a failing provider keeps the old index.
      await (await vectorService()).index(Number(id))
      return
    default:
      if (issue.table === 'financial_entries') await repairEntry(Number(id))
      else await repairGoal(Number(id))
  }
}

/**
 * Fix or Ignore the selected issues (03 §5 "Data integrity bulk actions"), each audited. Keys the
 * checks no longer find (fixed meanwhile, or never real) are skipped; answers how many were handled.
 */
export async function actOnIssues(admin: AdminActor, action: IntegrityAction, keys: string[]) {
  const wanted = new Set(keys)
  const current = (await findIntegrityIssues()).filter((issue) => wanted.has(issue.id))
  const { IntegrityIgnore } = getDb()
  for (const issue of current) {
    if (action === 'fix') await fixIssue(issue)
    else
      await IntegrityIgnore.findOrCreate({
        where: { issue_key: issue.id },
        defaults: { issue_key: issue.id, ignored_by: admin.id, created_at: new Date() },
      })
    await recordAdminAction(admin, action === 'fix' ? 'integrity_fix' : 'integrity_ignore', {
      label: issue.table,
      detail: `${issue.id}: ${issue.issue}`,
    })
  }
  return current.length
}

/** The issues named by `keys` as they stand now (for the confirmation page's count). */
export async function selectedIssues(keys: string[]) {
  const wanted = new Set(keys)
  return (await findIntegrityIssues()).filter((issue) => wanted.has(issue.id))
}
