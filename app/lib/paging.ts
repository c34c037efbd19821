// Paging of long lists (entries): which rows a page holds, the "Showing 26–50 of 4,980" line,
// and links that change the page while keeping the search and the filters. Pure, so the server
// presenter and the browser render the same text.

export const PAGE_SIZES = [10, 25, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 25
/** The longest search the entry lists take (their search box's maxlength, and the server's limit). */
export const MAX_SEARCH_LENGTH = 100

export type PageWindow = {
  /** The page shown (1-based): the requested one, or the last page when that is past the end. */
  page: number
  /** The page the URL asked for, so the screen can say when it showed another. */
  requestedPage: number
  size: number
  pageCount: number
  /** Rows to skip in the query. */
  offset: number
  /** 1-based positions of the first and last row on the page; 0 and 0 for an empty list. */
  first: number
  last: number
  total: number
}

/**
 * The rows of page `requestedPage` out of `total`. A page past the end shows the last page:
 * a link kept from before some entries were deleted should still land somewhere useful.
 */
export function pageWindow(total: number, requestedPage: number, size: number): PageWindow {
  const pageCount = Math.max(1, Math.ceil(total / size))
  const page = Math.min(Math.max(1, requestedPage), pageCount)
  const offset = (page - 1) * size
  const first = total === 0 ? 0 : offset + 1
  const last = Math.min(total, offset + size)
  return { page, requestedPage, size, pageCount, offset, first, last, total }
}

const numberFormat = new Intl.NumberFormat('en-US')

/** A count with thousands separators: 4980 → "4,980". */
export function formatCount(count: number): string {
  return numberFormat.format(count)
}

export type Noun = { one: string; many: string }

export const ENTRY_NOUN: Noun = { one: 'entry', many: 'entries' }

/** "1 entry", "0 entries", "4,980 entries". */
export function countOf(count: number, noun: Noun = ENTRY_NOUN): string {
  return `${formatCount(count)} ${count === 1 ? noun.one : noun.many}`
}

/** "Showing 26–50 of 4,980 entries", "Showing 1 of 1 entry", "No entries match". */
export function showingText(window: PageWindow, noun: Noun = ENTRY_NOUN): string {
  if (window.total === 0) return `No ${noun.many} match`
  const range =
    window.first === window.last
      ? formatCount(window.first)
      : `${formatCount(window.first)}–${formatCount(window.last)}`
  return `Showing ${range} of ${countOf(window.total, noun)}`
}

/** Said when the URL asked for a page past the end and the last page is shown instead. */
export function pageNotice(window: PageWindow): string | null {
  if (window.requestedPage <= window.pageCount) return null
  return `There is no page ${formatCount(window.requestedPage)}; showing page ${formatCount(window.page)} of ${formatCount(window.pageCount)}.`
}

/**
 * The query string of the current URL with some parameters changed (null removes one). Blank
 * parameters and page 1 are left out, so links stay short and equal URLs mean equal lists.
 */
export function withParams(search: string | URLSearchParams, changes: Record<string, string | number | null>) {
  const params = new URLSearchParams(search)
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key)
    else params.set(key, String(value))
  }
  for (const key of [...new Set(params.keys())]) if (params.get(key) === '') params.delete(key)
  if (params.get('page') === '1') params.delete('page')
  const text = params.toString()
  return text ? `?${text}` : '?'
}
