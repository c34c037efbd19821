import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { singleton } from '../../db/singleton.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { browserUser } from '../helpers/users.ts'
import { ADVISORY_SECTION_TITLES } from '../../app/lib/advisory-report.ts'

// The advisory page without JavaScript: the generate form post, the progress page that refreshes
// itself while a run is going, Clear Report, and the per-user allowance on the form.
for (const name of ['OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'GEMINI_API_KEY', 'GOOGLE_API_KEY', 'LLM_PROVIDER']) {
  delete process.env[name]
}
process.env.SIM_WORKER_URL = 'http://127.0.0.1:9'
process.env.ADVISORY_MAX_PER_WINDOW = '2'

const server = useTestServer()

describe('the advisory page without JavaScript', () => {
  it('a form post generates the report, a refresh shows it, Clear Report removes it', async () => {
    const { browser } = await browserUser(server.base)
    const empty = await (await browser.get('/plan/advisory')).text()
    expect(empty).toContain('No advisory report yet')
    // The knowledge list "View All Knowledge" leads to: every document, each linked to its page.
    expect(empty).toContain('id="knowledge"')
    for (const id of ['KB-001', 'KB-003', 'IRS-001', 'REG-001']) {
      expect(empty).toContain(`href="/plan/analysis/knowledge/${id}"`)
    }
    const posted = await browser.post('/plan/advisory', {
      intent: 'generate',
      mode: 'deterministic',
      provider: 'offline',
      tier: 'dev',
    })
    expect(posted.status).toBe(302)
    const page = await (await browser.follow(posted)).text()
    for (const section of Object.values(ADVISORY_SECTION_TITLES)) {
      expect(page).toContain(section)
    }
    expect(page).toMatch(/Mode (<!-- -->)?deterministic/)
    const cleared = await browser.post('/plan/advisory', { intent: 'clear' })
    expect(cleared.headers.get('location')).toBe('/plan/advisory')
    expect(await (await browser.get('/plan/advisory')).text()).toContain('No advisory report yet')
  })

  it('while a run is going the progress page refreshes itself; when it is not, it goes back', async () => {
    const { browser, userId } = await browserUser(server.base)
    const idle = await browser.get('/plan/advisory/progress')
    expect(idle.status).toBe(302)
    expect(idle.headers.get('location')).toBe('/plan/advisory')

    // A run held open: the app process and this test share the runs map (the same process).
    const runs = singleton('advisory-runs', () => new Map<number, Promise<void>>())
    let finish = () => {}
    runs.set(userId, new Promise<void>((resolve) => (finish = resolve)))
    const now = new Date()
    await getDb().AdvisoryReportRow.create({
      user_id: userId,
      mode: 'deterministic',
      status: 'generating',
      requested_provider: 'offline',
      tier: 'dev',
      provider: null,
      model: null,
      report: null,
      cost_nano_usd: null,
      duration_ms: null,
      attempts: 0,
      attempt_log: '[]',
      audits: '[]',
      fallback: null,
      error: null,
      created_at: now,
      updated_at: now,
    })
    try {
      const progress = await browser.get('/plan/advisory/progress')
      expect(progress.status).toBe(200)
      const html = await progress.text()
      expect(html).toMatch(/<meta http-equiv="refresh" content="2"\/?>/)
      expect(html).toContain('Generating your advisory report')
      // A second generate joins the run instead of starting another.
      const again = await browser.post('/plan/advisory', { intent: 'generate' })
      expect(again.headers.get('location')).toBe('/plan/advisory/progress')
    } finally {
      runs.delete(userId)
      finish()
    }
    // A row left generating by no run reads as interrupted.
    expect(await (await browser.get('/plan/advisory')).text()).toContain('The generation was interrupted')
  })

  it('past the allowance the form shows the 429 message', async () => {
    const { browser } = await browserUser(server.base)
    for (let i = 0; i < 2; i++)
      expect((await browser.post('/plan/advisory', { intent: 'generate', provider: 'offline' })).status).toBe(302)
    const refused = await browser.post('/plan/advisory', { intent: 'generate', provider: 'offline' })
    expect(refused.status).toBe(429)
    expect(await refused.text()).toContain('You have generated 2 advisory reports in the last 60 minutes')
  })
})
