import { Button } from '~/components/button.tsx'
import { Form } from '@remix-run/react'
import { Link } from '~/components/link.tsx'

/**
 * The signed-in header. On a phone (app/styles/layout.css) it takes two rows: the brand with the
 * name and Logout, then the links on their own row, which scrolls sideways if it ever has to.
 */
export function PlanHeader({ name, isAdmin }: { name: string; isAdmin: boolean }) {
  return (
    <header className="wp-site-header">
      <div className="wp-header">
        <p className="wp-heading">
          <Link to="/plan">WealthPath</Link>
        </p>
        <div className="wp-header-links">
          <Button asChild size="sm" variant="ghost">
            <Link to="/plan/finances">Financial Management</Link>
          </Button>
          <Button asChild size="sm" variant="ghost">
            <Link to="/">Back to Home</Link>
          </Button>
          {isAdmin ? (
            <Button asChild size="sm" colorPalette="purple" variant="outline">
              <Link to="/admin">Admin</Link>
            </Button>
          ) : null}
        </div>
        <div className="wp-header-user">
          <p className="wp-text-sm wp-quiet" data-testid="header-user">
            {name}
          </p>
          <Form method="post" action="/logout">
            <Button type="submit" size="sm" variant="outline">
              Logout
            </Button>
          </Form>
        </div>
      </div>
    </header>
  )
}
