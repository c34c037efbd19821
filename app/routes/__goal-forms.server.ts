import type { Submission, SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import type { Goal } from '../../db/index.ts'
import { isDatabaseUnavailable } from '../../db/connection.ts'
import { INVALID_FORM_STATUS, invalidForm } from '~/http/screen.server.ts'
import { AppError, isAppError, notFound } from '~/lib/app-error.ts'
import { feasibilityNotice, monthlyRequiredCents, todayIso } from '~/lib/goal-math.ts'
import { parseMoneyToCents } from '~/lib/money.ts'
import { GOAL_MESSAGES } from '~/lib/goal-messages.ts'
import { GoalCreateFormSchema, GoalEditFormSchema } from '~/schemas/goal-forms.ts'
import { GOAL_SCREEN_NOT_FOUND } from '~/services/goals/screens.server.ts'
import { GoalCreateSchema, type GoalCreateInput, type GoalUpdateInput } from '~/schemas/goals.ts'

// The goal screens' forms (the Epic Stack's __note-editor.server.tsx): the create and edit
// form shared by the new and edit routes, with its feasibility preview, and the write wrapper
// of the inline ones. Invalid input answers 422 with conform's reply; an AppError from the service
// lands on its field or above the form; when the server itself fails, the form comes back
// with the spec's message instead of an error page, so nothing typed is lost.

/**
 * Runs a screen's write; a failure that is neither the user's (an AppError) nor a Response
 * becomes `failed(status)`: 503 when the database is down, else 500.
 */
export async function orServerFailure<T, F>(work: () => Promise<T>, failed: (status: 500 | 503) => F): Promise<T | F> {
  try {
    return await work()
  } catch (error) {
    if (isAppError(error) || error instanceof Response) throw error
    console.error('[goals] write failed:', error instanceof Error ? error.message : error)
    return failed(isDatabaseUnavailable(error) ? 503 : 500)
  }
}

/** A screen form's write; when the server fails, the form comes back with `message` above it. */
export function saveOrSayWhy<T>(
  submission: Submission<unknown, string[], unknown>,
  message: string,
  work: () => Promise<T>,
) {
  return orServerFailure(work, (status) => invalidForm(submission.reply({ formErrors: [message] }), status))
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

/**
 * The create/edit form's answer. Every answer but a save carries the preview; the "Check
 * feasibility" button (intent=preview) answers 200 with it and saves nothing.
 */
async function answerGoalForm<Value extends { intent: string }>(
  submission: Submission<unknown, string[], Value>,
  preview: GoalPreview | null,
  save: (value: Value) => Promise<Response>,
) {
  const reply = (result: SubmissionResult<string[]>, status: number) => data({ result, preview }, { status })
  if (submission.status !== 'success') return reply(submission.reply(), INVALID_FORM_STATUS)
  if (submission.value.intent === 'preview') return reply(submission.reply(), 200)
  try {
    return await orServerFailure(
      () => save(submission.value),
      (status) => reply(submission.reply({ formErrors: [GOAL_MESSAGES.save] }), status),
    )
  } catch (error) {
    if (!isAppError(error) || error.status === 503) throw error
    // The goal went away between loading the form and saving it.
    if (error.status === 404) throw notFound(GOAL_SCREEN_NOT_FOUND)
    if (error.field) return reply(submission.reply({ fieldErrors: { [error.field]: [error.message] } }), error.status)
    return reply(submission.reply({ formErrors: [error.message] }), error.status)
  }
}

/** Create Goal: the API's schema has the last word on what the form adapted from the browser's text. */
export function submitNewGoal(formData: FormData, save: (input: GoalCreateInput) => Promise<Response>) {
  const submission = parseWithZod(formData, { schema: GoalCreateFormSchema })
  return answerGoalForm(submission, previewOf(formData, null), async ({ intent: _intent, ...value }) => {
    const checked = GoalCreateSchema.safeParse(value)
    if (!checked.success) throw new AppError(422, checked.error.issues.map((issue) => issue.message).join(' '))
    return save(checked.data)
  })
}

/** Edit Goal: the category never changes, whatever the form says; an emptied description clears it. */
export function submitGoalEdit(goal: Goal, formData: FormData, save: (input: GoalUpdateInput) => Promise<Response>) {
  formData.set('category', goal.category)
  const submission = parseWithZod(formData, { schema: GoalEditFormSchema })
  return answerGoalForm(
    submission,
    previewOf(formData, goal),
    ({ intent: _intent, category: _category, description, ...changes }) =>
      save({
        ...changes,
        // An emptied description clears it; one never set stays unset.
        description: description ?? (goal.description ? '' : undefined),
      }),
  )
}
