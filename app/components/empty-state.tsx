import { Button } from '~/components/button.tsx'
import { Link } from '~/components/link.tsx'
import type { ReactNode } from 'react'

/** A link the empty state offers; the first is the primary next step. */
export type EmptyStateAction = { label: string; to: string }

/**
 * What a screen shows before there is anything to show: what is missing and what to add first,
 * instead of zeros that read as findings. Plain links, so it works without JavaScript.
 */
export function EmptyState({
  title,
  children,
  actions,
  testId = 'empty-state',
}: {
  title: string
  children: ReactNode
  actions: EmptyStateAction[]
  testId?: string
}) {
  return (
    <section aria-label={title} className="wp-card wp-card--p6 wp-card--dashed" data-testid={testId}>
      <h2 className="wp-heading wp-mb-2">{title}</h2>
      <p className="wp-quiet wp-mb-4">{children}</p>
      <div className="wp-row wp-gap-2">
        {actions.map((action, i) => (
          <Button key={action.to} asChild size="sm" colorPalette="blue" variant={i === 0 ? 'solid' : 'outline'}>
            <Link to={action.to}>{action.label}</Link>
          </Button>
        ))}
      </div>
    </section>
  )
}
