import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures.ts'

// The app's screens, shared by the specs that visit every screen (a11y.spec.ts: axe on each;
// page-html.spec.ts: each one's HTML size; phone.spec.ts keeps its own, shorter list).

type Account = { email: string; password: string }

// Seeded by tests/e2e/serve.sh (ADMIN_EMAIL / ADMIN_PASSWORD).
export const ADMIN = { email: 'admin@example.com', password: 'Admin!Passw0rd' }

export const PUBLIC_SCREENS = ['/', '/login', '/register']

// Every screen route in app/routes, with each tab, each step of the add-entry flow and each kind
// of profile row. `{entry}`, `{goal}` and `{family}` are the screens household's own rows (the demo
// household with a goal, one per project: tests/e2e/screen-accounts.ts).
export const HOUSEHOLD_SCREENS = [
  '/',
  '/plan',
  '/plan/profile',
  '/plan/profile?tab=family',
  '/plan/profile?tab=benefits',
  '/plan/profile?tab=tax-info',
  '/plan/profile?tab=estate-planning',
  '/plan/profile?tab=insurance',
  '/plan/profile?tab=investment-preferences',
  '/plan/profile/personal',
  '/plan/profile/investment-preferences',
  '/plan/profile/family/new',
  '/plan/profile/benefits/new',
  '/plan/profile/tax-info/new',
  '/plan/profile/estate/new',
  '/plan/profile/insurance/new',
  '/plan/profile/family/{family}/edit',
  '/plan/profile/family/{family}/delete',
  '/plan/financial-data',
  '/plan/financial-data/new',
  '/plan/financial-data/new?category=assets',
  '/plan/financial-data/new?category=income&subcategory=employment_income',
  '/plan/financial-data/new?category=liabilities&subcategory=mortgage_real_estate',
  '/plan/financial-data/{entry}/edit',
  '/plan/financial-data/{entry}/delete',
  '/plan/data-service',
  '/plan/current-state',
  '/plan/portfolio',
  '/plan/finances',
  '/plan/finances?tab=advisor',
  '/plan/finances?tab=connections',
  '/plan/finances/advisor',
  '/plan/finances/advisor?section=mortgage',
  '/plan/finances/advisor?section=retirement',
  '/plan/finances/advisor?section=investments',
  '/plan/finances/advisor?section=subscriptions',
  '/plan/finances/retirement',
  '/plan/finances/tax',
  '/plan/finances/import',
  '/plan/goals',
  '/plan/goals/new',
  '/plan/goals/preferences',
  '/plan/goals/{goal}',
  '/plan/goals/{goal}?tab=progress',
  '/plan/goals/{goal}?tab=history',
  '/plan/goals/{goal}/edit',
  '/plan/goals/{goal}/delete',
  '/plan/projections',
  '/plan/analysis',
  '/plan/analysis?tab=conflicts',
  '/plan/analysis?tab=scenarios',
  '/plan/analysis?tab=timeline',
  '/plan/analysis?tab=recommendations',
  '/plan/analysis/knowledge/KB-001',
  '/plan/analysis/report',
  '/plan/financial-profile',
  '/plan/debug',
  // The shared error screen (a goal that does not exist: 404).
  '/plan/goals/999999',
]

export const ADMIN_SCREENS = [
  '/admin/users',
  '/admin/health',
  '/admin/auth',
  '/admin/debug',
  '/admin/integrity',
  '/admin/shadow',
]

async function bearer(request: APIRequestContext, account: Account) {
  const token = await request.post('/api/v1/auth/login', {
    form: { username: account.email, password: account.password },
  })
  expect(token.status(), await token.text()).toBe(200)
  const { access_token } = await token.json()
  return { authorization: `Bearer ${access_token}` }
}

async function firstId(request: APIRequestContext, headers: Record<string, string>, path: string) {
  const response = await request.get(path, { headers })
  expect(response.status(), await response.text()).toBe(200)
  const rows: { id: number }[] = await response.json()
  return rows[0]?.id
}

/** The screens household's rows that the detail screens need (its goal is seeded with it). */
export async function householdRows(request: APIRequestContext, account: Account) {
  const headers = await bearer(request, account)
  return {
    entry: await firstId(request, headers, '/api/v1/financial/entries'),
    family: await firstId(request, headers, '/api/v1/profile/family'),
    goal: await firstId(request, headers, '/api/v1/goals-v2'),
  }
}

export type HouseholdRows = Awaited<ReturnType<typeof householdRows>>

/** A screen of HOUSEHOLD_SCREENS with its `{entry}`, `{goal}` or `{family}` filled in. */
export function screenPath(screen: string, rows: HouseholdRows) {
  return screen.replace(/\{(entry|goal|family)\}/, (_, key: 'entry' | 'goal' | 'family') => String(rows[key]))
}
