import * as z from 'zod'
import { numeric } from './numeric-input.ts'
import { MAX_SEARCH_LENGTH } from '../lib/paging.ts'

// The `page` parameter of every paged list (the entry lists, the admin console's lists) and the
// wording used when it is refused, so a bad page reads and behaves the same on every screen: the
// list is still shown, at the nearest page, with a message saying so.

/** A page far past any real list: keeps OFFSET a sane number however the URL is edited. */
export const MAX_PAGE = 1_000_000

export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)

export const PageParamSchema = z.preprocess(blankToUndefined, numeric(z.number().int().min(1).max(MAX_PAGE).default(1)))

export const quoted = (value: string) => `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`

/** The page shown for a refused page number: the last allowed page for a huge one, else the first. */
export function pageFallback(raw: string) {
  const number = Number(raw)
  return Number.isFinite(number) && number > MAX_PAGE ? MAX_PAGE : 1
}

export function pageRefusal(raw: string, fallback: number) {
  return `${quoted(raw)} is not a page number (a whole number from 1); showing page ${fallback}.`
}

/** A page parameter: its number, or the fallback and a message when it is not a page number. */
export function readPageParam(raw: string | null): { page: number; error: string | null } {
  const parsed = PageParamSchema.safeParse(raw)
  if (parsed.success) return { page: parsed.data, error: null }
  const page = pageFallback(raw ?? '')
  return { page, error: pageRefusal(raw ?? '', page) }
}

export const SearchParamSchema = z.preprocess(blankToUndefined, z.string().trim().max(MAX_SEARCH_LENGTH).optional())

export const searchRefusal = () =>
  `Search text can be at most ${MAX_SEARCH_LENGTH} characters; the search was not applied.`

/** A search parameter: its trimmed text (undefined when blank), or nothing and a message when too long. */
export function readSearchParam(raw: string | null): { q: string | undefined; error: string | null } {
  const parsed = SearchParamSchema.safeParse(raw)
  if (parsed.success) return { q: parsed.data || undefined, error: null }
  return { q: undefined, error: searchRefusal() }
}
