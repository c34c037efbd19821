import { Link } from '~/components/link.tsx'
import { Button } from '~/components/button.tsx'
import { ENTRY_NOUN, formatCount, showingText, type Noun, type PageWindow } from '~/lib/paging.ts'

// The one pager of the app's long lists (the entry lists, the admin console's lists): plain links,
// so paging works without JavaScript; the screen says how each page's link is built.

/** "Showing 26–50 of 4,980 entries" and the links to the other pages. */
export function Pager({
  window,
  hrefFor,
  label = 'Entry pages',
  noun = ENTRY_NOUN,
}: {
  window: PageWindow
  hrefFor: (page: number) => string
  label?: string
  noun?: Noun
}) {
  const step = (page: number, text: string, name: string) =>
    page >= 1 && page <= window.pageCount && page !== window.page ? (
      <Button asChild size="xs" variant="outline">
        <Link to={hrefFor(page)} aria-label={name}>
          {text}
        </Link>
      </Button>
    ) : (
      <span className="wp-pager-step" aria-hidden="true">
        {text}
      </span>
    )
  return (
    <nav aria-label={label} className="wp-pager">
      <span className="wp-pager-showing" data-testid="showing">
        {showingText(window, noun)}
      </span>
      {window.pageCount > 1 ? (
        <div className="wp-pager-steps">
          {step(1, '« First', 'First page')}
          {step(window.page - 1, '‹ Previous', 'Previous page')}
          <span className="wp-pager-current" aria-current="page">
            {`Page ${formatCount(window.page)} of ${formatCount(window.pageCount)}`}
          </span>
          {step(window.page + 1, 'Next ›', 'Next page')}
          {step(window.pageCount, 'Last »', 'Last page')}
        </div>
      ) : null}
    </nav>
  )
}
