import { Box, Text } from '@chakra-ui/react'

/** The red banner of the investment, retirement and tax panels (spec 8): 'Error: …', one line a message. */
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
    <Box
      role="alert"
      bg="red.50"
      borderWidth="1px"
      borderColor="red.300"
      color="red.700"
      borderRadius="md"
      px="4"
      py="3"
      mb="4"
      data-testid={testId}
    >
      {messages.map((text) => (
        <Text key={text}>{`Error: ${text}`}</Text>
      ))}
    </Box>
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
