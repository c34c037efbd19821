import type { Goal } from '../../../db/index.ts'
import { notFound } from '../../lib/app-error.ts'
import {
  asGoalCategory,
  CATEGORY_INFO,
  categoryOptions,
  goalTemplates,
  isGoalCategory,
} from '../../lib/goal-catalogue.ts'
import { PROGRESS_HISTORY_LIMIT, todayIso, type GoalCategory } from '../../lib/goal-math.ts'
import { defaultParams, GoalListQuerySchema, RETIREMENT_CURRENT_AGES } from '../../schemas/goals.ts'
import { getProfile } from '../profile/personal.server.ts'
import { goalJson, goalsJson, paramsOf, toProgressJson } from './goal-json.server.ts'
import { parseRowId } from '../../schemas/planning-fields.ts'
import { findGoal } from './goal-rows.server.ts'
import { listGoals } from './goals.server.ts'
import { goalHistory } from './history.server.ts'
import { defaultPreferences, getPreferences } from './preferences.server.ts'
import { listProgress } from './progress.server.ts'
import { goalSummary } from './summary.server.ts'

// What the goal screens show: the list with its filters, one goal with its tabs, the forms'
// starting values and the preferences.

export const GOAL_SCREEN_NOT_FOUND = 'We could not find that goal.'

/** The user's goal named by the URL: a 404 AppError for a malformed, unknown or someone else's id. */
export async function getOwnGoal(userId: number, idParam: string | undefined) {
  const id = parseRowId(idParam)
  const goal = id === null ? null : await findGoal(userId, id)
  if (!goal) throw notFound(GOAL_SCREEN_NOT_FOUND)
  return goal
}

// ---------------------------------------------------------------- list

export type GoalsView = 'list' | 'timeline'

export async function goalsScreen(userId: number, url: URL) {
  const query = GoalListQuerySchema.safeParse(Object.fromEntries(url.searchParams))
  // An unknown filter value is ignored rather than failing the page.
  const filters = query.success ? query.data : {}
  const view: GoalsView = url.searchParams.get('view') === 'timeline' ? 'timeline' : 'list'
  const [goals, summary] = await Promise.all([listGoals(userId, filters), goalSummary(userId)])
  return {
    view,
    filters: { status: filters.status ?? '', category: filters.category ?? '' },
    goals: await goalsJson(userId, goals),
    summary,
    categories: categoryOptions(),
  }
}

// ---------------------------------------------------------------- forms' starting values

export type GoalFormDefaults = {
  category: GoalCategory | null
  template: string | null
  values: Record<string, unknown>
}

/** What the new-goal form knows about the user: their age from the profile, when it has one. */
export type GoalFormContext = { today: string; profileAge: number | null }

/** Years ahead a template's target date falls when its details do not say (its typical timeline). */
const TEMPLATE_HORIZON_YEARS: Partial<Record<GoalCategory, number>> = {
  emergency_fund: 1,
  debt_payoff: 2,
  business: 3,
  real_estate: 5,
}
const FALLBACK_HORIZON_YEARS = 5

/** Full years between a YYYY-MM-DD birth date and `today`. */
function yearsSince(birthDate: string, today: string) {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4))
  return today.slice(5) < birthDate.slice(5, 10) ? years - 1 : years
}

/** The user's age: from the date of birth when the profile has one (it stays right as years pass), else the stored age. */
export function profileAge(profile: { age: number | null; date_of_birth: string | null } | null, today: string) {
  if (profile?.date_of_birth) return yearsSince(profile.date_of_birth, today)
  return profile?.age ?? null
}

function yearsAhead(today: string, years: number) {
  const date = new Date(`${today}T00:00:00Z`)
  date.setUTCFullYear(date.getUTCFullYear() + Math.max(1, Math.round(years)))
  return date.toISOString().slice(0, 10)
}

/**
 * A template's target date, so it can be saved as it comes: a retirement goal when the user
 * reaches the retirement age, an education goal at the start of its first school year, the
 * others a typical horizon for their kind from today.
 */
export function templateTargetDate(category: GoalCategory, params: Record<string, unknown>, today: string) {
  if (category === 'retirement') {
    return yearsAhead(today, Number(params.retirement_age) - Number(params.current_age))
  }
  if (category === 'education') {
    const startYear = Number(params.start_year)
    const date = `${startYear}-08-15`
    if (Number.isInteger(startYear) && date > today) return date
  }
  return yearsAhead(today, TEMPLATE_HORIZON_YEARS[category] ?? FALLBACK_HORIZON_YEARS)
}

/** A retirement goal starts from the user's own age (within the form's bounds), not the spec's generic 30. */
function withProfileAge(category: GoalCategory, params: Record<string, unknown>, age: number | null) {
  if (category !== 'retirement' || age === null) return params
  const { min, max } = RETIREMENT_CURRENT_AGES
  return { ...params, current_age: Math.min(Math.max(age, min), max) }
}

/** The new-goal form's starting values from `?template=` or `?category=` (category defaults per spec 4). */
export function newGoalDefaults(url: URL, context: GoalFormContext = { today: todayIso(), profileAge: null }) {
  const template = goalTemplates().find((t) => t.id === url.searchParams.get('template')) ?? null
  const rawCategory = template?.category ?? url.searchParams.get('category')
  const category = isGoalCategory(rawCategory) ? rawCategory : null
  if (!category) return { category: null, template: null, values: {} } satisfies GoalFormDefaults
  const params = withProfileAge(
    category,
    { ...defaultParams(category), ...(template?.template_params ?? {}) },
    context.profileAge,
  )
  const values: Record<string, unknown> = { category, priority: '3', params }
  if (template) {
    values.name = template.name
    values.description = template.description
    values.target_amount = String(template.suggested_target_amount)
    values.target_date = templateTargetDate(category, params, context.today)
  }
  return { category, template: template?.id ?? null, values } satisfies GoalFormDefaults
}

/** The Create Goal screen: type tiles, templates (those of the chosen type) and the form's defaults. */
export async function newGoalScreen(userId: number, url: URL) {
  const today = todayIso()
  const defaults = newGoalDefaults(url, { today, profileAge: profileAge(await getProfile(userId), today) })
  const templates = goalTemplates()
  return {
    ...defaults,
    info: defaults.category ? CATEGORY_INFO[defaults.category] : null,
    categories: categoryOptions().map(({ value }) => ({ value, ...CATEGORY_INFO[value] })),
    templates: defaults.category ? templates.filter((t) => t.category === defaults.category) : templates,
  }
}

/** The edit form's starting values: the goal as stored, amounts exact to the cent. */
export function editGoalDefaults(goal: Goal) {
  return {
    category: goal.category,
    name: goal.name,
    description: goal.description ?? '',
    target_amount: (goal.target_amount_cents / 100).toFixed(2),
    target_date: goal.target_date,
    priority: String(goal.priority),
    params: paramsOf(goal),
    tracks_net_worth: goal.tracks_net_worth ? 'on' : undefined,
  }
}

/** The Edit Goal screen: the goal's category, its feasibility notice and the form's defaults. */
export async function editGoalScreen(userId: number, goal: Goal) {
  const category = asGoalCategory(goal.category)
  const json = await goalJson(userId, goal)
  return {
    id: goal.id,
    name: goal.name,
    category,
    info: CATEGORY_INFO[category],
    notice: json.feasibility_notice,
    defaults: editGoalDefaults(goal),
  }
}

// ---------------------------------------------------------------- detail

export const GOAL_DETAIL_TABS = ['overview', 'progress', 'history'] as const
export type GoalDetailTab = (typeof GOAL_DETAIL_TABS)[number]

export function parseGoalDetailTab(value: string | null): GoalDetailTab {
  return GOAL_DETAIL_TABS.find((t) => t === value) ?? 'overview'
}

export async function goalDetail(userId: number, goal: Goal, tab: GoalDetailTab) {
  const json = await goalJson(userId, goal)
  const progress =
    tab === 'progress' ? (await listProgress(userId, goal.id, PROGRESS_HISTORY_LIMIT)).map(toProgressJson) : []
  const history = tab === 'history' ? await goalHistory(userId, goal.id) : []
  return { tab, goal: json, info: CATEGORY_INFO[asGoalCategory(goal.category)], progress, history }
}

// ---------------------------------------------------------------- preferences

export async function preferencesScreen(userId: number) {
  const saved = await getPreferences(userId)
  return { saved: saved !== null, values: saved ?? defaultPreferences(), categories: categoryOptions() }
}
