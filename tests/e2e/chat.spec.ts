import type { Page } from '@playwright/test'
import { expect, seedThroughApi, test } from './fixtures.ts'

// Step 6, the AI advisor chat. Runs with JavaScript on (the answer streams in, Enter sends) and
// off (a form post re-renders the conversation): playwright.config.ts projects.

async function ask(page: Page, question: string, withJs: boolean) {
  const input = page.getByRole('textbox', { name: 'Your question' })
  await input.fill(question)
  if (!withJs) {
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    return
  }
  // With JavaScript, Enter sends to the stream route and the answer arrives as server-sent events.
  const streamed = page.waitForResponse((r) => r.url().endsWith('/plan/chat/stream'))
  await input.press('Enter')
  const response = await streamed
  expect(response.headers()['content-type']).toMatch(/^text\/event-stream/)
  // The body is not read here: once the answer lands the page revalidates, and the browser may drop
  // a finished response's body (a race, seen in CI). The events themselves are checked in
  // tests/integration/chat-screen.test.ts; here the answer must show on the page (the caller's checks).
}

test('step 6: two turns with the facts used, the last payload in the Debug View, Clear Chat', async ({
  page,
  login,
}, testInfo) => {
  // Two model turns, the Debug View and a reload: more than the default 30 s on a busy machine.
  test.slow()
  const withJs = testInfo.project.name === 'js-enabled'
  const { email } = await login({ tag: 'chat.turns' })
  await seedThroughApi(page.request, email)

  await page.goto('/plan/chat')
  await expect(page.getByRole('heading', { level: 1, name: 'AI Financial Advisor' })).toBeVisible()
  await expect(page.getByTestId('chat-header')).toContainText('Provider: offline')
  await expect(page.getByTestId('chat-disclaimer')).toContainText('not personalized investment advice')
  await expect(page.getByTestId('suggestion-category')).toHaveCount(4)

  if (withJs) {
    // Shift+Enter adds a line instead of sending; the input grows, but not past 120 px.
    const input = page.getByRole('textbox', { name: 'Your question' })
    await input.fill('line one')
    for (let i = 0; i < 8; i++) await input.press('Shift+Enter')
    await expect(input).toHaveValue(/line one\n{8}/)
    const height = await input.evaluate((el) => el.getBoundingClientRect().height)
    expect(height).toBeGreaterThan(40)
    expect(height).toBeLessThanOrEqual(120)
    await expect(page.getByTestId('chat-user-message')).toHaveCount(0)
  }

  await ask(page, 'What is my net worth?', withJs)
  const answers = page.getByTestId('chat-assistant-message')
  await expect(answers).toHaveCount(1)
  await expect(answers.first()).toContainText('Net worth: $3,000')
  const firstFacts = answers.first().getByTestId('facts-used')
  await firstFacts.locator('summary').click()
  await expect(firstFacts).toContainText('Net worth: $3,000 — service finance.summary')

  await ask(page, 'How can I pay off my debt faster?', withJs)
  await expect(answers).toHaveCount(2)
  const secondFacts = answers.nth(1).getByTestId('facts-used')
  await secondFacts.locator('summary').click()
  await expect(secondFacts).toContainText(/Blue hatchback car loan \(auto loans\): \$12,000 — financial_entries #\d+/)
  await expect(page.getByTestId('chat-user-message')).toHaveCount(2)

  await page.goto('/plan/debug')
  const payload = page.getByTestId('debug-payload')
  await expect(payload).toContainText('Query: How can I pay off my debt faster?')
  await expect(payload).toContainText('Provider: offline')

  await page.goto('/plan/chat')
  await expect(answers).toHaveCount(2)
  await page.getByRole('button', { name: 'Clear Chat' }).click()
  await expect(page.getByTestId('toast')).toContainText('Chat cleared')
  await expect(answers).toHaveCount(0)
})
