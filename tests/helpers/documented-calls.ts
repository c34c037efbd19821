import { expect } from 'vitest'
import { getDb } from '../../db/index.ts'
import { apiCall, type ApiResult } from './api-client.ts'
import { createUser, signInApi, type TestUser } from './users.ts'

// Calling documented paths for real: a household whose rows give every `{id}` a value that exists,
// so a 404 can only mean "no such route" (or a documented path the app does not serve).

type Session = Awaited<ReturnType<typeof signInApi>>

export type Household = {
  user: Session
  admin: Session
  /** A third account, the subject of the admin calls (force logout must not end the test's sessions). */
  subject: TestUser
  /** A second session of the user, for the sign-out call (which ends the session it is made with). */
  spare: Session
  ids: Record<'entry' | 'goal' | 'aliasGoal' | 'family' | 'benefit' | 'taxInfo' | 'estateDocument' | 'policy', number>
  /** Sessions by user id, for paths that name a user by a literal id (the spec's /vector/status/1). */
  sessions: Map<number, Session>
}

async function created(base: string, token: string, path: string, body: unknown) {
  const answer = await apiCall(base, token, 'POST', path, body)
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300)
  return answer.body
}

/** A user with one row of every kind the documented paths take an id of, an admin, and a subject. */
export async function seedHousehold(base: string): Promise<Household> {
  // Created first, so in a test file's fresh database this is user 1 (the spec's /vector/status/1).
  const account = await createUser({ tag: 'documented' })
  const user = await signInApi(base, account)
  const admin = await signInApi(base, await createUser({ tag: 'documented-admin', role: 'admin' }))
  const subject = await createUser({ tag: 'documented-subject' })
  const spare = await signInApi(base, account)
  const post = (path: string, body: unknown) => created(base, user.token, path, body)
  const entry = await post('/financial/entries', {
    category: 'assets',
    subcategory: 'cash_bank_accounts',
    description: 'Checking',
    amount: 12000,
  })
  const trip = { category: 'travel', name: 'Trip', target_amount: 8000, target_date: '2031-06-30' }
  const goal = await post('/goals', trip)
  // The goals-v2 paths get a goal of their own: both paths' DELETE must find one.
  const aliasGoal = await post('/goals', trip)
  const family = await post('/profile/family', { name: 'Sam', relationship_type: 'child', age: 9 })
  const benefit = await post('/profile/benefits', { benefit_type: 'social_security', benefit_name: 'Social Security' })
  const taxInfo = await post('/profile/tax-info', { tax_year: 2024 })
  const estateDocument = await post('/estate-planning/documents', { document_type: 'will', document_name: 'Will' })
  const policy = await post('/insurance/policies', {
    policy_type: 'life',
    policy_name: 'Term',
    coverage_amount: 500000,
  })
  await post('/profile/profile', { city: 'Austin', date_of_birth: '1985-04-02' })
  await post('/investment-preferences/', { risk_tolerance_score: 6 })
  await post('/preferences', {})
  const sessions = new Map([
    [user.id, user],
    [admin.id, admin],
  ])
  return {
    user,
    admin,
    subject,
    spare,
    ids: {
      entry: entry.id,
      goal: goal.id,
      aliasGoal: aliasGoal.id,
      family: family.id,
      benefit: benefit.id,
      taxInfo: taxInfo.id,
      estateDocument: estateDocument.id,
      policy: policy.id,
    },
    sessions,
  }
}

// Which row an `{id}` names, by the path it sits in. A documented path with a parameter not here fails
// the test with its name, rather than being called with a made-up id.
const ID_BY_PATH: [RegExp, (h: Household, method: string) => number | string][] = [
  // GET /entries/{n} is the spec's /entries/{userId}; the writes take an entry id (README, "The JSON API").
  [/\/financial\/entries\/\{id\}$/, (h, method) => (method === 'GET' ? h.user.id : h.ids.entry)],
  [/\/financial\/entries\/by-id\/\{id\}/, (h) => h.ids.entry],
  [/\/goals\/\{id\}/, (h) => h.ids.goal],
  [/\/goals-v2\/\{id\}/, (h) => h.ids.aliasGoal],
  [/\/profile\/family\/\{id\}/, (h) => h.ids.family],
  [/\/profile\/benefits\/\{id\}/, (h) => h.ids.benefit],
  [/\/profile\/tax-info\/\{id\}/, (h) => h.ids.taxInfo],
  [/\/estate-planning\/documents\/\{id\}/, (h) => h.ids.estateDocument],
  [/\/insurance\/policies\/\{id\}/, (h) => h.ids.policy],
  [/\/admin\/.*\{id\}/, (h) => h.subject.id],
  // Ids of an analysis's conflicts and recommendations: the `{}` body is refused (422) before any lookup.
  [/\/intelligence\/(conflicts|recommendations)\/\{id\}/, () => 'not-an-analysis-id'],
]

const QUERY_VALUES: Record<string, string> = {
  limit: '10',
  query: 'retirement savings',
  n_results: '5',
  message: 'How is my net worth?',
}

function pathValue(template: string, name: string, h: Household, method: string): string {
  if (name === 'userId') return String(h.user.id)
  if (name === 'year') return '10' // the breakdown takes a year of the projection, 1 to its horizon
  if (name === 'citationId') return 'KB-001'
  const rule = ID_BY_PATH.find(([pattern]) => pattern.test(template))
  if (name === 'id' && rule) return String(rule[1](h, method))
  throw new Error(`no value for {${name}} in ${template}: add it to ID_BY_PATH`)
}

/**
 * A documented path made callable: `{name}` parameters get real values, `{A|B}` choices the first,
 * `=N` a number, a bare query name (`?query&n_results`) a value it takes.
 */
export function concretePath(template: string, h: Household, method = 'GET'): string {
  const [bare, query] = template.split('?')
  const path = bare.replace(/\{(\w+)\}/g, (_, name: string) => pathValue(bare, name, h, method))
  if (query === undefined) return path
  const params = query.split('&').map((pair) => {
    const [name, value] = pair.split('=')
    if (value === undefined) {
      if (!(name in QUERY_VALUES)) throw new Error(`no value for the query ${name} in ${template}`)
      return `${name}=${encodeURIComponent(QUERY_VALUES[name])}`
    }
    const choice = value.match(/^\{([^}|]+)\|/)
    if (choice) return `${name}=${choice[1]}`
    if (value === 'N') return `${name}=100`
    return `${name}=${value.replace(/\{(\w+)\}/g, (_, p: string) => pathValue(bare, p, h, method))}`
  })
  return `${path}?${params.join('&')}`
}

/** Who calls a path: an admin for /admin, the user a literal id names, else the household's user. */
export function callerFor(template: string, h: Household): Session {
  if (template.startsWith('/api/v1/admin/')) return h.admin
  if (template === '/api/v1/auth/logout') return h.spare
  const literal = template.match(/\/(\d+)(?:\/|$|\?)/)
  if (literal) {
    const session = h.sessions.get(Number(literal[1]))
    if (!session) throw new Error(`${template} names user ${literal[1]}, who is not in the household`)
    return session
  }
  return h.user
}

/** Deletes last, so the rows the other calls name still exist when they run. */
export function deletesLast<T extends { method: string }>(calls: T[]): T[] {
  return [...calls.filter((c) => c.method !== 'DELETE'), ...calls.filter((c) => c.method === 'DELETE')]
}

/** One documented call as its client makes it: bearer token, JSON `{}` as the body of a write. */
export async function callDocumented(base: string, method: string, template: string, h: Household) {
  const path = concretePath(template, h, method)
  const caller = callerFor(template, h)
  const body = method === 'GET' || method === 'DELETE' ? undefined : {}
  const url = path.startsWith('/api/v1') ? path.slice('/api/v1'.length) : null
  let result: ApiResult
  if (url !== null) result = await apiCall(base, caller.token, method, url, body)
  else {
    const response = await fetch(base + path, { method, headers: { authorization: `Bearer ${caller.token}` } })
    result = { status: response.status, body: await response.text(), headers: response.headers }
  }
  return { path, status: result.status, body: result.body }
}

/** The user with a given id as a session, for literal ids in documented paths. */
export async function addSessionFor(base: string, h: Household, id: number) {
  const row = await getDb().User.findByPk(id)
  if (!row || h.sessions.has(id)) return
  h.sessions.set(id, await signInApi(base, { row, id, email: row.email, password: '' }))
}
