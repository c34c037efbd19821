// Admin console constants shared by the screens and the services (03 §2.14, §5, §9).

/** The sidebar's sections (03 §2.14), each a URL under /admin. */
export const ADMIN_SECTIONS = [
  { to: '/admin/users', label: 'User Management' },
  { to: '/admin/health', label: 'System Health' },
  { to: '/admin/auth', label: 'Auth Monitor' },
  { to: '/admin/debug', label: 'Debug Tools' },
  { to: '/admin/integrity', label: 'Data Integrity' },
  { to: '/admin/shadow', label: 'Shadow Mode Testing' },
] as const

/** The per-user actions of User Management, each behind 'Are you sure you want to <verb> for user {email}?'. */
export const USER_ACTIONS = {
  'force-logout': { verb: 'force logout', title: 'Force Logout', done: 'User logout initiated' },
  'clear-cache': { verb: 'clear cache', title: 'Clear Cache', done: 'User cache cleared' },
  'clear-tokens': { verb: 'clear tokens', title: 'Clear Tokens', done: 'User tokens cleared' },
} as const

export type UserActionSlug = keyof typeof USER_ACTIONS
export const USER_ACTION_SLUGS: UserActionSlug[] = ['clear-cache', 'clear-tokens', 'force-logout']

export function isUserActionSlug(value: string | undefined): value is UserActionSlug {
  return value !== undefined && Object.hasOwn(USER_ACTIONS, value)
}

export function confirmQuestion(slug: UserActionSlug, email: string) {
  return `Are you sure you want to ${USER_ACTIONS[slug].verb} for user ${email}?`
}

/** Overall health thresholds (03 §5): 80 or more healthy, 50 to 79 warning, below 50 error. */
export function overallHealthStatus(percent: number): 'healthy' | 'warning' | 'error' {
  if (percent >= 80) return 'healthy'
  if (percent >= 50) return 'warning'
  return 'error'
}

/** Polling intervals (03 §9), in seconds; health offers a choice, defaulting to 30 s. */
export const REFRESH_SECONDS = { health: 30, sessions: 60, logs: 30, integrity: 300 } as const
export const HEALTH_REFRESH_OPTIONS = [10, 30, 60, 300] as const
export const SESSION_REFRESH_OPTIONS = [30, 60, 300, 600] as const

/** Reads a `?every=` choice, falling back to the default when it is missing or not offered. */
export function refreshChoice(raw: string | null, options: readonly number[], fallback: number) {
  const seconds = Number(raw)
  return options.includes(seconds) ? seconds : fallback
}

/** The structured log's levels, most severe first, and the viewer's choices (03 §9). */
export const LOG_LEVELS = ['ERROR', 'WARNING', 'INFO', 'DEBUG'] as const
export const LOG_LEVEL_CHOICES = ['ALL', ...LOG_LEVELS] as const
export const LOG_LIMITS = [50, 100, 200, 500] as const
/** Characters of a message the log viewer shows; the exports keep all of it (up to the store's 1,000). */
export const SCREEN_MESSAGE_CHARS = 100

/** System Health's cards, in the spec's order (03 §3 "System health"), and the simulation service. */
export const HEALTH_SERVICES = ['database', 'redis', 'vectorDB', 'llm', 'api', 'simWorker'] as const

/**
 * Shadow Mode Testing's fixed question set (03 §2.14): one question per suggestion category, so a
 * run covers retirement, investing, taxes and expenses.
 */
export const SHADOW_QUESTIONS = [
  'When can I retire with my current savings?',
  'How much investment risk should I take?',
  'What tax bracket am I in?',
  'What is my savings rate?',
] as const

/** Shadow test history keeps the latest 5 (03 §9). */
export const SHADOW_HISTORY = 5

/**
 * Rows per page of the console's lists that grow with the data (the spec names no sizes), chosen so
 * each screen stays under the 60 KB it may weigh (issue 12) however many accounts there are: a User
 * Management row with its four action links is about 1.3 KB and its data is sent again for
 * hydration, and the Audit Log shares that screen. Auth Monitor shows one page of sessions and the
 * latest security alerts; the Shadow Mode user picker offers this many matches of its e-mail search.
 */
export const ADMIN_PAGE_SIZES = { users: 20, audit: 10, sessions: 20, alerts: 20, picker: 25 } as const

export const USER_NOUN = { one: 'user', many: 'users' }
export const SESSION_NOUN = { one: 'session', many: 'sessions' }
export const AUDIT_NOUN = { one: 'audit line', many: 'audit lines' }
