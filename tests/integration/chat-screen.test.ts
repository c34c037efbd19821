import { describe, expect, it } from 'vitest'
import { seedDemoHousehold } from '../../seeds/demo-household.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { browserUser } from '../helpers/users.ts'
import { removeVectorKeysAfterAll } from '../helpers/vector-redis.ts'

// Step 6, the chat screen (03 §2.12), as a browser without JavaScript sees it: every control is
// a form post that stores the turn and re-renders the conversation; plus the stream route the
// screen uses with JavaScript.
for (const name of ['OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'GEMINI_API_KEY', 'GOOGLE_API_KEY', 'LLM_PROVIDER']) {
  delete process.env[name]
}

const server = useTestServer()

removeVectorKeysAfterAll()

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

async function demoBrowser() {
  const account = await browserUser(server.base)
  await seedDemoHousehold(account.userId)
  return account
}

const sessionIdOf = (html: string) => Number(/name="session_id" value="(\d+)"/.exec(html)?.[1])

describe('/plan/chat without JavaScript', () => {
  it('shows the header, suggested questions in four categories and the disclaimer', async () => {
    const { browser } = await demoBrowser()
    const page = await browser.get('/plan/chat')
    expect(page.status).toBe(200)
    const html = await page.text()
    const visible = text(html)
    expect(visible).toContain('AI Financial Advisor')
    expect(visible).toContain('Chat using real-time data from your financial profile')
    expect(visible).toMatch(/Provider: offline/)
    expect(visible).toContain('Session total: $0.0000')
    for (const label of ['Sync Finances', 'AI Memory: On', 'Clear Chat', 'Context & Usage', 'Suggested Questions']) {
      expect(visible).toContain(label)
    }
    for (const category of ['Retirement', 'Investing', 'Taxes', 'Expenses']) expect(visible).toContain(category)
    expect(html.match(/data-testid="suggestion-category"/g)).toHaveLength(4)
    expect(visible).toContain('not personalized investment advice')
  })

  it('a form post stores two turns and re-renders the conversation with the facts used; Clear Chat starts over', async () => {
    const { browser } = await demoBrowser()
    // Viewing the chat stores nothing: before the first message the form's session field is empty,
    // and the first message starts the session.
    const first = await (await browser.get('/plan/chat')).text()
    expect(first).toContain('name="session_id" value=""')
    const sent = await browser.post('/plan/chat', { intent: 'send', session_id: '', message: 'What is my net worth?' })
    expect(sent.status).toBe(302)
    const sessionId = sessionIdOf(await (await browser.get('/plan/chat')).text())
    expect(sessionId).toBeGreaterThan(0)
    await browser.post('/plan/chat', {
      intent: 'send',
      session_id: String(sessionId),
      message: 'How can I pay off my debt faster?',
    })
    const html = await (await browser.get('/plan/chat')).text()
    const visible = text(html)
    expect(visible).toContain('What is my net worth?')
    expect(visible).toContain('How can I pay off my debt faster?')
    expect(html.match(/data-testid="chat-assistant-message"/g)).toHaveLength(2)
    expect(html.match(/data-testid="facts-used"/g)).toHaveLength(2)
    expect(visible).toMatch(/Net worth: \$[\d,]+ — service finance\.summary/)
    expect(visible).toMatch(/financial_entries #\d+/)

    const cleared = await browser.follow(await browser.post('/plan/chat', { intent: 'clear' }))
    const after = await cleared.text()
    expect(sessionIdOf(after)).toBeGreaterThan(sessionId)
    expect(after).not.toContain('data-testid="chat-assistant-message"')
    expect(text(after)).toContain('Chat cleared')
  })

  it('an empty message is a 422 with the message; AI Memory toggles', async () => {
    const { browser } = await demoBrowser()
    const empty = await browser.post('/plan/chat', { intent: 'send', message: '  ' })
    expect(empty.status).toBe(422)
    expect(text(await empty.text())).toContain('Type a question first')
    const off = await browser.follow(await browser.post('/plan/chat', { intent: 'memory', enabled: 'off' }))
    expect(text(await off.text())).toContain('AI Memory: Off')
  })

  it('a clarification offers its options as buttons that send them', async () => {
    const { browser } = await demoBrowser()
    await browser.post('/plan/chat', { intent: 'send', message: 'money' })
    const html = await (await browser.get('/plan/chat')).text()
    expect(html).toContain('data-testid="clarify-options"')
    expect(html).toContain('value="How is my retirement saving going?"')
  })
})

describe('/plan/chat/stream (the screen with JavaScript)', () => {
  it('streams the tools, the answer in pieces and the stored message', async () => {
    const { browser } = await demoBrowser()
    const response = await browser.post('/plan/chat/stream', {
      message: 'How many months does my emergency fund cover?',
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const body = await response.text()
    const events = [...body.matchAll(/^event: (\w+)$/gm)].map((m) => m[1])
    expect(events.filter((e) => e === 'tool').length).toBeGreaterThan(0)
    expect(events.filter((e) => e === 'answer').length).toBeGreaterThan(0)
    expect(events.at(-1)).toBe('done')
    const answer = [...body.matchAll(/^event: answer\ndata: (.*)$/gm)].map((m) => JSON.parse(m[1]) as string).join('')
    const done = JSON.parse(/^event: done\ndata: (.*)$/m.exec(body)![1])
    expect(answer).toBe(done.message.content)
    expect(answer).toContain('Emergency fund coverage')
  })

  it('answers 422 for an empty message and sends the login page no stream', async () => {
    const { browser } = await demoBrowser()
    expect((await browser.post('/plan/chat/stream', { message: '' })).status).toBe(422)
  })
})
