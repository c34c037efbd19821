import { ALLOCATION_KEYS } from '../schemas/financial-entry.ts'

/**
 * The documented CSV columns, in order; category, subcategory, description and amount are required.
 * Not in entry-csv.server.ts: the import screen shows them, and a .server module is empty in the browser.
 */
export const CSV_COLUMNS = [
  'category',
  'subcategory',
  'description',
  'amount',
  'frequency',
  'entry_date',
  'notes',
  'interest_rate',
  ...ALLOCATION_KEYS,
] as const
