import type { Submission, SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import type { z } from 'zod'
import { isDatabaseUnavailable } from '../../db/connection.ts'
import { isAppError, type AppError } from '../lib/app-error.ts'

// Screens map failures here, once: an AppError becomes an error page with its status (or,
// inside a form action, the form again with the message under its field), an unreachable
// database a 503 page. Invalid form input always answers 422, with and without JavaScript.

export const INVALID_FORM_STATUS = 422

export function serviceUnavailable() {
  return new Response(
    'The service is temporarily unavailable because its database cannot be reached. Please try again shortly.',
    { status: 503, headers: { 'Retry-After': '10' } },
  )
}

function appErrorPage(error: AppError) {
  return new Response(error.message, { status: error.status, headers: error.headers })
}

/**
 * Runs a screen's loader or action body: an AppError shows the error page with its status,
 * an unreachable database a 503 with a plain explanation, never a 500. Called inside the
 * exported function (never at module level), because the browser bundle drops .server modules.
 */
export async function orServiceUnavailable<Result>(work: () => Promise<Result>): Promise<Result> {
  try {
    return await work()
  } catch (error) {
    if (isAppError(error)) throw appErrorPage(error)
    if (isDatabaseUnavailable(error)) throw serviceUnavailable()
    throw error
  }
}

/** The form again, with conform's reply and the one status for input we refuse. */
export function invalidForm(result: SubmissionResult, status: number = INVALID_FORM_STATUS) {
  return data({ result }, { status })
}

export type SubmitFormOptions = {
  /** Fields never sent back to the browser (passwords). */
  hideFields?: string[]
  /**
   * Fields the form renders as a list of fieldsets (conform's getFieldList): a posted value of
   * another shape (`presets=abc`) is not sent back, or rendering the form again would throw.
   */
  listFields?: string[]
}

const isPlainObject = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v)

/** The list fields whose posted value is not a list of objects. */
function malformedLists(payload: Record<string, unknown>, listFields: string[]) {
  return listFields.filter((field) => {
    const value = payload[field]
    return value !== undefined && !(Array.isArray(value) && value.every(isPlainObject))
  })
}

/**
 * A screen form's whole round trip: parse with the zod schema (conform's parseWithZod), answer
 * 422 with the field errors when invalid, else run `save`. An AppError thrown by `save` is shown
 * under the field it names, or above the form, with its own status (422 for invalidField, 409
 * for a taken e-mail). Anything else propagates to orServiceUnavailable.
 */
export async function submitForm<Schema extends z.ZodType, Result>(
  formData: FormData,
  schema: Schema,
  save: (
    value: z.output<Schema>,
    submission: Submission<z.input<Schema>, string[], z.output<Schema>>,
  ) => Promise<Result>,
  options: SubmitFormOptions = {},
) {
  const submission = parseWithZod(formData, { schema })
  const hideFields = [...(options.hideFields ?? []), ...malformedLists(submission.payload, options.listFields ?? [])]
  if (submission.status !== 'success') return invalidForm(submission.reply({ hideFields }))
  try {
    return await save(submission.value, submission)
  } catch (error) {
    if (!isAppError(error) || error.status === 503) throw error
    const errors = error.field ? { fieldErrors: { [error.field]: [error.message] } } : { formErrors: [error.message] }
    return invalidForm(submission.reply({ ...errors, hideFields }), error.status)
  }
}
