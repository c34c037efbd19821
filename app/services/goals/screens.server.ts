import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { Goal } from '../../../db/index.ts'
import { requireUser } from '../../auth/guards.server.ts'
import {
  feasibilityNotice,
  GOAL_CATEGORIES,
  monthlyRequiredCents,
  PROGRESS_HISTORY_LIMIT,
  todayIso,
  type GoalCategory,
} from '../../lib/goal-math.ts'
import { parseMoneyToCents } from '../../lib/money.ts'
import {
  GoalCreateFormSchema,
  GoalEditFormSchema,
  GOAL_MESSAGES,
  PREFERENCE_TAB_SCHEMAS,
  ProgressFormSchema,
  type PreferenceTab,
} from '../../schemas/goal-forms.ts'
import {
  CategorySchema,
  defaultParams,
  GoalCreateSchema,
  GoalListQuerySchema,
  PREFERENCE_DEFAULTS,
  type PreferencesInput,
} from '../../schemas/goals.ts'
import {
  CATEGORY_INFO,
  createGoal,
  createPreferences,
  getGoal,
  getPreferences,
  goalHistory,
  goalsJson,
  goalSummary,
  goalTemplates,
  listGoals,
  listProgress,
  parseGoalId,
  recordProgress,
  syncNetWorth,
  toPreferencesJson,
  toProgressJson,
  updateGoal,
  updatePreferences,
} from './goals.server.ts'
import { isDatabaseUnavailable } from '../../../db/connection.ts'

// What the goal screens need beyond the goals service: read the query string, turn form
// posts into the service's inputs and conform replies, and keep failures on the form.

type Reply = SubmissionResult<string[]>

/**
 * Runs a write; when the server itself fails (not the user's input) the screen shows the
 * spec's message on the form instead of an error page, so nothing typed is lost.
 */
export async function attemptWrite<T>(
  work: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; status: number }> {
  try {
    return { ok: true, value: await work() }
  } catch (error) {
    if (error instanceof Response) throw error
    console.error('[goals] write failed:', error instanceof Error ? error.message : error)
    return { ok: false, status: isDatabaseUnavailable(error) ? 503 : 500 }
  }
}

/** The signed-in user's goal named by the URL: 404 for a malformed, unknown or someone else's id. */
export async function requireOwnGoal(request: Request, idParam: string | undefined) {
  const { user } = await requireUser(request)
  const id = parseGoalId(idParam)
  const goal = id === null ? null : await getGoal(user.id, id)
  if (!goal) throw new Response('We could not find that goal.', { status: 404 })
  return { user, goal }
}

export const isGoalCategory = (value: unknown): value is GoalCategory => CategorySchema.safeParse(value).success

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
  }
}

export async function syncNetWorthFromScreen(userId: number) {
  return attemptWrite(() => syncNetWorth(userId))
}

// ---------------------------------------------------------------- form

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

/** The edit form's starting values: the goal as stored, amounts exact to the cent. */
export function editGoalDefaults(goal: Goal) {
  const params = JSON.parse(goal.params || '{}') as Record<string, unknown>
  return {
    category: goal.category,
    name: goal.name,
    description: goal.description ?? '',
    target_amount: (goal.target_amount_cents / 100).toFixed(2),
    target_date: goal.target_date,
    priority: String(goal.priority),
    params,
    tracks_net_worth: goal.tracks_net_worth ? 'on' : undefined,
  }
}

export type GoalPreview = { monthly_required_cents: number; notice: string | null }

/**
 * The feasibility figures of what the form holds, when amount and date can be read: the
 * same monthly requirement and notice the goal's detail page shows once saved.
 */
function previewOf(formData: FormData, goal: Goal | null): GoalPreview | null {
  const date = String(formData.get('target_date') ?? '')
  const target = parseMoneyToCents(String(formData.get('target_amount') ?? ''))
  if (target === null || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) return null
  const category = String(goal?.category ?? formData.get('category') ?? 'other')
  const params: Record<string, unknown> = {}
  const down = formData.get('params.down_payment_percentage')
  if (category === 'real_estate' && down !== null && down !== '' && Number.isFinite(Number(down))) {
    params.down_payment_percentage = Number(down)
  }
  const today = todayIso()
  const monthly = monthlyRequiredCents({
    category,
    target_amount_cents: target,
    current_amount_cents: goal?.current_amount_cents ?? 0,
    target_date: date,
    params,
    today,
  })
  return { monthly_required_cents: monthly, notice: feasibilityNotice(date, today, monthly) }
}

export type GoalFormOutcome =
  | { kind: 'saved'; id: number; name: string }
  | { kind: 'reply'; status: number; result: Reply; preview: GoalPreview | null }

export async function createGoalFromForm(userId: number, formData: FormData): Promise<GoalFormOutcome> {
  const submission = parseWithZod(formData, { schema: GoalCreateFormSchema })
  const preview = previewOf(formData, null)
  if (submission.status !== 'success') return { kind: 'reply', status: 422, result: submission.reply(), preview }
  if (submission.value.intent === 'preview') return { kind: 'reply', status: 200, result: submission.reply(), preview }
  const { intent: _intent, ...input } = submission.value
  // The API's schema is the authority; the form schema only adapted the browser's text.
  const checked = GoalCreateSchema.safeParse(input)
  if (!checked.success) {
    return {
      kind: 'reply',
      status: 422,
      result: submission.reply({ formErrors: checked.error.issues.map((i) => i.message) }),
      preview,
    }
  }
  const saved = await attemptWrite(() => createGoal(userId, checked.data))
  if (!saved.ok)
    return {
      kind: 'reply',
      status: saved.status,
      result: submission.reply({ formErrors: [GOAL_MESSAGES.save] }),
      preview,
    }
  return { kind: 'saved', id: saved.value.id, name: saved.value.name }
}

export async function updateGoalFromForm(userId: number, goal: Goal, formData: FormData): Promise<GoalFormOutcome> {
  // The category of a goal never changes; whatever the form says, the stored one counts.
  formData.set('category', goal.category)
  const submission = parseWithZod(formData, { schema: GoalEditFormSchema })
  const preview = previewOf(formData, goal)
  if (submission.status !== 'success') return { kind: 'reply', status: 422, result: submission.reply(), preview }
  if (submission.value.intent === 'preview') return { kind: 'reply', status: 200, result: submission.reply(), preview }
  const { intent: _intent, category: _category, description, ...changes } = submission.value
  const saved = await attemptWrite(() =>
    updateGoal(userId, goal.id, {
      ...changes,
      // An emptied description clears it; one never set stays unset.
      description: description ?? (goal.description ? '' : undefined),
    }),
  )
  if (!saved.ok)
    return {
      kind: 'reply',
      status: saved.status,
      result: submission.reply({ formErrors: [GOAL_MESSAGES.save] }),
      preview,
    }
  const result = saved.value
  if (!result.ok) {
    if (result.notFound) throw new Response('We could not find that goal.', { status: 404 })
    return {
      kind: 'reply',
      status: 422,
      result: submission.reply({ fieldErrors: { [result.field]: [result.message] } }),
      preview,
    }
  }
  return { kind: 'saved', id: goal.id, name: result.goal.name }
}

// ---------------------------------------------------------------- detail

export const GOAL_DETAIL_TABS = ['overview', 'progress', 'history'] as const
export type GoalDetailTab = (typeof GOAL_DETAIL_TABS)[number]

export function parseGoalDetailTab(value: string | null): GoalDetailTab {
  return GOAL_DETAIL_TABS.find((t) => t === value) ?? 'overview'
}

export async function goalDetail(userId: number, goal: Goal, tab: GoalDetailTab) {
  const [json] = await goalsJson(userId, [goal])
  const progress =
    tab === 'progress' ? ((await listProgress(userId, goal.id, PROGRESS_HISTORY_LIMIT)) ?? []).map(toProgressJson) : []
  const history = tab === 'history' ? ((await goalHistory(userId, goal.id)) ?? []) : []
  const category = isGoalCategory(goal.category) ? goal.category : 'other'
  return { tab, goal: json, info: CATEGORY_INFO[category], progress, history }
}

export async function recordProgressFromForm(userId: number, goal: Goal, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ProgressFormSchema })
  if (submission.status !== 'success') return { ok: false as const, status: 422, result: submission.reply() }
  const saved = await attemptWrite(() => recordProgress(userId, goal.id, submission.value))
  if (!saved.ok)
    return {
      ok: false as const,
      status: saved.status,
      result: submission.reply({ formErrors: [GOAL_MESSAGES.progress] }),
    }
  if (!saved.value) throw new Response('We could not find that goal.', { status: 404 })
  return { ok: true as const, goal: saved.value.goal }
}

// ---------------------------------------------------------------- preferences

export async function preferencesScreen(userId: number) {
  const row = await getPreferences(userId)
  const saved = row ? toPreferencesJson(row) : null
  return {
    saved: saved !== null,
    values: saved ?? {
      ...PREFERENCE_DEFAULTS,
      goal_categories_enabled: [...PREFERENCE_DEFAULTS.goal_categories_enabled],
      notification_preferences: { ...PREFERENCE_DEFAULTS.notification_preferences },
      work_flexibility: { ...PREFERENCE_DEFAULTS.work_flexibility },
    },
    categories: GOAL_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_INFO[c].name })),
  }
}

/** Saves one tab's fields: the first save creates the preferences (defaults fill the rest), later saves update. */
export async function savePreferencesFromForm(userId: number, tab: PreferenceTab, formData: FormData) {
  const submission = parseWithZod(formData, { schema: PREFERENCE_TAB_SCHEMAS[tab] })
  if (submission.status !== 'success') return { ok: false as const, status: 422, result: submission.reply() }
  const input: PreferencesInput = submission.value
  const saved = await attemptWrite(async () => {
    const existing = await getPreferences(userId)
    if (!existing && (await createPreferences(userId, input))) return
    await updatePreferences(userId, input)
  })
  if (!saved.ok)
    return {
      ok: false as const,
      status: saved.status,
      result: submission.reply({ formErrors: [GOAL_MESSAGES.preferences] }),
    }
  return { ok: true as const }
}
