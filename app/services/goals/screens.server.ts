import type { Goal } from '../../../db/index.ts'
import { notFound } from '../../lib/app-error.ts'
import {
  asGoalCategory,
  CATEGORY_INFO,
  categoryOptions,
  goalTemplates,
  isGoalCategory,
} from '../../lib/goal-catalogue.ts'
import { PROGRESS_HISTORY_LIMIT, type GoalCategory } from '../../lib/goal-math.ts'
import { defaultParams, GoalListQuerySchema } from '../../schemas/goals.ts'
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

/** The new-goal form's starting values from `?template=` or `?category=` (category defaults per spec 4). */
export function newGoalDefaults(url: URL): GoalFormDefaults {
  const template = goalTemplates().find((t) => t.id === url.searchParams.get('template')) ?? null
  const rawCategory = template?.category ?? url.searchParams.get('category')
  const category = isGoalCategory(rawCategory) ? rawCategory : null
  if (!category) return { category: null, template: null, values: {} }
  const values: Record<string, unknown> = {
    category,
    priority: '3',
    params: { ...defaultParams(category), ...(template?.template_params ?? {}) },
  }
  if (template) {
    values.name = template.name
    values.description = template.description
    values.target_amount = String(template.suggested_target_amount)
  }
  return { category, template: template?.id ?? null, values }
}

/** The Create Goal screen: type tiles, templates (those of the chosen type) and the form's defaults. */
export function newGoalScreen(url: URL) {
  const defaults = newGoalDefaults(url)
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
