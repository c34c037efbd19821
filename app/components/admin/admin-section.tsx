import type { ReactNode } from 'react'
import { TitledSection } from '../titled-section.tsx'

/** One card of an admin section, labelled by its heading so tests and screen readers find it. */
export function AdminCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection id={id} title={title} spaced>
      {children}
    </TitledSection>
  )
}

export const adminDateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
})

/** 03 §5: dates that cannot be parsed show 'N/A'; a missing value shows `missing`. */
export function formatAdminDate(value: string | null | undefined, missing = 'N/A') {
  if (!value) return missing
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? 'N/A' : adminDateTime.format(date)
}
