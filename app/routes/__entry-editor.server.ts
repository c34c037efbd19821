import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import type { FinancialEntry } from '../../db/index.ts'
import { invalidForm } from '~/http/screen.server.ts'
import { isAppError, type AppError } from '~/lib/app-error.ts'
import { isSmartLiability } from '~/lib/catalogue.ts'
import {
  EntryFormSchema,
  FORM_FAILED_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  entryFormMessage,
  type EntryCreateInput,
} from '~/schemas/financial-entry.ts'
import { SmartLiabilitySchemas } from '~/schemas/smart-liability.ts'
import { smartLiabilityEntryInput } from '~/services/finance/entry-form.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

// The post of the add and edit entry pages (the Epic Stack's __note-editor.server.tsx): one
// of the five smart liability forms or the plain entry form, parsed with conform, refused
// with the spec's messages and 422, saved through the entries service, then back to the tab.

type Mode = 'create' | 'edit'
type Reply = { formErrors: string[]; fieldErrors?: Record<string, string[]> }

/** How one kind of form words a refusal. */
type Wording<Value> = {
  /** Above the form when the values do not parse. */
  invalid: (formData: FormData) => string
  /** A refusal of values that parse (the add flow's zero amount). */
  check?: (value: Value) => Reply | null
  /** The service refused the values (a 422 AppError). */
  refused: (error: AppError) => Reply
}

function plainWording(mode: Mode): Wording<EntryCreateInput> {
  return {
    // The add flow blocks an empty description or a zero amount with one plain message.
    invalid: (formData) => entryFormMessage(mode, formData),
    check: (value) =>
      mode === 'create' && !(value.amount > 0)
        ? { formErrors: [REQUIRED_FIELDS_MESSAGE], fieldErrors: { amount: ['Value must be greater than 0'] } }
        : null,
    refused: (error) => ({
      formErrors: [FORM_FAILED_MESSAGE],
      fieldErrors: error.field ? { [error.field]: [error.message] } : {},
    }),
  }
}

function smartWording<Value>(mode: Mode): Wording<Value> {
  return {
    invalid: () => FORM_FAILED_MESSAGE,
    refused: (error) => ({
      formErrors: [`Failed to ${mode === 'create' ? 'create' : 'update'} liability: ${error.message}`],
    }),
  }
}

async function submit<Schema extends z.ZodType>(
  formData: FormData,
  schema: Schema,
  wording: Wording<z.output<Schema>>,
  save: (value: z.output<Schema>) => Promise<FinancialEntry>,
  mode: Mode,
) {
  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success') return invalidForm(submission.reply({ formErrors: [wording.invalid(formData)] }))
  const refusal = wording.check?.(submission.value)
  if (refusal) return invalidForm(submission.reply(refusal))
  let entry: FinancialEntry
  try {
    entry = await save(submission.value)
  } catch (error) {
    if (!isAppError(error) || error.status !== 422) throw error
    return invalidForm(submission.reply(wording.refused(error)))
  }
  return redirectWithToast(`/plan/financial-data?tab=${entry.category}`, {
    kind: 'success',
    title: mode === 'create' ? 'Entry added' : 'Entry updated',
    description: `${entry.description} was saved.`,
  })
}

/**
 * The entry form's post. `kind` is what the entry is (edit) or will be (the form's own category
 * and subcategory, create); `save` hands the service's input to createEntry or updateEntry.
 */
export function submitEntryForm(
  formData: FormData,
  { mode, kind }: { mode: Mode; kind: { category: string; subcategory: string } },
  save: (input: EntryCreateInput) => Promise<FinancialEntry>,
) {
  const { category, subcategory } = kind
  if (isSmartLiability(category, subcategory)) {
    return submit(
      formData,
      SmartLiabilitySchemas[subcategory],
      smartWording(mode),
      (value) => save(smartLiabilityEntryInput(subcategory, value)),
      mode,
    )
  }
  // The category of an entry never changes; whatever an edit form says, the stored one counts.
  if (mode === 'edit') formData.set('category', category)
  return submit(formData, EntryFormSchema, plainWording(mode), save, mode)
}
