import type { ReactNode } from 'react'

/**
 * A white card with an h2, the section named by its heading (so screen readers and tests find it
 * by that name). One component for the screens' titled panels, in static classes (app/styles), so a
 * screen drawn without Chakra can use it; `padding` and `spaced` are the two variants screens ask for.
 */
export function TitledSection({
  id,
  title,
  children,
  padding,
  spaced,
}: {
  id: string
  title: string
  children: ReactNode
  /** '5': a roomier card (the advisory report's sections). */
  padding?: '5'
  /** Space below the card (an admin page's cards, one under another). */
  spaced?: boolean
}) {
  const classes = ['wp-card']
  if (padding) classes.push(`wp-card--p${padding}`)
  if (spaced) classes.push('wp-mb-6')
  return (
    <section aria-labelledby={id} className={classes.join(' ')}>
      <h2 id={id} className="wp-heading wp-mb-3">
        {title}
      </h2>
      {children}
    </section>
  )
}
