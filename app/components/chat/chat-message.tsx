import { Badge, Box, chakra, HStack, Stack, Text } from '@chakra-ui/react'
import { Form } from '@remix-run/react'
import { Button } from '../button.tsx'

// One message of the conversation. An assistant message shows the facts it used (each with its
// source record), its confidence, assumptions and warnings, and a clarification's options as
// buttons that send the option as the next question.

export type ChatMessageView = {
  id: number
  role: 'user' | 'assistant'
  content: string
  facts_used: { tool: string; label: string; value: string; source_text: string }[]
  confidence: string | null
  assumptions: string[]
  warnings: string[]
  is_clarify: boolean
  clarify: { message: string; options: { label: string }[]; fallbacks: { label: string }[] } | null
  provider: string | null
  tool_calls: number
}

function FactsUsed({ facts }: { facts: ChatMessageView['facts_used'] }) {
  if (facts.length === 0) return null
  return (
    <chakra.details data-testid="facts-used" mt="2" fontSize="sm">
      <chakra.summary cursor="pointer">{`Facts used (${facts.length})`}</chakra.summary>
      <chakra.ul ps="5" mt="1">
        {facts.map((f) => (
          <li key={`${f.tool}:${f.label}`}>{`${f.label}: ${f.value} — ${f.source_text}`}</li>
        ))}
      </chakra.ul>
    </chakra.details>
  )
}

function ClarifyOptions({
  clarify,
  sessionId,
}: {
  clarify: NonNullable<ChatMessageView['clarify']>
  sessionId: number | null
}) {
  return (
    <HStack gap="2" wrap="wrap" mt="2" data-testid="clarify-options">
      {[...clarify.options, ...clarify.fallbacks].map((o) => (
        <Form method="post" key={o.label}>
          <input type="hidden" name="intent" value="send" />
          <input type="hidden" name="session_id" value={sessionId ?? ''} />
          <input type="hidden" name="message" value={o.label} />
          <Button type="submit" size="xs" variant="outline">
            {o.label}
          </Button>
        </Form>
      ))}
    </HStack>
  )
}

function Notes({ title, items, palette }: { title: string; items: string[]; palette: 'orange' | 'gray' }) {
  if (items.length === 0) return null
  return (
    <Box mt="2" fontSize="sm" data-testid={`message-${title.toLowerCase()}`}>
      <Badge colorPalette={palette}>{title}</Badge>
      <chakra.ul ps="5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </chakra.ul>
    </Box>
  )
}

export function ChatMessageItem({ message, sessionId }: { message: ChatMessageView; sessionId: number | null }) {
  const mine = message.role === 'user'
  return (
    <Box
      data-testid={mine ? 'chat-user-message' : 'chat-assistant-message'}
      alignSelf={mine ? 'flex-end' : 'flex-start'}
      maxW="85%"
      bg={mine ? 'blue.50' : 'white'}
      borderWidth="1px"
      borderRadius="lg"
      p="3"
    >
      <Text fontSize="xs" color="gray.600">
        {mine ? 'You' : `Advisor${message.provider ? ` · ${message.provider}` : ''}`}
      </Text>
      <Text whiteSpace="pre-wrap">{message.content}</Text>
      {mine ? null : (
        <Stack gap="0">
          {message.confidence ? (
            <Text
              fontSize="xs"
              color="gray.600"
            >{`Confidence: ${message.confidence} · ${message.tool_calls} tool calls`}</Text>
          ) : null}
          <FactsUsed facts={message.facts_used} />
          <Notes title="Assumptions" items={message.assumptions} palette="gray" />
          <Notes title="Warnings" items={message.warnings} palette="orange" />
          {message.clarify ? <ClarifyOptions clarify={message.clarify} sessionId={sessionId} /> : null}
        </Stack>
      )}
    </Box>
  )
}
