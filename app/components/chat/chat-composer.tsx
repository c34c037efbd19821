import { Box, chakra, Stack, Text } from '@chakra-ui/react'
import { Form, useRevalidator } from '@remix-run/react'
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { Button } from '../button.tsx'

// The message input. Without JavaScript it is a plain form post to /plan/chat, which stores the
// turn and re-renders the conversation. With JavaScript the same form is sent to the stream
// route and the answer grows in place (server-sent events); Enter sends, Shift+Enter adds a
// newline, and the input grows with its text up to 120 px.

const MAX_INPUT_PX = 120

type Pending = { question: string; tools: string[]; answer: string; error: string | null; doneId: number | null }

type StreamEvent = { name: string; data: unknown }

function parseEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const blocks = buffer.split('\n\n')
  const rest = blocks.pop() ?? ''
  const events = blocks.flatMap((block) => {
    const name = /^event: (.*)$/m.exec(block)?.[1]
    const data = /^data: (.*)$/m.exec(block)?.[1]
    return name && data ? [{ name, data: JSON.parse(data) as unknown }] : []
  })
  return { events, rest }
}

function applyEvent(pending: Pending, { name, data }: StreamEvent): Pending {
  if (name === 'tool' && typeof data === 'object' && data && 'tool' in data) {
    return { ...pending, tools: [...pending.tools, String(data.tool)] }
  }
  if (name === 'answer' && typeof data === 'string') return { ...pending, answer: pending.answer + data }
  if (name === 'done' && typeof data === 'object' && data && 'message' in data) {
    const message = data.message
    const id = typeof message === 'object' && message && 'id' in message ? Number(message.id) : null
    return { ...pending, doneId: id }
  }
  if (name === 'error' && typeof data === 'object' && data && 'message' in data) {
    return { ...pending, error: String(data.message) }
  }
  return pending
}

async function streamTurn(form: HTMLFormElement, update: (f: (p: Pending) => Pending) => void) {
  const fields = [...new FormData(form)].flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : []))
  const response = await fetch('/plan/chat/stream', { method: 'POST', body: new URLSearchParams(fields) })
  if (!response.ok || !response.body) {
    update((p) => ({ ...p, error: `Chat API error: ${response.status} - Failed to send message` }))
    return
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    const parsed = parseEvents(buffer + value)
    buffer = parsed.rest
    for (const event of parsed.events) update((p) => applyEvent(p, event))
  }
}

function PendingTurn({ pending }: { pending: Pending }) {
  return (
    <Stack gap="2" data-testid="chat-pending">
      <Box alignSelf="flex-end" bg="blue.50" borderWidth="1px" borderRadius="lg" p="3" maxW="85%">
        <Text whiteSpace="pre-wrap">{pending.question}</Text>
      </Box>
      <Box alignSelf="flex-start" bg="white" borderWidth="1px" borderRadius="lg" p="3" maxW="85%" aria-live="polite">
        {pending.tools.length > 0 ? (
          <Text fontSize="xs" color="gray.600">{`Looked up: ${pending.tools.join(', ')}`}</Text>
        ) : (
          <Text fontSize="xs" color="gray.600">
            Looking up your figures…
          </Text>
        )}
        <Text whiteSpace="pre-wrap" data-testid="chat-streaming-answer">
          {pending.answer}
        </Text>
        {pending.error ? (
          <Text role="alert" color="red.700">
            {pending.error}
          </Text>
        ) : null}
      </Box>
    </Stack>
  )
}

const SELECTS = [
  { name: 'provider', label: 'Provider', options: ['auto', 'openai', 'gemini', 'claude', 'offline'], value: 'auto' },
  { name: 'model_tier', label: 'Model tier', options: ['dev', 'prod'], value: 'dev' },
  {
    name: 'insight_level',
    label: 'Insight level',
    options: ['direct', 'balanced', 'comprehensive'],
    value: 'balanced',
  },
]

/** LLM Settings: the provider asked for first (the configured ones still answer), tier and depth. */
function LlmSettings() {
  return (
    <chakra.details fontSize="sm">
      <chakra.summary cursor="pointer">LLM Settings</chakra.summary>
      <Stack gap="1" mt="1">
        {SELECTS.map((s) => (
          <chakra.label key={s.name} display="flex" gap="2" alignItems="center">
            {s.label}
            <chakra.select name={s.name} defaultValue={s.value} borderWidth="1px" borderRadius="sm" px="1">
              {s.options.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </chakra.select>
          </chakra.label>
        ))}
      </Stack>
    </chakra.details>
  )
}

export function ChatComposer({
  sessionId,
  storedIds,
  formError,
}: {
  sessionId: number | null
  storedIds: number[]
  formError: string | null
}) {
  const [pending, setPending] = useState<Pending | null>(null)
  const revalidator = useRevalidator()
  const input = useRef<HTMLTextAreaElement>(null)
  // The streamed turn gives way to the stored one once the reloaded conversation has it.
  useEffect(() => {
    if (pending?.doneId && storedIds.includes(pending.doneId)) setPending(null)
  }, [pending, storedIds])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const question = input.current?.value.trim() ?? ''
    if (!question || (pending && !pending.error && !pending.doneId)) return
    setPending({ question, tools: [], answer: '', error: null, doneId: null })
    const update = (f: (p: Pending) => Pending) => setPending((p) => (p ? f(p) : p))
    try {
      await streamTurn(form, update)
    } catch {
      update((p) => ({ ...p, error: 'Failed to send message' }))
    }
    if (input.current) {
      input.current.value = ''
      input.current.style.height = 'auto'
    }
    // Reload the stored conversation: the header's costs and the facts used come from it.
    revalidator.revalidate()
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    event.currentTarget.form?.requestSubmit()
  }

  function grow() {
    const el = input.current
    if (!el) return
    el.style.height = 'auto'
    el.style.height = `${Math.min(el.scrollHeight, MAX_INPUT_PX)}px`
  }

  return (
    <Stack gap="2">
      {pending ? <PendingTurn pending={pending} /> : null}
      <Form method="post" onSubmit={onSubmit} aria-label="Send a message">
        <input type="hidden" name="intent" value="send" />
        <input type="hidden" name="session_id" value={sessionId ?? ''} />
        <Stack gap="2">
          <chakra.label htmlFor="chat-message" fontSize="sm" fontWeight="medium">
            Your question
          </chakra.label>
          <chakra.textarea
            id="chat-message"
            ref={input}
            name="message"
            rows={1}
            required
            maxLength={2000}
            placeholder="Ask about your retirement, investing, taxes or expenses"
            onKeyDown={onKeyDown}
            onInput={grow}
            maxH={`${MAX_INPUT_PX}px`}
            resize="none"
            borderWidth="1px"
            borderRadius="md"
            px="3"
            py="2"
            bg="white"
            aria-invalid={formError ? true : undefined}
            aria-describedby={formError ? 'chat-message-error' : undefined}
          />
          {formError ? (
            <Text id="chat-message-error" role="alert" color="red.700" fontSize="sm">
              {formError}
            </Text>
          ) : null}
          <Text fontSize="xs" color="gray.600">
            Enter sends; Shift+Enter adds a new line.
          </Text>
          <LlmSettings />
          <Button type="submit" colorPalette="blue" alignSelf="flex-start">
            Send
          </Button>
        </Stack>
      </Form>
    </Stack>
  )
}
