import type { SubmissionResult } from '@conform-to/react'
import { EntryForm, type EntryFormDefaults } from '~/components/entry-form.tsx'
import { SmartLiabilityForm } from '~/components/smart-liability-form.tsx'
import { isSmartLiability, type EntryCategory } from '~/lib/catalogue.ts'

/**
 * The add and edit entry pages' form (the Epic Stack's __note-editor.tsx): a loan gets its
 * smart liability form, anything else the plain entry form. Both post to the page's action,
 * which hands the body to submitEntryForm (./__entry-editor.server.ts).
 */
export function EntryEditor({
  category,
  subcategory,
  defaults,
  smartValues,
  lastResult,
  mode,
}: {
  category: EntryCategory
  subcategory: string
  defaults: EntryFormDefaults
  smartValues: Record<string, unknown> | null
  lastResult: SubmissionResult<string[]> | undefined
  mode: 'create' | 'edit'
}) {
  const cancelTo = `/plan/financial-data?tab=${category}`
  if (isSmartLiability(category, subcategory)) {
    return (
      <SmartLiabilityForm
        subcategory={subcategory}
        defaults={smartValues ?? {}}
        lastResult={lastResult}
        mode={mode}
        cancelTo={cancelTo}
      />
    )
  }
  return <EntryForm category={category} defaults={defaults} lastResult={lastResult} mode={mode} cancelTo={cancelTo} />
}
