import * as z from 'zod'
import { numeric } from './numeric-input.ts'
import {
  CATALOGUE,
  CATEGORY_LABELS,
  ENTRY_CATEGORIES,
  FREQUENCIES,
  type EntryCategory,
  type Frequency,
} from '../lib/catalogue.ts'
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../lib/paging.ts'
import {
  blankToUndefined,
  pageFallback,
  PageParamSchema,
  pageRefusal,
  quoted,
  SearchParamSchema,
  searchRefusal,
} from './paging.ts'

// The query string of the entry lists (Financial Data Entry, Financial Management): search,
// filters and paging, read from a GET form that works without JavaScript. A bad value never
// fails the screen: the list is shown with that value's default and a message saying so.

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional())

const isSubcategoryKey = (key: string) => ENTRY_CATEGORIES.some((c) => CATALOGUE[c].some((s) => s.key === key))

export const EntryListQuerySchema = z.object({
  q: SearchParamSchema,
  category: optional(z.enum(ENTRY_CATEGORIES)),
  subcategory: optional(z.string().refine(isSubcategoryKey)),
  frequency: optional(z.enum(FREQUENCIES)),
  page: PageParamSchema,
  size: z.preprocess(
    blankToUndefined,
    numeric(
      z
        .number()
        .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
        .default(DEFAULT_PAGE_SIZE),
    ),
  ),
})

export type EntryListQuery = {
  q?: string
  category?: EntryCategory
  subcategory?: string
  frequency?: Frequency
  page: number
  size: number
}

/** The allowed page size closest to a number, for a size the list does not offer. */
function nearestPageSize(value: number) {
  return PAGE_SIZES.reduce((best, size) => (Math.abs(size - value) < Math.abs(best - value) ? size : best))
}

/** Why a parameter was not used, and what the list shows instead. */
function refusal(key: keyof EntryListQuery, raw: string, fallback: number | undefined) {
  switch (key) {
    case 'q':
      return searchRefusal()
    case 'category':
      return `${quoted(raw)} is not a category; showing every category.`
    case 'subcategory':
      return `${quoted(raw)} is not a subcategory; showing every subcategory.`
    case 'frequency':
      return `${quoted(raw)} is not a frequency; showing every frequency.`
    case 'page':
      return pageRefusal(raw, fallback ?? 1)
    case 'size':
      return `Pages hold ${PAGE_SIZES.join(', ')} entries; showing ${fallback} per page instead of ${quoted(raw)}.`
  }
}

/** What stands in for a refused parameter: the nearest page or page size, else no filter. */
function fallbackFor(key: keyof EntryListQuery, raw: string) {
  if (key === 'page') return pageFallback(raw)
  const number = Number(raw)
  if (key === 'size') return Number.isFinite(number) ? nearestPageSize(number) : DEFAULT_PAGE_SIZE
  return undefined
}

/**
 * The list query of a URL. `category` fixes the category (a Financial Data Entry tab), so a
 * subcategory must belong to it; without it a subcategory implies its category. Each refused
 * parameter adds a message to `errors` and falls back to its default (the nearest page or page
 * size for numbers), so the screen still shows a list and says what it did.
 */
export function readEntryListQuery(params: URLSearchParams, { category }: { category?: EntryCategory } = {}) {
  const errors: string[] = []
  const query: EntryListQuery = { page: 1, size: DEFAULT_PAGE_SIZE }
  const shape = EntryListQuerySchema.shape
  for (const key of ['q', 'category', 'subcategory', 'frequency', 'page', 'size'] as const) {
    if (key === 'category' && category) continue
    const raw = params.get(key)
    const parsed = shape[key].safeParse(raw)
    if (parsed.success) {
      if (parsed.data !== undefined) Object.assign(query, { [key]: parsed.data })
      continue
    }
    const fallback = fallbackFor(key, raw ?? '')
    errors.push(refusal(key, raw ?? '', fallback))
    if (fallback !== undefined) Object.assign(query, { [key]: fallback })
  }
  if (category) query.category = category
  if (query.subcategory) {
    const owner = ENTRY_CATEGORIES.find((c) => CATALOGUE[c].some((s) => s.key === query.subcategory))
    if (query.category && owner !== query.category) {
      errors.push(
        `${quoted(query.subcategory)} is not a subcategory of ${CATEGORY_LABELS[query.category].plural}; showing every subcategory.`,
      )
      delete query.subcategory
    } else {
      query.category = owner
    }
  }
  return { query, errors }
}

/** True when the query narrows the list beyond its category (a search or a filter). */
export function isFiltered(query: EntryListQuery) {
  return Boolean(query.q || query.subcategory || query.frequency)
}
