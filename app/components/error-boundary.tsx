import { Button } from '~/components/button.tsx'
import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { Link } from '~/components/link.tsx'

const FALLBACK: Record<number, string> = {
  400: 'The request could not be understood.',
  403: 'You do not have permission to open this page.',
  404: 'We could not find that page.',
  405: 'That action is not allowed here.',
  429: 'Too many requests. Please wait a moment and try again.',
  503: 'The service is temporarily unavailable. Please try again shortly.',
}

/**
 * The one error view every route uses, so a failure always looks and reads the same. Static
 * classes (app/styles/screens.css), so it draws on screens that load no Chakra too.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError()
  let status = 500
  let message = 'Something went wrong on our side. Please try again.'
  if (isRouteErrorResponse(error)) {
    status = error.status
    const body = typeof error.data === 'string' ? error.data : ''
    message = body || FALLBACK[status] || error.statusText || message
  }
  return (
    <div role="alert" className="wp-card wp-card--p6 wp-error-page">
      <h1 className="wp-heading wp-heading--lg wp-mb-2">
        {status === 404 ? 'Page not found' : status === 403 ? 'Access denied' : 'Something went wrong'}
      </h1>
      <p className="wp-mb-4">{message}</p>
      <p className="wp-muted wp-text-sm wp-mb-4">Error {status}</p>
      <Button asChild colorPalette="blue">
        <Link to="/">← Back to Home</Link>
      </Button>
    </div>
  )
}
