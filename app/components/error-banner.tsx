/**
 * The red banner of the investment, retirement and tax panels (spec 8): 'Error: …', one line a
 * message. Static classes (app/styles/screens.css): the data-entry screen draws it and loads no Chakra.
 */
export function ErrorBanner({
  message,
  messages = message ? [message] : [],
  testId = 'error-banner',
}: {
  message?: string | null
  messages?: string[]
  testId?: string
}) {
  if (messages.length === 0) return null
  return (
    <div role="alert" className="wp-error-banner" data-testid={testId}>
      {messages.map((text) => (
        <p key={text}>{`Error: ${text}`}</p>
      ))}
    </div>
  )
}

/**
 * Every message a conform form holds (its own and its fields'), once each. A panel's banner
 * repeats them from the form's state rather than from the action's answer, so it reads the
 * same when JavaScript stops the post in the browser as when the server refuses it.
 */
export function formMessages(allErrors: Record<string, string[] | undefined>) {
  return [...new Set(Object.values(allErrors).flatMap((messages) => messages ?? []))]
}
