import type { ProfileTab } from './profile-tabs.ts'

// The rows a user adds on the Profile Management screen, each edited at
// /plan/profile/<key>/new, /plan/profile/<key>/<id>/edit and /plan/profile/<key>/<id>/delete.
// A new kind of row is one schema, one model, one migration, one editor and a line in each
// registry: here (its name and tab), app/http/profile-resources.server.ts (its service and
// messages) and app/components/profile-editors.tsx (its form).

export const PROFILE_RESOURCES = {
  family: { noun: 'Family Member', tab: 'family' },
  benefits: { noun: 'Benefit', tab: 'benefits' },
  'tax-info': { noun: 'Tax Information', tab: 'tax-info' },
  estate: { noun: 'Estate Planning Document', tab: 'estate-planning' },
  insurance: { noun: 'Insurance Policy', tab: 'insurance' },
} as const satisfies Record<string, { noun: string; tab: ProfileTab }>

export type ProfileResourceKey = keyof typeof PROFILE_RESOURCES

export function isProfileResourceKey(value: string | undefined): value is ProfileResourceKey {
  return value !== undefined && Object.hasOwn(PROFILE_RESOURCES, value)
}

/** The page title of a resource's new, edit or delete page, e.g. "Add Family Member". */
export function profileResourceTitle(key: string | undefined, verb: 'Add' | 'Edit' | 'Delete') {
  return isProfileResourceKey(key) ? `${verb} ${PROFILE_RESOURCES[key].noun}` : 'Not Found'
}
