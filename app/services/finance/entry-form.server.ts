import type { FinancialEntry } from '../../../db/index.ts'
import { centsToDollars } from '../../lib/money.ts'
import { isEntryCategory, isSmartLiability, type SmartLiabilitySubcategory } from '../../lib/catalogue.ts'
import { entryToSmartFormValues, smartFormToEntry } from '../../lib/smart-liability-mapping.ts'
import type { EntryCreateInput } from '../../schemas/financial-entry.ts'
import { allocationOf } from './entries.server.ts'

// The entry forms' mapping both ways: a stored entry to the values the edit form starts from,
// and a smart liability form's values to the entries service's input. The post itself (parse,
// messages, status) is the route's (app/routes/__entry-editor.server.ts).

/** Entry fields as the entries service takes them (dollars), from a smart form's mapping (cents). */
export function smartLiabilityEntryInput(
  subcategory: SmartLiabilitySubcategory,
  values: Parameters<typeof smartFormToEntry>[1],
): EntryCreateInput {
  const mapped = smartFormToEntry(subcategory, values)
  return {
    category: 'liabilities',
    subcategory: mapped.subcategory,
    description: mapped.description,
    amount: centsToDollars(mapped.amount_cents),
    frequency: mapped.frequency,
    interest_rate: mapped.interest_rate ?? undefined,
    minimum_payment: mapped.minimum_payment_cents === null ? undefined : centsToDollars(mapped.minimum_payment_cents),
    loan_term_months: mapped.loan_term_months,
    remaining_months: mapped.remaining_months ?? undefined,
    loan_start_date: mapped.loan_start_date ?? undefined,
    original_amount: centsToDollars(mapped.original_amount_cents),
    is_fixed_rate: mapped.is_fixed_rate ?? undefined,
    loan_details: mapped.loan_details,
  }
}

const moneyText = (cents: number | null) => (cents === null ? null : centsToDollars(cents).toFixed(2))

/** What the edit page needs: the entry's kind, the plain form's values and, for a loan, the smart form's. */
export function entryEditorValues(entry: FinancialEntry) {
  const category = isEntryCategory(entry.category) ? entry.category : 'assets'
  return {
    id: entry.id,
    category,
    subcategory: entry.subcategory,
    description: entry.description,
    smartValues: isSmartLiability(entry.category, entry.subcategory)
      ? entryToSmartFormValues(entry.subcategory, entry)
      : null,
    defaults: {
      subcategory: entry.subcategory,
      description: entry.description,
      amount: moneyText(entry.amount_cents),
      frequency: entry.frequency,
      entry_date: entry.entry_date,
      notes: entry.notes,
      ...allocationOf(entry),
      interest_rate: entry.interest_rate,
      loan_term_months: entry.loan_term_months,
      remaining_months: entry.remaining_months,
      minimum_payment: moneyText(entry.minimum_payment_cents),
    },
  }
}
