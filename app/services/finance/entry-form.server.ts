import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { FinancialEntry } from '../../../db/index.ts'
import type { SmartLiabilitySubcategory } from '../../lib/catalogue.ts'
import { smartFormToEntry } from '../../lib/smart-liability-mapping.ts'
import { EntryFormSchema, FORM_FAILED_MESSAGE, REQUIRED_FIELDS_MESSAGE } from '../../schemas/financial-entry.ts'
import { SmartLiabilitySchemas } from '../../schemas/smart-liability.ts'
import { requireUser } from '../../auth/guards.server.ts'
import { createEntry, ENTRY_NOT_FOUND, getEntry, updateEntry } from './entries.server.ts'

// The entry screens' form posts: parse with the shared schemas, answer conform replies
// with the spec's messages, and hand valid values to the entries service.

type Reply = SubmissionResult<string[]>
export type FormOutcome = { ok: true; category: string; description: string; id: number } | { ok: false; reply: Reply }

function missingRequired(formData: FormData) {
  const description = String(formData.get('description') ?? '').trim()
  const amount = Number(String(formData.get('amount') ?? '').replace(/[$,\s]/g, ''))
  return description === '' || !(amount > 0)
}

export async function createEntryFromForm(userId: number, formData: FormData): Promise<FormOutcome> {
  const submission = parseWithZod(formData, { schema: EntryFormSchema })
  if (submission.status !== 'success') {
    // The add flow blocks an empty description or a zero amount with one plain message.
    const message = missingRequired(formData) ? REQUIRED_FIELDS_MESSAGE : FORM_FAILED_MESSAGE
    return { ok: false, reply: submission.reply({ formErrors: [message] }) }
  }
  if (!(submission.value.amount > 0)) {
    return {
      ok: false,
      reply: submission.reply({
        formErrors: [REQUIRED_FIELDS_MESSAGE],
        fieldErrors: { amount: ['Value must be greater than 0'] },
      }),
    }
  }
  const created = await createEntry(userId, submission.value)
  if (!created.ok) {
    return {
      ok: false,
      reply: submission.reply({
        formErrors: [FORM_FAILED_MESSAGE],
        fieldErrors: { [created.field]: [created.message] },
      }),
    }
  }
  return { ok: true, category: created.entry.category, description: created.entry.description, id: created.entry.id }
}

export async function updateEntryFromForm(
  userId: number,
  entry: FinancialEntry,
  formData: FormData,
): Promise<FormOutcome> {
  // The category of an entry never changes; whatever the form says, the stored one counts.
  formData.set('category', entry.category)
  const submission = parseWithZod(formData, { schema: EntryFormSchema })
  if (submission.status !== 'success')
    return { ok: false, reply: submission.reply({ formErrors: [FORM_FAILED_MESSAGE] }) }
  const { category: _category, currency: _currency, data_quality: _quality, ...fields } = submission.value
  const updated = await updateEntry(userId, entry.id, fields, { replace: true })
  if (!updated.ok) {
    return {
      ok: false,
      reply: submission.reply({
        formErrors: [updated.message === FORM_FAILED_MESSAGE ? updated.message : FORM_FAILED_MESSAGE],
        fieldErrors: { [updated.field]: [updated.message] },
      }),
    }
  }
  return { ok: true, category: updated.entry.category, description: updated.entry.description, id: updated.entry.id }
}

function parseSmart(subcategory: SmartLiabilitySubcategory, formData: FormData) {
  return parseWithZod(formData, { schema: SmartLiabilitySchemas[subcategory] })
}

/** Entry fields as the entries service takes them (dollars), from a smart form's mapping (cents). */
export function smartLiabilityEntryInput(
  subcategory: SmartLiabilitySubcategory,
  values: Parameters<typeof smartFormToEntry>[1],
) {
  const mapped = smartFormToEntry(subcategory, values)
  return {
    subcategory: mapped.subcategory,
    description: mapped.description,
    amount: mapped.amount_cents / 100,
    frequency: mapped.frequency,
    interest_rate: mapped.interest_rate ?? undefined,
    minimum_payment: mapped.minimum_payment_cents === null ? undefined : mapped.minimum_payment_cents / 100,
    loan_term_months: mapped.loan_term_months,
    remaining_months: mapped.remaining_months ?? undefined,
    loan_start_date: mapped.loan_start_date ?? undefined,
    original_amount: mapped.original_amount_cents / 100,
    is_fixed_rate: mapped.is_fixed_rate ?? undefined,
    loan_details: mapped.loan_details,
  }
}

export async function createLiabilityFromSmartForm(
  userId: number,
  subcategory: SmartLiabilitySubcategory,
  formData: FormData,
): Promise<FormOutcome> {
  const submission = parseSmart(subcategory, formData)
  if (submission.status !== 'success')
    return { ok: false, reply: submission.reply({ formErrors: [FORM_FAILED_MESSAGE] }) }
  const created = await createEntry(userId, {
    category: 'liabilities',
    ...smartLiabilityEntryInput(subcategory, submission.value),
  })
  if (!created.ok)
    return { ok: false, reply: submission.reply({ formErrors: [`Failed to create liability: ${created.message}`] }) }
  return { ok: true, category: 'liabilities', description: created.entry.description, id: created.entry.id }
}

export async function updateLiabilityFromSmartForm(
  userId: number,
  entry: FinancialEntry,
  subcategory: SmartLiabilitySubcategory,
  formData: FormData,
): Promise<FormOutcome> {
  const submission = parseSmart(subcategory, formData)
  if (submission.status !== 'success')
    return { ok: false, reply: submission.reply({ formErrors: [FORM_FAILED_MESSAGE] }) }
  const updated = await updateEntry(userId, entry.id, smartLiabilityEntryInput(subcategory, submission.value), {
    replace: true,
  })
  if (!updated.ok)
    return { ok: false, reply: submission.reply({ formErrors: [`Failed to update liability: ${updated.message}`] }) }
  return { ok: true, category: 'liabilities', description: updated.entry.description, id: updated.entry.id }
}

/** The signed-in user's entry named by a URL id: 400 for a malformed id, 404 for a missing or foreign one. */
export async function requireOwnEntry(request: Request, idParam: string | undefined) {
  const { user } = await requireUser(request)
  if (!/^\d{1,10}$/.test(idParam ?? '')) throw new Response('Invalid entry ID', { status: 400 })
  const entry = await getEntry(user.id, Number(idParam))
  if (!entry) throw new Response(ENTRY_NOT_FOUND, { status: 404 })
  return { user, entry }
}
