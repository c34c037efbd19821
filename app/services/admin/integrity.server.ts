import { Op, QueryTypes } from 'sequelize'
import { getDb } from '../../../db/index.ts'
import { dialectOf } from '../../../db/connection.ts'
import { getEnv } from '../../env.server.ts'
import { bumpDataVersion } from '../../infra/data-version.server.ts'
import { progressPercentage } from '../../lib/goal-math.ts'
import { recordAdminAction, type AdminActor } from './audit.server.ts'
import { ALLOCATION_KEYS } from '../../schemas/financial-entry.ts'

// Data Integrity (03 §2.14, §3): real checks over the stored rows. Each issue has a stable key
// (check:table:row id) so an admin's Fix or Ignore names exactly the rows it acts on, and Fix
// acts only on keys the checks find again at that moment (never on a key the form made up).

export type Severity = 'critical' | 'high' | 'medium' | 'low'
export type IntegrityIssue = {
  id: string
  issue: string
  table: string
  type: 'orphan' | 'impossible_value' | 'progress_mismatch'
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

async function ignoredKeys() {
  const { IntegrityIgnore } = getDb()
  return new Set((await IntegrityIgnore.findAll({ attributes: ['issue_key'] })).map((row) => row.issue_key))
}

/** Every issue the checks find now, without the ignored ones. */
export async function findIntegrityIssues(): Promise<IntegrityIssue[]> {
  const detected = new Date().toISOString()
  const [orphans, values, ignored] = await Promise.all([orphanIssues(detected), valueIssues(detected), ignoredKeys()])
  return [...orphans, ...values].filter((issue) => !ignored.has(issue.id))
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

/** Repairs or removes the row behind one issue the checks found just now. */
async function fixIssue(issue: IntegrityIssue) {
  const { sequelize, FinancialEntry, Goal } = getDb()
  const id = Number(issue.id.split(':')[2])
  if (issue.type === 'orphan') {
    if (!isOwnedTable(issue.table)) return
    // Its user is gone, so there is nobody whose data it could still be: remove it.
    await sequelize.query(`DELETE FROM ${issue.table} WHERE id = ?`, { replacements: [id] })
    return
  }
  if (issue.table === 'financial_entries') {
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
    await entry.update(repair)
    await bumpDataVersion(entry.user_id)
    return
  }
  const goal = await Goal.findByPk(id)
  if (!goal) return
  const current = Math.max(0, Number(goal.current_amount_cents))
  await goal.update({
    current_amount_cents: current,
    progress_percentage: progressPercentage(current, Number(goal.target_amount_cents)),
  })
  await bumpDataVersion(goal.user_id)
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
