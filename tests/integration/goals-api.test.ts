import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { apiUser } from '../helpers/users.ts'

const server = useTestServer()

type Client = Awaited<ReturnType<typeof client>>

async function client() {
  const { id, api } = await apiUser(server.base)
  return { userId: id, call: api.call }
}

const FUTURE = '2031-06-30'

const retirement = (extra: Record<string, unknown> = {}) => ({
  category: 'retirement',
  name: 'Retire at 65',
  description: 'Stop working at 65',
  target_amount: 1_000_000,
  target_date: FUTURE,
  priority: 8,
  params: { current_age: 40, retirement_age: 65, annual_spending: 60000 },
  ...extra,
})

const travel = (extra: Record<string, unknown> = {}) => ({
  category: 'travel',
  name: 'Japan trip',
  target_amount: 8000,
  target_date: FUTURE,
  ...extra,
})

async function createGoal(c: Client, body: Record<string, unknown>) {
  const created = await c.call('POST', '/goals-v2', body)
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return created.body
}

/** Net worth 350,000 − 37,600 = 312,400; cash flow 8,000 − 5,000 = 3,000 a month. */
async function seedHousehold(c: Client) {
  const entries = [
    { category: 'assets', subcategory: 'cash_bank_accounts', description: 'Savings', amount: 350000 },
    { category: 'liabilities', subcategory: 'credit_cards', description: 'Visa', amount: 37600 },
    { category: 'income', subcategory: 'employment_income', description: 'Salary', amount: 8000, frequency: 'monthly' },
    { category: 'expenses', subcategory: 'housing', description: 'Rent', amount: 5000, frequency: 'monthly' },
  ]
  for (const entry of entries) {
    const created = await c.call('POST', '/financial/entries', entry)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
  }
}

const messages = (body: { detail: { loc: unknown[]; msg: string }[] }) => body.detail.map((d) => d.msg)

describe('goals: create, read, list, update, delete', () => {
  it('creates a goal, answers its fields and stores cents and JSON params', async () => {
    const c = await client()
    const goal = await createGoal(c, retirement({ target_amount: 1234.56 }))
    expect(goal).toMatchObject({
      goal_id: goal.id,
      category: 'retirement',
      category_label: 'Retirement',
      name: 'Retire at 65',
      description: 'Stop working at 65',
      target_amount: 1234.56,
      current_amount: 0,
      progress_percentage: 0,
      target_date: FUTURE,
      priority: 8,
      priority_label: 'Critical',
      status: 'active',
      status_label: 'Active',
      params: { current_age: 40, retirement_age: 65, annual_spending: 60000 },
      tracks_net_worth: false,
      is_overdue: false,
    })
    expect(goal.monthly_required).toBeGreaterThan(0)
    const row = await getDb().Goal.findByPk(goal.id)
    expect(row?.user_id).toBe(c.userId)
    expect(row?.target_amount_cents).toBe(123456)
    expect(JSON.parse(row?.params ?? '{}')).toEqual({ current_age: 40, retirement_age: 65, annual_spending: 60000 })
    const history = await getDb().GoalHistory.findAll({ where: { goal_id: goal.id } })
    expect(history.map((h) => h.change_type)).toEqual(['created'])
  })

  it('defaults the priority to 3 and keeps free-form params for other categories', async () => {
    const c = await client()
    const goal = await createGoal(c, travel({ params: { destination: 'Kyoto' } }))
    expect(goal.priority).toBe(3)
    expect(goal.params).toEqual({ destination: 'Kyoto' })
  })

  it('lists with status and category filters', async () => {
    const c = await client()
    const a = await createGoal(c, retirement())
    const b = await createGoal(c, travel())
    await c.call('PUT', `/goals-v2/${b.id}`, { status: 'paused' })
    const all = await c.call('GET', '/goals-v2')
    expect(all.status).toBe(200)
    expect(all.body.map((g: { id: number }) => g.id).sort()).toEqual([a.id, b.id].sort())
    const paused = await c.call('GET', '/goals-v2?status=paused')
    expect(paused.body.map((g: { id: number }) => g.id)).toEqual([b.id])
    const retirementOnly = await c.call('GET', '/goals-v2?category=retirement')
    expect(retirementOnly.body.map((g: { id: number }) => g.id)).toEqual([a.id])
    const bad = await c.call('GET', '/goals-v2?status=finished')
    expect(bad.status).toBe(422)
    expect(bad.body.detail[0].loc).toEqual(['query', 'status'])
  })

  it('gets one goal, and answers 400 for a bad id and 404 for a missing one', async () => {
    const c = await client()
    const goal = await createGoal(c, travel())
    const got = await c.call('GET', `/goals-v2/${goal.id}`)
    expect(got.status).toBe(200)
    expect(got.body.name).toBe('Japan trip')
    expect(await c.call('GET', '/goals-v2/abc')).toMatchObject({ status: 400, body: { detail: 'Invalid goal ID' } })
    expect(await c.call('GET', '/goals-v2/999999')).toMatchObject({ status: 404, body: { detail: 'Goal not found' } })
  })

  it('updates a goal and records a history entry with only the changed fields', async () => {
    const c = await client()
    const goal = await createGoal(c, retirement())
    const updated = await c.call('PUT', `/goals-v2/${goal.id}`, {
      name: 'Retire at 62',
      description: 'Stop working at 65',
      target_amount: 1_200_000,
      priority: 8,
      params: { current_age: 40, retirement_age: 62, annual_spending: 60000 },
      change_reason: 'Planning to retire earlier',
    })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    expect(updated.body).toMatchObject({ name: 'Retire at 62', target_amount: 1_200_000 })
    expect(updated.body.changes).toEqual({
      name: { old: 'Retire at 65', new: 'Retire at 62' },
      target_amount: { old: 1_000_000, new: 1_200_000 },
      params: {
        old: { current_age: 40, retirement_age: 65, annual_spending: 60000 },
        new: { current_age: 40, retirement_age: 62, annual_spending: 60000 },
      },
    })
    const history = await c.call('GET', `/goals-v2/${goal.id}/history`)
    expect(history.status).toBe(200)
    expect(history.body).toHaveLength(2)
    const [latest, first] = history.body
    expect(first.change_type).toBe('created')
    expect(latest).toMatchObject({
      change_type: 'updated',
      actor_user_id: c.userId,
      reason: 'Planning to retire earlier',
      changes: updated.body.changes,
    })
    expect(latest.actor).toContain('@example.org')
    expect(Date.parse(latest.changed_at)).not.toBeNaN()
    const row = await getDb().Goal.findByPk(goal.id)
    expect(row?.target_amount_cents).toBe(120_000_000)
  })

  it('defaults the change reason and writes no history when nothing changed', async () => {
    const c = await client()
    const goal = await createGoal(c, travel())
    await c.call('PUT', `/goals-v2/${goal.id}`, { priority: 5 })
    await c.call('PUT', `/goals-v2/${goal.id}`, { priority: 5, name: 'Japan trip' })
    const history = await c.call('GET', `/goals-v2/${goal.id}/history`)
    expect(history.body.map((h: { change_type: string }) => h.change_type)).toEqual(['updated', 'created'])
    expect(history.body[0].reason).toBe('User updated goal')
    expect(history.body[0].changes).toEqual({ priority: { old: 3, new: 5 } })
  })

  it('checks edited params against the goal category and refuses a new past date', async () => {
    const c = await client()
    const goal = await createGoal(c, retirement())
    const bad = await c.call('PUT', `/goals-v2/${goal.id}`, {
      params: { current_age: 40, retirement_age: 90, annual_spending: 60000 },
    })
    expect(bad.status).toBe(422)
    expect(bad.body.detail[0]).toMatchObject({ loc: ['body', 'params', 'retirement_age'] })
    const past = await c.call('PUT', `/goals-v2/${goal.id}`, { target_date: '2020-01-01' })
    expect(past.status).toBe(422)
    expect(messages(past.body)).toEqual(['Target date must be today or later'])
    // Sending the unchanged date with an edit is fine.
    expect((await c.call('PUT', `/goals-v2/${goal.id}`, { target_date: FUTURE, priority: 9 })).status).toBe(200)
  })

  it('deletes a goal with its progress and history', async () => {
    const c = await client()
    const goal = await createGoal(c, travel())
    await c.call('POST', `/goals-v2/${goal.id}/progress`, { current_amount: 100 })
    const deleted = await c.call('DELETE', `/goals-v2/${goal.id}`)
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Goal deleted' } })
    expect(await getDb().Goal.findByPk(goal.id)).toBeNull()
    expect(await getDb().GoalProgress.count({ where: { goal_id: goal.id } })).toBe(0)
    expect(await getDb().GoalHistory.count({ where: { goal_id: goal.id } })).toBe(0)
    expect((await c.call('DELETE', `/goals-v2/${goal.id}`)).status).toBe(404)
  })
})

describe('goals: validation', () => {
  it('answers 422 with the spec messages', async () => {
    const c = await client()
    const cases: [Record<string, unknown>, string, (string | number)[]][] = [
      [retirement({ target_amount: 99.99 }), 'Target amount must be at least $100', ['body', 'target_amount']],
      [retirement({ priority: 0 }), 'Priority must be between 1 and 10', ['body', 'priority']],
      [retirement({ priority: 11 }), 'Priority must be between 1 and 10', ['body', 'priority']],
      [retirement({ target_date: '2020-01-01' }), 'Target date must be today or later', ['body', 'target_date']],
      [retirement({ category: 'yacht' }), 'Unknown goal category', ['body', 'category']],
      [
        retirement({ params: { current_age: 17, retirement_age: 65, annual_spending: 0 } }),
        'Current age must be between 18 and 80',
        ['body', 'params', 'current_age'],
      ],
      [
        {
          ...travel(),
          category: 'real_estate',
          params: { property_type: 'primary_residence', down_payment_percentage: 60 },
        },
        'Down payment must be between 5 and 50 percent',
        ['body', 'params', 'down_payment_percentage'],
      ],
      [
        { ...travel(), category: 'emergency_fund', params: { months_of_expenses: 2 } },
        'Months of expenses must be between 3 and 12',
        ['body', 'params', 'months_of_expenses'],
      ],
      [
        {
          ...travel(),
          category: 'education',
          params: { degree_type: 'undergraduate', institution_type: 'public', start_year: 2035 },
        },
        'Start year must be between 2024 and 2030',
        ['body', 'params', 'start_year'],
      ],
    ]
    for (const [body, msg, loc] of cases) {
      const response = await c.call('POST', '/goals-v2', body)
      expect(response.status, msg).toBe(422)
      expect(response.body.detail, msg).toContainEqual(expect.objectContaining({ loc, msg }))
    }
    expect(await getDb().Goal.count({ where: { user_id: c.userId } })).toBe(0)
  })

  it('answers 422 for missing fields and malformed JSON, 405 for a wrong method', async () => {
    const c = await client()
    const missing = await c.call('POST', '/goals-v2', { category: 'travel' })
    expect(missing.status).toBe(422)
    const locs = missing.body.detail.map((d: { loc: string[] }) => d.loc.join('.'))
    expect(locs).toEqual(expect.arrayContaining(['body.name', 'body.target_amount', 'body.target_date']))
    const malformed = await c.call('POST', '/goals-v2', '{"name": ')
    expect(malformed.status).toBe(422)
    expect(malformed.body.detail[0].msg).toBe('Malformed JSON in request body')
    const goal = await createGoal(c, travel())
    expect((await c.call('PUT', `/goals-v2/${goal.id}`, '{bad')).status).toBe(422)
    expect((await c.call('DELETE', '/goals-v2')).status).toBe(405)
    expect((await c.call('POST', `/goals-v2/${goal.id}`, {})).status).toBe(405)
    expect((await c.call('GET', '/goals-v2/sync-net-worth')).status).toBe(405)
    expect((await c.call('GET', '/goals-v2/batch')).status).toBe(405)
    expect((await c.call('POST', '/goals-v2/summary', {})).status).toBe(405)
    expect((await c.call('DELETE', '/goals-v2/preferences')).status).toBe(405)
  })

  it('requires a bearer token', async () => {
    const response = await fetch(`${server.base}/api/v1/goals-v2`)
    expect(response.status).toBe(401)
  })
})

describe('goals: progress', () => {
  it('records progress, recomputes the goal and completes it at 100 %', async () => {
    const c = await client()
    const goal = await createGoal(c, travel({ target_amount: 8000 }))
    const first = await c.call('POST', `/goals-v2/${goal.id}/progress`, { current_amount: 2000, notes: 'Bonus' })
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    expect(first.body).toMatchObject({
      current_amount: 2000,
      percentage_complete: 25,
      notes: 'Bonus',
      source: 'manual',
      goal: { current_amount: 2000, progress_percentage: 25, status: 'active' },
    })
    const done = await c.call('POST', `/goals-v2/${goal.id}/progress`, { current_amount: 8000 })
    expect(done.body.goal).toMatchObject({ progress_percentage: 100, status: 'achieved', timeline_status: 'completed' })
    const row = await getDb().Goal.findByPk(goal.id)
    expect(row?.current_amount_cents).toBe(800_000)
    expect(row?.status).toBe('achieved')
    const progressRows = await getDb().GoalProgress.findAll({ where: { goal_id: goal.id }, order: [['id', 'ASC']] })
    expect(progressRows.map((p) => p.amount_cents)).toEqual([200_000, 800_000])

    const history = await c.call('GET', `/goals-v2/${goal.id}/history`)
    expect(history.body[0]).toMatchObject({
      change_type: 'progress',
      changes: {
        current_amount: { old: 2000, new: 8000 },
        progress_percentage: { old: 25, new: 100 },
        status: { old: 'active', new: 'achieved' },
      },
    })
  })

  it('lists progress newest first with a limit', async () => {
    const c = await client()
    const goal = await createGoal(c, travel())
    for (const amount of [100, 200, 300])
      await c.call('POST', `/goals-v2/${goal.id}/progress`, { current_amount: amount })
    const listed = await c.call('GET', `/goals-v2/${goal.id}/progress?limit=2`)
    expect(listed.status).toBe(200)
    expect(listed.body.map((p: { current_amount: number }) => p.current_amount)).toEqual([300, 200])
    expect(listed.body[0]).toHaveProperty('progress_id')
    expect(listed.body[0]).toHaveProperty('recorded_at')
  })

  it('rejects a negative or missing amount', async () => {
    const c = await client()
    const goal = await createGoal(c, travel())
    expect((await c.call('POST', `/goals-v2/${goal.id}/progress`, { current_amount: -1 })).status).toBe(422)
    expect((await c.call('POST', `/goals-v2/${goal.id}/progress`, {})).status).toBe(422)
  })
})

describe('goals: summary, conflicts, batch, sync', () => {
  it('summarises goals with totals, counts and the monthly requirement against the surplus', async () => {
    const c = await client()
    await seedHousehold(c)
    const a = await createGoal(c, travel({ target_amount: 10000 }))
    const b = await createGoal(c, travel({ target_amount: 30000, name: 'Car' }))
    await c.call('POST', `/goals-v2/${a.id}/progress`, { current_amount: 10000 })
    await c.call('POST', `/goals-v2/${b.id}/progress`, { current_amount: 3000 })
    const summary = await c.call('GET', '/goals-v2/summary')
    expect(summary.status).toBe(200)
    expect(summary.body).toMatchObject({
      total_goals: 2,
      active_goals: 1,
      achieved_goals: 1,
      counts_by_status: { active: 1, achieved: 1, paused: 0, cancelled: 0 },
      total_target: 40000,
      total_current: 13000,
      overall_progress: 32.5,
      average_progress: 55,
      nearest_deadline: FUTURE,
      monthly_surplus: 3000,
    })
    expect(summary.body.monthly_required_total).toBeGreaterThan(0)
  })

  it('reports a cash-flow conflict when the goals need more than the surplus', async () => {
    const c = await client()
    await seedHousehold(c)
    const none = await c.call('GET', '/goals-v2/analysis/conflicts')
    expect(none.body).toMatchObject({ has_conflicts: false, conflicts: [] })
    const goal = await createGoal(c, travel({ target_amount: 900_000, target_date: FUTURE }))
    const conflicts = await c.call('GET', '/goals-v2/analysis/conflicts')
    expect(conflicts.status).toBe(200)
    expect(conflicts.body.has_conflicts).toBe(true)
    const [conflict] = conflicts.body.conflicts
    expect(conflict).toMatchObject({ type: 'cash_flow', goal_ids: [goal.id] })
    expect(conflict.monthly_shortfall).toBeCloseTo(conflicts.body.total_monthly_required - 3000, 2)
  })

  it('updates several goals in one transaction with the batch reason in each history', async () => {
    const c = await client()
    const a = await createGoal(c, travel())
    const b = await createGoal(c, retirement())
    const batch = await c.call('PUT', '/goals-v2/batch', {
      goal_ids: [a.id, b.id],
      updates: { priority: 9, status: 'paused' },
      batch_reason: 'Pausing while we move house',
    })
    expect(batch.status, JSON.stringify(batch.body)).toBe(200)
    expect(batch.body.updated).toBe(2)
    const rows = await getDb().Goal.findAll({ where: { user_id: c.userId } })
    expect(rows.map((r) => [r.priority, r.status])).toEqual([
      [9, 'paused'],
      [9, 'paused'],
    ])
    const history = await c.call('GET', `/goals-v2/${b.id}/history`)
    expect(history.body[0]).toMatchObject({
      change_type: 'batch_updated',
      reason: 'Pausing while we move house',
      changes: { priority: { old: 8, new: 9 }, status: { old: 'active', new: 'paused' } },
    })
  })

  it('changes nothing when any goal in a batch is missing or invalid', async () => {
    const c = await client()
    const a = await createGoal(c, travel())
    const missing = await c.call('PUT', '/goals-v2/batch', {
      goal_ids: [a.id, 999999],
      updates: { priority: 9 },
      batch_reason: 'x',
    })
    expect(missing).toMatchObject({ status: 404, body: { detail: 'Goal not found' } })
    const invalid = await c.call('PUT', '/goals-v2/batch', {
      goal_ids: [a.id],
      updates: { priority: 11 },
      batch_reason: 'x',
    })
    expect(invalid.status).toBe(422)
    const noReason = await c.call('PUT', '/goals-v2/batch', { goal_ids: [a.id], updates: { priority: 4 } })
    expect(noReason.status).toBe(422)
    const pastDate = await c.call('PUT', '/goals-v2/batch', {
      goal_ids: [a.id],
      updates: { target_date: '2020-01-01' },
      batch_reason: 'x',
    })
    expect(pastDate.status).toBe(422)
    expect((await getDb().Goal.findByPk(a.id))?.priority).toBe(3)
  })

  it('syncs goals that track net worth and says what changed', async () => {
    const c = await client()
    await seedHousehold(c)
    const first = await c.call('POST', '/goals-v2/sync-net-worth')
    expect(first.body.message).toMatch(/^No goals track your net worth/)
    const a = await createGoal(c, travel({ target_amount: 1_000_000, tracks_net_worth: true, name: 'Millionaire' }))
    const b = await createGoal(c, travel({ target_amount: 500_000, tracks_net_worth: true, name: 'Half way' }))
    const untracked = await createGoal(c, travel())
    const synced = await c.call('POST', '/goals-v2/sync-net-worth')
    expect(synced.status).toBe(200)
    expect(synced.body).toMatchObject({
      message: 'Updated 2 goals from your net worth of $312,400',
      updated_goals: 2,
      net_worth: 312400,
    })
    expect((await getDb().Goal.findByPk(a.id))?.current_amount_cents).toBe(31_240_000)
    expect((await getDb().Goal.findByPk(b.id))?.progress_percentage).toBe(62.48)
    expect((await getDb().Goal.findByPk(untracked.id))?.current_amount_cents).toBe(0)
    const progress = await c.call('GET', `/goals-v2/${a.id}/progress`)
    expect(progress.body[0]).toMatchObject({ source: 'net_worth_sync', current_amount: 312400 })
    const again = await c.call('POST', '/goals-v2/sync-net-worth')
    expect(again.body.message).toBe('Updated 0 goals from your net worth of $312,400')
  })
})

describe('goals: preferences, categories, templates', () => {
  it('answers null until saved, then saves with defaults and updates within bounds', async () => {
    const c = await client()
    const empty = await c.call('GET', '/goals-v2/preferences')
    expect(empty).toMatchObject({ status: 200, body: null })
    const created = await c.call('POST', '/goals-v2/preferences', { risk_score: 4, state: 'ca' })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body).toMatchObject({
      risk_score: 4,
      state: 'CA',
      investment_style: 'aggressive',
      investment_timeline: 20,
      financial_knowledge: 'intermediate',
      emergency_fund_months: 6,
      debt_payoff_priority: 'balanced',
      federal_tax_bracket: 24,
      state_tax_rate: 0.065,
      goal_categories_enabled: ['retirement', 'emergency_fund', 'education', 'real_estate'],
      notification_preferences: { goal_reminders: true, monthly_summary: true },
    })
    expect((await c.call('POST', '/goals-v2/preferences', {})).status).toBe(409)
    const updated = await c.call('PUT', '/goals-v2/preferences', {
      annual_income_goal: 120000,
      notification_preferences: { monthly_summary: false },
      work_flexibility: { consulting: true },
      state_tax_rate: 0.05,
    })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({
      risk_score: 4,
      annual_income_goal: 120000,
      state_tax_rate: 0.05,
      notification_preferences: { goal_reminders: true, monthly_summary: false },
      work_flexibility: { consulting: true, full_retirement: true },
    })
    const row = await getDb().GoalPreferences.findOne({ where: { user_id: c.userId } })
    expect(row?.annual_income_goal_cents).toBe(12_000_000)
    expect((await c.call('GET', '/goals-v2/preferences')).body.annual_income_goal).toBe(120000)
  })

  it('rejects preferences out of bounds', async () => {
    const c = await client()
    const cases: [Record<string, unknown>, string][] = [
      [{ investment_timeline: 0 }, 'investment_timeline'],
      [{ investment_timeline: 51 }, 'investment_timeline'],
      [{ emergency_fund_months: 13 }, 'emergency_fund_months'],
      [{ retirement_age: 49 }, 'retirement_age'],
      [{ annual_income_goal: -1 }, 'annual_income_goal'],
      [{ state: 'New York' }, 'state'],
      [{ state_tax_rate: 0.16 }, 'state_tax_rate'],
      [{ risk_score: 11 }, 'risk_score'],
      [{ crypto_preference: 0 }, 'crypto_preference'],
      [{ risk_tolerance: 'yolo' }, 'risk_tolerance'],
      [{ federal_tax_bracket: 25 }, 'federal_tax_bracket'],
      [{ goal_categories_enabled: ['yacht'] }, 'goal_categories_enabled'],
    ]
    for (const [body, field] of cases) {
      const response = await c.call('PUT', '/goals-v2/preferences', body)
      expect(response.status, field).toBe(422)
      expect(response.body.detail[0].loc[1], field).toBe(field)
    }
    expect(await getDb().GoalPreferences.count({ where: { user_id: c.userId } })).toBe(0)
  })

  it('lists categories keyed by category and templates', async () => {
    const c = await client()
    const categories = await c.call('GET', '/goals-v2/categories')
    expect(Object.keys(categories.body)).toEqual([
      'retirement',
      'education',
      'real_estate',
      'business',
      'travel',
      'emergency_fund',
      'debt_payoff',
      'major_purchase',
      'other',
    ])
    expect(categories.body.real_estate).toMatchObject({
      name: 'Real Estate',
      typical_timeline: expect.any(String),
      default_params: { property_type: 'primary_residence', down_payment_percentage: 20 },
    })
    const templates = await c.call('GET', '/goals-v2/templates')
    expect(templates.body.length).toBeGreaterThanOrEqual(4)
    // Every template creates a valid goal.
    for (const template of templates.body) {
      const created = await c.call('POST', '/goals-v2', {
        category: template.category,
        name: template.name,
        description: template.description,
        target_amount: template.suggested_target_amount,
        target_date: FUTURE,
        params: template.template_params,
      })
      expect(created.status, template.name).toBe(201)
    }
  })
})

describe('goals: ownership', () => {
  it("answers 404 for another user's goal on every route and never shows it", async () => {
    const owner = await client()
    const other = await client()
    const goal = await createGoal(owner, travel({ tracks_net_worth: true }))
    const id = goal.id
    const attempts: [string, string, unknown][] = [
      ['GET', `/goals-v2/${id}`, undefined],
      ['PUT', `/goals-v2/${id}`, { name: 'Hijacked' }],
      ['DELETE', `/goals-v2/${id}`, undefined],
      ['GET', `/goals-v2/${id}/progress`, undefined],
      ['POST', `/goals-v2/${id}/progress`, { current_amount: 5000 }],
      ['GET', `/goals-v2/${id}/history`, undefined],
      ['PUT', '/goals-v2/batch', { goal_ids: [id], updates: { priority: 10 }, batch_reason: 'x' }],
    ]
    for (const [method, path, body] of attempts) {
      const response = await other.call(method, path, body)
      expect(response.status, `${method} ${path}`).toBe(404)
      expect(response.body, `${method} ${path}`).toEqual({ detail: 'Goal not found' })
    }
    expect((await other.call('GET', '/goals-v2')).body).toEqual([])
    const summary = await other.call('GET', '/goals-v2/summary')
    expect(summary.body).toMatchObject({ total_goals: 0, total_target: 0 })
    expect((await other.call('GET', '/goals-v2/analysis/conflicts')).body.conflicts).toEqual([])
    await other.call('POST', '/goals-v2/sync-net-worth')

    const row = await getDb().Goal.findByPk(id)
    expect(row).toMatchObject({ name: 'Japan trip', priority: 3, current_amount_cents: 0 })
    expect(await getDb().GoalProgress.count({ where: { goal_id: id } })).toBe(0)
    expect(await getDb().GoalHistory.count({ where: { goal_id: id } })).toBe(1)
  })
})

describe("the spec's paths and the goals-v2 aliases", () => {
  it('answers the same goals, preferences, categories and templates at both paths', async () => {
    const c = await client()
    const goal = await createGoal(c, travel())
    const spec = await c.call('GET', '/goals')
    expect(spec.status).toBe(200)
    expect(spec.body).toEqual((await c.call('GET', '/goals-v2')).body)
    expect((await c.call('GET', `/goals/${goal.id}`)).body).toEqual((await c.call('GET', `/goals-v2/${goal.id}`)).body)
    for (const path of ['/categories', '/templates']) {
      expect((await c.call('GET', path)).body, path).toEqual((await c.call('GET', `/goals-v2${path}`)).body)
    }
    const saved = await c.call('POST', '/preferences', {})
    expect(saved.status, JSON.stringify(saved.body)).toBe(201)
    expect((await c.call('GET', '/goals-v2/preferences')).body).toEqual(saved.body)
    expect((await c.call('POST', '/sync-net-worth')).status).toBe(200)
  })

  it('takes ?user_id= naming the caller on the goal list and preferences; another id is a 404', async () => {
    const c = await client()
    await createGoal(c, travel())
    expect((await c.call('GET', `/goals?user_id=${c.userId}`)).body).toHaveLength(1)
    expect((await c.call('GET', `/preferences?user_id=${c.userId}`)).status).toBe(200)
    expect((await c.call('GET', `/goals?user_id=${c.userId + 1000}`)).status).toBe(404)
    expect((await c.call('GET', `/preferences?user_id=${c.userId + 1000}`)).status).toBe(404)
    expect((await c.call('GET', '/goals?user_id=abc')).status).toBe(422)
  })
})
