import { Link } from '~/components/link.tsx'
import { Button } from '~/components/button.tsx'

/** A search form's Search button and, while a search is applied, the link that clears it. */
export function SearchActions({ clearTo }: { clearTo: string | null }) {
  return (
    <div className="wp-row-actions">
      <Button type="submit" size="sm" colorPalette="blue">
        Search
      </Button>
      {clearTo !== null ? (
        <Button asChild size="sm" variant="ghost">
          <Link to={clearTo}>Clear</Link>
        </Button>
      ) : null}
    </div>
  )
}
