import { Op, UniqueConstraintError, type Transaction } from 'sequelize'
import { getDb, type Goal, type GoalHistory, type GoalPreferences, type GoalProgress } from '../../../db/index.ts'
import { summarize } from '../../lib/financial-summary.ts'
import {
  daysLeft,
  deadlineIsNear,
  feasibilityNotice,
  feasibilityScore,
  GOAL_CATEGORIES,
  GOAL_STATUS_LABELS,
  GOAL_STATUSES,
  isOverdue,
  monthlyRequiredCents,
  priorityLabel,
  progressColour,
  progressPercentage,
  shortfallSeverity,
  timelineStatus,
  todayIso,
  type GoalCategory,
  type GoalStatus,
} from '../../lib/goal-math.ts'
import { formatCents } from '../../lib/format.ts'
import {
  CategorySchema,
  defaultParams,
  earliestTodayIso,
  paramsSchemaFor,
  PREFERENCE_DEFAULTS,
  StatusSchema,
  type GoalBatchInput,
  type GoalChanges,
  type GoalCreateInput,
  type GoalUpdateInput,
  type PreferencesInput,
  type ProgressInput,
} from '../../schemas/goals.ts'
import { bumpDataVersion } from '../../infra/data-version.server.ts'
import { allEntries } from '../finance/entries.server.ts'

export const GOAL_NOT_FOUND = 'Goal not found'
export const PREFERENCES_EXIST = 'Goal preferences already exist; use PUT to change them'

const toCents = (dollars: number) => Math.round(dollars * 100)
const toDollars = (cents: number) => cents / 100

type Params = Record<string, unknown>

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

export const paramsOf = (goal: Goal): Params => parseJson<Params>(goal.params, {})
const asCategory = (value: string): GoalCategory => CategorySchema.catch('other').parse(value)
const asStatus = (value: string): GoalStatus => StatusSchema.catch('active').parse(value)

// ---------------------------------------------------------------- JSON shapes

/** The user's monthly surplus (cash flow) and net worth, in cents, from their entries. */
async function householdFigures(userId: number) {
  const summary = summarize(await allEntries(userId))
  return { surplusCents: summary.monthly_cash_flow_cents, netWorthCents: summary.net_worth_cents }
}

export type GoalJson = ReturnType<typeof toGoalJson>

/** The API's shape of a goal: money in dollars, with the derived figures the cards show. */
export function toGoalJson(goal: Goal, surplusCents: number, today = todayIso()) {
  const params = paramsOf(goal)
  const monthly = monthlyRequiredCents({ ...goal.get(), params, today })
  const open = goal.status === 'active' || goal.status === 'paused'
  const feasibility = feasibilityScore(open ? monthly : 0, surplusCents)
  const status = asStatus(goal.status)
  return {
    id: goal.id,
    goal_id: goal.id,
    category: goal.category,
    category_label: CATEGORY_INFO[asCategory(goal.category)].name,
    name: goal.name,
    description: goal.description,
    target_amount: toDollars(goal.target_amount_cents),
    current_amount: toDollars(goal.current_amount_cents),
    progress_percentage: goal.progress_percentage,
    progress_colour: progressColour(goal.progress_percentage),
    target_date: goal.target_date,
    days_left: daysLeft(goal.target_date, today),
    deadline_near: deadlineIsNear(goal.target_date, today),
    is_overdue: isOverdue(goal.target_date, today, goal.status),
    priority: goal.priority,
    priority_label: priorityLabel(goal.priority),
    status,
    status_label: GOAL_STATUS_LABELS[status],
    params,
    tracks_net_worth: goal.tracks_net_worth,
    monthly_required: toDollars(monthly),
    feasibility_score: feasibility,
    timeline_status: timelineStatus(goal.progress_percentage, feasibility),
    feasibility_notice: open ? feasibilityNotice(goal.target_date, today, monthly) : null,
    created_at: goal.created_at.toISOString(),
    updated_at: goal.updated_at.toISOString(),
  }
}

export function toProgressJson(progress: GoalProgress) {
  return {
    id: progress.id,
    progress_id: progress.id,
    goal_id: progress.goal_id,
    current_amount: toDollars(progress.amount_cents),
    percentage_complete: progress.percentage_complete,
    notes: progress.note,
    source: progress.source,
    recorded_at: progress.recorded_at.toISOString(),
  }
}

export function toHistoryJson(entry: GoalHistory, actorEmails: Map<number, string> = new Map()) {
  return {
    id: entry.id,
    history_id: entry.id,
    goal_id: entry.goal_id,
    change_type: entry.change_type,
    actor: actorEmails.get(entry.actor_user_id) ?? null,
    actor_user_id: entry.actor_user_id,
    changed_at: entry.changed_at.toISOString(),
    reason: entry.reason,
    changes: parseJson<Record<string, { old: unknown; new: unknown }>>(entry.changes, {}),
  }
}

/** Goals with the household's surplus, for routes that answer a list or one goal. */
export async function goalsJson(userId: number, goals: Goal[]) {
  const { surplusCents } = await householdFigures(userId)
  return goals.map((goal) => toGoalJson(goal, surplusCents))
}

// ---------------------------------------------------------------- history

type Diff = Record<string, { old: unknown; new: unknown }>

/** The API-facing value of each tracked field, so history reads in the same units as the API. */
function trackedValues(row: {
  name: string
  description: string | null
  target_amount_cents: number
  current_amount_cents: number
  progress_percentage: number
  target_date: string
  priority: number
  status: string
  params: string
  tracks_net_worth: boolean
}) {
  return {
    name: row.name,
    description: row.description,
    target_amount: toDollars(row.target_amount_cents),
    current_amount: toDollars(row.current_amount_cents),
    progress_percentage: row.progress_percentage,
    target_date: row.target_date,
    priority: row.priority,
    status: row.status,
    params: parseJson<Params>(row.params, {}),
    tracks_net_worth: row.tracks_net_worth,
  }
}

type Tracked = ReturnType<typeof trackedValues>

/** Only the fields whose value changed. */
function diffOf(before: Tracked, after: Tracked): Diff {
  const diff: Diff = {}
  for (const key of Object.keys(after) as (keyof Tracked)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) diff[key] = { old: before[key], new: after[key] }
  }
  return diff
}

async function writeHistory(
  goal: Goal,
  entry: { actorId: number; changeType: string; reason: string | null; changes: Diff },
  transaction?: Transaction,
) {
  const { GoalHistory } = getDb()
  await GoalHistory.create(
    {
      goal_id: goal.id,
      user_id: goal.user_id,
      actor_user_id: entry.actorId,
      change_type: entry.changeType,
      changed_at: new Date(),
      reason: entry.reason,
      changes: JSON.stringify(entry.changes),
    },
    { transaction },
  )
}

/**
 * The goal's columns after `changes`: progress recomputed from the amounts, and the status
 * set to achieved at 100 % (or back to active when an achieved goal falls below 100 %),
 * unless the change names a status itself.
 */
function settle(goal: Goal, columns: Partial<Record<string, unknown>>, explicitStatus?: string) {
  const target = Number(columns.target_amount_cents ?? goal.target_amount_cents)
  const current = Number(columns.current_amount_cents ?? goal.current_amount_cents)
  const progress = progressPercentage(current, target)
  const next: Partial<Record<string, unknown>> = { ...columns, progress_percentage: progress }
  if (explicitStatus) next.status = explicitStatus
  else if (progress >= 100 && goal.status === 'active') next.status = 'achieved'
  else if (progress < 100 && goal.status === 'achieved') next.status = 'active'
  return next
}

// ---------------------------------------------------------------- goals

type Failure = { ok: false; notFound: boolean; field: string; message: string }
const notFound: Failure = { ok: false, notFound: true, field: 'id', message: GOAL_NOT_FOUND }
const invalid = (field: string, message: string): Failure => ({ ok: false, notFound: false, field, message })

export async function createGoal(userId: number, input: GoalCreateInput) {
  const { Goal, sequelize } = getDb()
  const goal = await sequelize.transaction(async (transaction) => {
    const created = await Goal.create(
      {
        user_id: userId,
        category: input.category,
        name: input.name,
        description: input.description ?? null,
        target_amount_cents: toCents(input.target_amount),
        current_amount_cents: 0,
        progress_percentage: 0,
        target_date: input.target_date,
        priority: input.priority,
        status: 'active',
        params: JSON.stringify(input.params),
        tracks_net_worth: input.tracks_net_worth ?? false,
      },
      { transaction },
    )
    const values = trackedValues(created)
    const changes: Diff = {}
    for (const [key, value] of Object.entries(values)) changes[key] = { old: null, new: value }
    await writeHistory(
      created,
      { actorId: userId, changeType: 'created', reason: 'Goal created', changes },
      transaction,
    )
    return created
  })
  await bumpDataVersion(userId)
  return goal
}

export async function listGoals(userId: number, filters: { status?: string; category?: string } = {}) {
  const { Goal } = getDb()
  const where: Record<string, unknown> = { user_id: userId }
  if (filters.status) where.status = filters.status
  if (filters.category) where.category = filters.category
  return Goal.findAll({
    where,
    order: [
      ['priority', 'DESC'],
      ['target_date', 'ASC'],
      ['id', 'ASC'],
    ],
  })
}

export async function getGoal(userId: number, id: number, transaction?: Transaction) {
  const { Goal } = getDb()
  return Goal.findOne({ where: { id, user_id: userId }, transaction, lock: transaction ? true : undefined })
}

/** Columns for the fields a change names; params are checked against the goal's own category. */
function columnsFor(goal: Goal, changes: GoalChanges): { ok: true; columns: Record<string, unknown> } | Failure {
  const columns: Record<string, unknown> = {}
  if (changes.name !== undefined) columns.name = changes.name
  if (changes.description !== undefined) columns.description = changes.description
  if (changes.target_amount !== undefined) columns.target_amount_cents = toCents(changes.target_amount)
  if (changes.priority !== undefined) columns.priority = changes.priority
  if (changes.tracks_net_worth !== undefined) columns.tracks_net_worth = changes.tracks_net_worth
  if (changes.target_date !== undefined && changes.target_date !== goal.target_date) {
    // An overdue goal may keep its date through an edit; a new date must not be in the past.
    if (changes.target_date < earliestTodayIso()) return invalid('target_date', 'Target date must be today or later')
    columns.target_date = changes.target_date
  }
  if (changes.params !== undefined) {
    const parsed = paramsSchemaFor(asCategory(goal.category)).safeParse(changes.params)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      return invalid(['params', ...issue.path.map(String)].join('.'), issue.message)
    }
    columns.params = JSON.stringify(parsed.data)
  }
  return { ok: true, columns }
}

async function applyChanges(
  goal: Goal,
  changes: GoalChanges,
  history: { actorId: number; changeType: string; reason: string },
  transaction: Transaction,
) {
  const built = columnsFor(goal, changes)
  if (!built.ok) return built
  const before = trackedValues(goal)
  const columns = settle(goal, built.columns, changes.status)
  await goal.update(columns, { transaction })
  const diff = diffOf(before, trackedValues(goal))
  if (Object.keys(diff).length > 0) await writeHistory(goal, { ...history, changes: diff }, transaction)
  return { ok: true as const, goal, changes: diff }
}

/** Applies an edit and records who made it, when, why, and the old and new value of each changed field. */
export async function updateGoal(userId: number, id: number, input: GoalUpdateInput, actorId = userId) {
  const { sequelize } = getDb()
  const { change_reason: reason, ...changes } = input
  const result = await sequelize.transaction(async (transaction) => {
    const goal = await getGoal(userId, id, transaction)
    if (!goal) return notFound
    return applyChanges(goal, changes, { actorId, changeType: 'updated', reason }, transaction)
  })
  if (result.ok) await bumpDataVersion(userId)
  return result
}

export async function deleteGoal(userId: number, id: number) {
  const { Goal, GoalProgress, GoalHistory, sequelize } = getDb()
  const count = await sequelize.transaction(async (transaction) => {
    const goal = await getGoal(userId, id, transaction)
    if (!goal) return 0
    // SQLite does not enforce the foreign keys' cascade unless asked, so clear children here.
    await GoalProgress.destroy({ where: { goal_id: id, user_id: userId }, transaction })
    await GoalHistory.destroy({ where: { goal_id: id, user_id: userId }, transaction })
    return Goal.destroy({ where: { id, user_id: userId }, transaction })
  })
  if (count > 0) await bumpDataVersion(userId)
  return count > 0
}

async function saveProgress(
  goal: Goal,
  amountCents: number,
  entry: { actorId: number; note: string | null; source: string; reason: string },
  transaction: Transaction,
) {
  const { GoalProgress } = getDb()
  const before = trackedValues(goal)
  await goal.update(settle(goal, { current_amount_cents: amountCents }), { transaction })
  const progress = await GoalProgress.create(
    {
      goal_id: goal.id,
      user_id: goal.user_id,
      amount_cents: amountCents,
      percentage_complete: goal.progress_percentage,
      note: entry.note,
      source: entry.source,
      recorded_at: new Date(),
    },
    { transaction },
  )
  const diff = diffOf(before, trackedValues(goal))
  await writeHistory(
    goal,
    { actorId: entry.actorId, changeType: 'progress', reason: entry.reason, changes: diff },
    transaction,
  )
  return progress
}

/** Records the amount saved so far: the goal's current amount, progress and status follow it. */
export async function recordProgress(userId: number, id: number, input: ProgressInput) {
  const { sequelize } = getDb()
  const result = await sequelize.transaction(async (transaction) => {
    const goal = await getGoal(userId, id, transaction)
    if (!goal) return null
    const progress = await saveProgress(
      goal,
      toCents(input.current_amount),
      { actorId: userId, note: input.notes ?? null, source: 'manual', reason: 'Progress recorded' },
      transaction,
    )
    return { goal, progress }
  })
  if (result) await bumpDataVersion(userId)
  return result
}

/** The newest progress records first, or null when the goal is not the user's. */
export async function listProgress(userId: number, id: number, limit = 10) {
  if (!(await getGoal(userId, id))) return null
  const { GoalProgress } = getDb()
  return GoalProgress.findAll({
    where: { goal_id: id, user_id: userId },
    order: [
      ['recorded_at', 'DESC'],
      ['id', 'DESC'],
    ],
    limit,
  })
}

/** The goal's history, newest first, with each actor's email; null when the goal is not the user's. */
export async function goalHistory(userId: number, id: number) {
  if (!(await getGoal(userId, id))) return null
  const { GoalHistory, User } = getDb()
  const rows = await GoalHistory.findAll({
    where: { goal_id: id, user_id: userId },
    order: [
      ['changed_at', 'DESC'],
      ['id', 'DESC'],
    ],
  })
  const actorIds = [...new Set(rows.map((row) => row.actor_user_id))]
  const actors = await User.findAll({ where: { id: { [Op.in]: actorIds } }, attributes: ['id', 'email'] })
  const emails = new Map(actors.map((actor) => [actor.id, actor.email]))
  return rows.map((row) => toHistoryJson(row, emails))
}

// ---------------------------------------------------------------- summary and conflicts

async function openGoalFigures(userId: number) {
  const [goals, figures] = await Promise.all([listGoals(userId), householdFigures(userId)])
  const today = todayIso()
  const monthly = new Map(
    goals.map((goal) => [
      goal.id,
      goal.status === 'active' ? monthlyRequiredCents({ ...goal.get(), params: paramsOf(goal), today }) : 0,
    ]),
  )
  const monthlyTotal = [...monthly.values()].reduce((a, b) => a + b, 0)
  return { goals, monthly, monthlyTotal, today, ...figures }
}

export async function goalSummary(userId: number) {
  const { goals, monthlyTotal, surplusCents, today } = await openGoalFigures(userId)
  const byStatus = Object.fromEntries(GOAL_STATUSES.map((s) => [s, 0])) as Record<GoalStatus, number>
  for (const goal of goals) byStatus[asStatus(goal.status)] += 1
  const counted = goals.filter((goal) => goal.status !== 'cancelled')
  const totalTarget = counted.reduce((sum, goal) => sum + goal.target_amount_cents, 0)
  const totalCurrent = counted.reduce((sum, goal) => sum + goal.current_amount_cents, 0)
  const upcoming = goals
    .filter((goal) => goal.status === 'active' && daysLeft(goal.target_date, today) >= 0)
    .map((goal) => goal.target_date)
    .sort()
  const average = counted.length
    ? Math.round((counted.reduce((sum, goal) => sum + goal.progress_percentage, 0) / counted.length) * 100) / 100
    : 0
  const feasibility = feasibilityScore(monthlyTotal, surplusCents)
  return {
    total_goals: goals.length,
    active_goals: byStatus.active,
    achieved_goals: byStatus.achieved,
    paused_goals: byStatus.paused,
    cancelled_goals: byStatus.cancelled,
    counts_by_status: byStatus,
    total_target: toDollars(totalTarget),
    total_current: toDollars(totalCurrent),
    overall_progress: progressPercentage(totalCurrent, totalTarget),
    average_progress: average,
    nearest_deadline: upcoming[0] ?? null,
    overdue_goals: goals.filter((goal) => isOverdue(goal.target_date, today, goal.status)).length,
    monthly_required_total: toDollars(monthlyTotal),
    monthly_surplus: toDollars(surplusCents),
    monthly_gap: toDollars(monthlyTotal - surplusCents),
    feasibility_score: feasibility,
    timeline_status: timelineStatus(progressPercentage(totalCurrent, totalTarget), feasibility),
  }
}

/** A cash-flow conflict when the active goals together need more each month than the surplus. */
export async function goalConflicts(userId: number) {
  const { goals, monthly, monthlyTotal, surplusCents } = await openGoalFigures(userId)
  const shortfall = monthlyTotal - Math.max(0, surplusCents)
  const contributing = goals.filter((goal) => (monthly.get(goal.id) ?? 0) > 0)
  const conflicts =
    shortfall > 0 && contributing.length > 0
      ? [
          {
            type: 'cash_flow' as const,
            severity: shortfallSeverity(shortfall),
            description:
              `Your active goals need ${formatCents(monthlyTotal)} a month but your monthly surplus is ` +
              `${formatCents(surplusCents)}: a shortfall of ${formatCents(shortfall)} a month.`,
            monthly_shortfall: toDollars(shortfall),
            goal_ids: contributing.map((goal) => goal.id),
            goals: contributing.map((goal) => ({
              goal_id: goal.id,
              name: goal.name,
              priority: goal.priority,
              monthly_required: toDollars(monthly.get(goal.id) ?? 0),
            })),
          },
        ]
      : []
  return {
    has_conflicts: conflicts.length > 0,
    conflict_count: conflicts.length,
    total_monthly_required: toDollars(monthlyTotal),
    monthly_surplus: toDollars(surplusCents),
    conflicts,
  }
}

// ---------------------------------------------------------------- batch

/** Changes several goals in one transaction: all change or none; each history entry carries the batch reason. */
export async function batchUpdateGoals(userId: number, input: GoalBatchInput) {
  const { Goal, sequelize } = getDb()
  const result = await sequelize
    .transaction(async (transaction) => {
      const goals = await Goal.findAll({
        where: { id: { [Op.in]: input.goal_ids }, user_id: userId },
        transaction,
        lock: true,
      })
      if (goals.length !== input.goal_ids.length) return notFound
      const updated: Goal[] = []
      for (const id of input.goal_ids) {
        const goal = goals.find((g) => g.id === id)
        if (!goal) return notFound
        const applied = await applyChanges(
          goal,
          input.updates,
          { actorId: userId, changeType: 'batch_updated', reason: input.batch_reason },
          transaction,
        )
        // Throwing rolls the whole batch back; the failure is answered below.
        if (!applied.ok) throw new BatchFailure(applied)
        updated.push(applied.goal)
      }
      return { ok: true as const, goals: updated }
    })
    .catch((error: unknown) => {
      if (error instanceof BatchFailure) return error.failure
      throw error
    })
  if (result.ok) await bumpDataVersion(userId)
  return result
}

class BatchFailure extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message)
  }
}

// ---------------------------------------------------------------- preferences

export type PreferencesJson = ReturnType<typeof toPreferencesJson>

export function toPreferencesJson(row: GoalPreferences) {
  return {
    risk_tolerance: row.risk_tolerance,
    investment_timeline: row.investment_timeline,
    financial_knowledge: row.financial_knowledge,
    retirement_age: row.retirement_age,
    annual_income_goal: toDollars(row.annual_income_goal_cents),
    emergency_fund_months: row.emergency_fund_months,
    debt_payoff_priority: row.debt_payoff_priority,
    goal_categories_enabled: parseJson<string[]>(row.goal_categories_enabled, []),
    notification_preferences: parseJson<Record<string, boolean>>(row.notification_preferences, {}),
    risk_score: row.risk_score,
    investment_style: row.investment_style,
    stocks_preference: row.stocks_preference,
    bonds_preference: row.bonds_preference,
    real_estate_preference: row.real_estate_preference,
    crypto_preference: row.crypto_preference,
    retirement_lifestyle: row.retirement_lifestyle,
    work_flexibility: parseJson<Record<string, boolean>>(row.work_flexibility, {}),
    esg_investing: Boolean(row.esg_investing),
    tax_filing_status: row.tax_filing_status,
    federal_tax_bracket: row.federal_tax_bracket,
    state_tax_rate: row.state_tax_rate,
    state: row.state,
    tax_optimization_priority: row.tax_optimization_priority,
    tax_loss_harvesting: Boolean(row.tax_loss_harvesting),
    roth_ira_eligible: Boolean(row.roth_ira_eligible),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

/** Columns from a complete set of preference values (defaults merged in by the caller). */
function preferenceColumns(values: Omit<PreferencesJson, 'created_at' | 'updated_at'>) {
  const { annual_income_goal, goal_categories_enabled, notification_preferences, work_flexibility, ...rest } = values
  return {
    ...rest,
    annual_income_goal_cents: toCents(annual_income_goal),
    goal_categories_enabled: JSON.stringify(goal_categories_enabled),
    notification_preferences: JSON.stringify(notification_preferences),
    work_flexibility: JSON.stringify(work_flexibility),
  }
}

function mergePreferences(base: Omit<PreferencesJson, 'created_at' | 'updated_at'>, input: PreferencesInput) {
  // Only the fields the input names; an absent optional field must not overwrite with undefined.
  const named = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined))
  return {
    ...base,
    ...named,
    goal_categories_enabled: input.goal_categories_enabled ?? base.goal_categories_enabled,
    notification_preferences: { ...base.notification_preferences, ...input.notification_preferences },
    work_flexibility: { ...base.work_flexibility, ...input.work_flexibility },
  }
}

const defaultsJson = () => ({
  ...PREFERENCE_DEFAULTS,
  goal_categories_enabled: [...PREFERENCE_DEFAULTS.goal_categories_enabled],
  notification_preferences: { ...PREFERENCE_DEFAULTS.notification_preferences },
  work_flexibility: { ...PREFERENCE_DEFAULTS.work_flexibility },
})

/** The user's saved preferences, or null when none were saved. */
export async function getPreferences(userId: number) {
  const { GoalPreferences } = getDb()
  return GoalPreferences.findOne({ where: { user_id: userId } })
}

/** Saves preferences for the first time (defaults fill what the input leaves out); null when they exist. */
export async function createPreferences(userId: number, input: PreferencesInput) {
  const { GoalPreferences } = getDb()
  if (await getPreferences(userId)) return null
  const row = await GoalPreferences.create({
    user_id: userId,
    ...preferenceColumns(mergePreferences(defaultsJson(), input)),
  }).catch(async (error: unknown) => {
    // Two racing first saves: the unique user_id lets one win, the other reports "exists".
    // SQLite reports every constraint failure this way, so check that the other save really won.
    if (error instanceof UniqueConstraintError && (await getPreferences(userId))) return null
    throw error
  })
  if (row) await bumpDataVersion(userId)
  return row
}

/** Changes the named preferences; saves defaults plus the input when none exist yet. */
export async function updatePreferences(userId: number, input: PreferencesInput): Promise<GoalPreferences> {
  const existing = await getPreferences(userId)
  if (!existing) return (await createPreferences(userId, input)) ?? updatePreferences(userId, input)
  const { created_at: _created, updated_at: _updated, ...current } = toPreferencesJson(existing)
  await existing.update(preferenceColumns(mergePreferences(current, input)))
  await bumpDataVersion(userId)
  return existing
}

// ---------------------------------------------------------------- catalogue

type CategoryInfo = { name: string; description: string; typical_timeline: string; icon: string }

export const CATEGORY_INFO: Record<GoalCategory, CategoryInfo> = {
  retirement: {
    name: 'Retirement',
    description: 'Build the savings that replace your paycheck when you stop working.',
    typical_timeline: '20-40 years',
    icon: '🏖️',
  },
  education: {
    name: 'Education',
    description: 'Save for tuition, fees and living costs for yourself or a family member.',
    typical_timeline: '5-18 years',
    icon: '🎓',
  },
  real_estate: {
    name: 'Real Estate',
    description: 'Save the down payment and closing costs for a home or investment property.',
    typical_timeline: '3-10 years',
    icon: '🏠',
  },
  business: {
    name: 'Business',
    description: 'Fund the start or growth of a business.',
    typical_timeline: '2-7 years',
    icon: '💼',
  },
  travel: {
    name: 'Travel',
    description: 'Pay for a trip in cash instead of on credit.',
    typical_timeline: '6 months-3 years',
    icon: '✈️',
  },
  emergency_fund: {
    name: 'Emergency Fund',
    description: 'Months of essential expenses set aside for job loss or surprises.',
    typical_timeline: '6 months-2 years',
    icon: '🛡️',
  },
  debt_payoff: {
    name: 'Debt Payoff',
    description: 'Pay off credit cards, loans or other debts.',
    typical_timeline: '1-5 years',
    icon: '💳',
  },
  major_purchase: {
    name: 'Major Purchase',
    description: 'Save for a car, renovation or other large purchase.',
    typical_timeline: '1-5 years',
    icon: '🛒',
  },
  other: {
    name: 'Custom',
    description: 'Any other goal you want to save towards.',
    typical_timeline: 'Varies',
    icon: '🎯',
  },
}

/** Icons for the category names older data and the analysis use beyond the nine categories. */
export const EXTRA_ICONS = { vacation: '🌴', vehicle: '🚗', health: '🏥', custom: '🎯' } as const

/** The categories map keyed by category, with labels, icons and the form's default params. */
export function goalCategories() {
  return Object.fromEntries(
    GOAL_CATEGORIES.map((category) => [
      category,
      { ...CATEGORY_INFO[category], label: CATEGORY_INFO[category].name, default_params: defaultParams(category) },
    ]),
  )
}

export function goalTemplates() {
  return [
    {
      id: 'retire-at-65',
      name: 'Retire at 65',
      description: 'Save enough to retire at 65 and spend $60,000 a year.',
      category: 'retirement',
      template_params: { current_age: 35, retirement_age: 65, annual_spending: 60000 },
      suggested_target_amount: 1500000,
    },
    {
      id: 'early-retirement',
      name: 'Early retirement at 55',
      description: 'Leave full-time work ten years early on $50,000 a year.',
      category: 'retirement',
      template_params: { current_age: 35, retirement_age: 55, annual_spending: 50000 },
      suggested_target_amount: 1250000,
    },
    {
      id: 'six-month-emergency-fund',
      name: 'Six-month emergency fund',
      description: 'Six months of essential expenses in a high-yield savings account.',
      category: 'emergency_fund',
      template_params: { months_of_expenses: 6 },
      suggested_target_amount: 30000,
    },
    {
      id: 'first-home',
      name: 'First home down payment',
      description: '20 percent down on a primary residence, avoiding mortgage insurance.',
      category: 'real_estate',
      template_params: { property_type: 'primary_residence', down_payment_percentage: 20 },
      suggested_target_amount: 400000,
    },
    {
      id: 'rental-property',
      name: 'Rental property',
      description: '25 percent down on an investment property.',
      category: 'real_estate',
      template_params: { property_type: 'investment_property', down_payment_percentage: 25 },
      suggested_target_amount: 300000,
    },
    {
      id: 'college-fund',
      name: 'College fund',
      description: 'Four years at a public university.',
      category: 'education',
      template_params: { degree_type: 'undergraduate', institution_type: 'public', start_year: 2030 },
      suggested_target_amount: 110000,
    },
    {
      id: 'start-a-business',
      name: 'Start a business',
      description: 'Launch capital plus six months of runway.',
      category: 'business',
      template_params: {},
      suggested_target_amount: 50000,
    },
    {
      id: 'pay-off-credit-cards',
      name: 'Pay off credit cards',
      description: 'Clear revolving balances, highest interest rate first.',
      category: 'debt_payoff',
      template_params: {},
      suggested_target_amount: 10000,
    },
  ]
}

// ---------------------------------------------------------------- net worth

/** Sets every open goal that tracks net worth to the user's current net worth (never below zero). */
export async function syncNetWorth(userId: number) {
  const { Goal, sequelize } = getDb()
  const { netWorthCents } = await householdFigures(userId)
  const amount = Math.max(0, netWorthCents)
  const changed = await sequelize.transaction(async (transaction) => {
    const goals = await Goal.findAll({
      where: { user_id: userId, tracks_net_worth: true, status: { [Op.in]: ['active', 'paused', 'achieved'] } },
      transaction,
      lock: true,
    })
    let count = 0
    for (const goal of goals) {
      if (goal.current_amount_cents === amount) continue
      await saveProgress(
        goal,
        amount,
        { actorId: userId, note: null, source: 'net_worth_sync', reason: 'Synced from net worth' },
        transaction,
      )
      count += 1
    }
    return { count, tracked: goals.length }
  })
  if (changed.count > 0) await bumpDataVersion(userId)
  const worth = formatCents(netWorthCents)
  const message =
    changed.tracked === 0
      ? `No goals track your net worth; nothing was updated (net worth ${worth})`
      : `Updated ${changed.count} ${changed.count === 1 ? 'goal' : 'goals'} from your net worth of ${worth}`
  return { message, updated_goals: changed.count, tracked_goals: changed.tracked, net_worth: toDollars(netWorthCents) }
}

/** A goal id from a URL segment, or null when it is not a positive whole number. */
export function parseGoalId(param: string | undefined) {
  return /^\d{1,10}$/.test(param ?? '') && Number(param) > 0 ? Number(param) : null
}
