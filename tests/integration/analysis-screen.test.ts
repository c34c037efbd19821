import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { useAppWithSimWorker } from '../helpers/app-with-sim-worker.ts'
import { monthsAhead } from '../helpers/dates.ts'
import { freePort } from '../helpers/spawn-server.ts'
import { browserUser, signInApi } from '../helpers/users.ts'

// The Intelligence Analysis screen as a browser without JavaScript uses it: links and form posts.
const server = useAppWithSimWorker()

const html = async (response: Response) => (await response.text()).replace(/<!-- -->/g, '')

/** A signed-in browser whose household's two goals need 1,200 a month more than its 2,800 surplus. */
async function tightHousehold() {
  const { browser, userId, user } = await browserUser(server.base, { tag: 'analysis' })
  const { api } = await signInApi(server.base, user)
  const post = async (path: string, body: unknown) => {
    const response = await api.post(path, body)
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(300)
  }
  await post('/financial/entries', {
    category: 'income',
    subcategory: 'employment_income',
    description: 'Salary',
    amount: 8000,
    frequency: 'monthly',
  })
  await post('/financial/entries', {
    category: 'expenses',
    subcategory: 'housing',
    description: 'Rent',
    amount: 5200,
    frequency: 'monthly',
  })
  await post('/goals-v2', {
    category: 'other',
    name: 'House deposit',
    target_amount: 48000,
    target_date: monthsAhead(24),
    priority: 8,
  })
  await post('/goals-v2', {
    category: 'emergency_fund',
    name: 'Rainy day fund',
    target_amount: 24000,
    target_date: monthsAhead(12),
    priority: 5,
    params: { months_of_expenses: 6 },
  })
  return { browser, userId }
}

describe('Intelligence Analysis screen without JavaScript', () => {
  it('shows the empty state when there are no goals', async () => {
    const { browser } = await browserUser(server.base, { tag: 'analysis-empty' })
    const page = await html(await browser.get('/plan/analysis'))
    expect(page).toContain('No Analysis Available')
    expect(page).toContain('Run Intelligence Analysis')
  })

  it('shows the score, the four metrics, tab counts and Professional Insights', async () => {
    const { browser } = await tightHousehold()
    const page = await html(await browser.get('/plan/analysis'))
    expect(page).toContain('Intelligence Analysis')
    expect(page).toMatch(/data-testid="overall-score"[^>]*>\d{1,3}</)
    expect(page).toContain('-$1,200')
    expect(page).toContain('Risk alignment')
    expect(page).toContain('Lifestyle fit')
    expect(page).toContain('70%')
    expect(page).toContain('Professional Insights')
    expect(page).toMatch(/Relevance \d+%/)
    // Issue 14, item 5: ranked by the vector index, with the way to the whole knowledge base.
    expect(page).toContain('Relevance is the similarity of each document to your indexed financial data.')
    expect(page).toContain('href="/plan/advisory#knowledge"')
    expect(page).toContain('Last updated: Now')
    // "Will the plan work": the lifecycle projection's success to the planning age, with a link to it.
    expect(page).toMatch(/Retiring at 65, your spending is funded to age 95 in \d+(\.\d)?% of simulated paths\./)
    expect(page).toContain('See the projection')
  }, 60_000)

  it('applies a conflict resolution with a form post and shows it resolved', async () => {
    const { browser, userId } = await tightHousehold()
    const page = await html(await browser.get('/plan/analysis?tab=conflicts'))
    expect(page).toContain('Your goals need $4,000 a month but your monthly surplus is $2,800: $1,200 short.')
    expect(page).toContain('Monthly shortfall: $1,200')
    const conflictId = /name="conflict_id" value="(cash_flow-[^"]+)"/.exec(page)?.[1]
    expect(conflictId).toBeTruthy()
    const missing = await browser.post('/plan/analysis?tab=conflicts', { intent: 'resolve', conflict_id: conflictId! })
    expect(missing.status).toBe(422)
    expect(await html(missing)).toContain('Choose one of the resolution options before applying.')
    const applied = await browser.post('/plan/analysis?tab=conflicts', {
      intent: 'resolve',
      conflict_id: conflictId!,
      option_type: 'reprioritize',
    })
    expect(applied.status).toBe(302)
    const after = await html(await browser.follow(applied))
    expect(after).toContain('Applied: Pause &quot;Rainy day fund&quot; until the others are funded.')
    expect(after).toContain('Conflicts Resolved')
    const goal = await getDb().Goal.findOne({ where: { user_id: userId, name: 'Rainy day fund' } })
    expect(goal?.status).toBe('paused')
  }, 60_000)

  it('accepts a recommendation, which stays accepted after a reload; refuses an invalid move', async () => {
    const { browser } = await tightHousehold()
    const page = await html(await browser.get('/plan/analysis?tab=recommendations'))
    const recId = /name="recommendation_id" value="([^"]+)"/.exec(page)?.[1]
    expect(recId).toBeTruthy()
    const wrong = await browser.post('/plan/analysis?tab=recommendations', {
      intent: 'status',
      recommendation_id: recId!,
      status: 'completed',
    })
    expect(wrong.status).toBe(409)
    expect(await html(wrong)).toContain('A new recommendation can only become viewed or accepted')
    const accepted = await browser.post('/plan/analysis?tab=recommendations', {
      intent: 'status',
      recommendation_id: recId!,
      status: 'accepted',
    })
    expect(accepted.status).toBe(302)
    await browser.follow(accepted)
    const reloaded = await html(await browser.get('/plan/analysis?tab=recommendations'))
    expect(reloaded).toMatch(new RegExp(`data-testid="rec-status-${recId}"[^>]*>Accepted<`))
    expect(reloaded).toContain('Mark as Completed')
  }, 60_000)

  it('downloads the Conflict Report and Action Plan as CSV and shows printable pages', async () => {
    const { browser } = await tightHousehold()
    const conflicts = await browser.get('/plan/analysis/conflicts.csv')
    expect(conflicts.headers.get('content-type')).toContain('text/csv')
    expect(conflicts.headers.get('content-disposition')).toMatch(/attachment; filename="wealthpath-conflict-report-/)
    const csv = await conflicts.text()
    expect(csv.split('\n')[0]).toContain('Conflict ID,Severity,Type,Description')
    expect(csv).toContain('Your goals need $4,000 a month')
    expect(csv).toContain('Rainy day fund')
    const plan = await (await browser.get('/plan/analysis/action-plan.csv')).text()
    expect(plan.split('\n')[0]).toContain('Recommendation ID,Title,When,Priority')
    expect(plan).toContain('Close the $1,200 monthly gap')
    const report = await html(await browser.get('/plan/analysis/report?kind=full'))
    expect(report).toContain('Intelligence Analysis')
    expect(report).toContain('House deposit')
    expect(report).toContain('Close the $1,200 monthly gap')
  }, 60_000)

  it('opens a knowledge document and answers 404 for an unknown one', async () => {
    const { browser } = await browserUser(server.base, { tag: 'analysis-kb' })
    const doc = await browser.get('/plan/analysis/knowledge/KB-001')
    expect(doc.status).toBe(200)
    expect(await html(doc)).toContain('Sources')
    expect((await browser.get('/plan/analysis/knowledge/XX-999')).status).toBe(404)
  })

  it("says 'Analysis Failed' with the spec's text when the simulation service is down", async () => {
    const { browser } = await tightHousehold()
    const saved = process.env.SIM_WORKER_URL
    process.env.SIM_WORKER_URL = `http://127.0.0.1:${await freePort()}`
    try {
      const page = await html(await browser.get('/plan/analysis'))
      expect(page).toContain('Analysis Failed')
      expect(page).toContain('Unable to analyze your goals. Please ensure you have completed Steps 2 and 3.')
      expect(page).toContain('Check Goals Setup')
    } finally {
      process.env.SIM_WORKER_URL = saved
    }
  }, 60_000)
})
