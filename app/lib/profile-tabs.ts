// The tabs of the Profile Management screen. The tab is part of the URL (?tab=family), so
// links, reloads, the back button and the redirect after a save all land on it.

export const PROFILE_TABS = [
  { key: 'personal', label: 'Personal Info' },
  { key: 'family', label: 'Family' },
  { key: 'benefits', label: 'Benefits' },
  { key: 'tax-info', label: 'Tax Info' },
  { key: 'estate-planning', label: 'Estate Planning' },
  { key: 'insurance', label: 'Insurance' },
  { key: 'investment-preferences', label: 'Investment Preferences' },
] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]['key']

/** The tab a ?tab= value names; anything unknown falls back to the first one. */
export function parseProfileTab(value: string | null): ProfileTab {
  return PROFILE_TABS.find((tab) => tab.key === value)?.key ?? 'personal'
}

export function profileTabHref(tab: ProfileTab) {
  return tab === 'personal' ? '/plan/profile' : `/plan/profile?tab=${tab}`
}
