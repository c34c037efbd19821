import { Badge, Box, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { Button } from '~/components/button.tsx'
import { ChatComposer } from '~/components/chat/chat-composer.tsx'
import { ChatMessageItem } from '~/components/chat/chat-message.tsx'
import { ContextUsage, SuggestedQuestions } from '~/components/chat/chat-side.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { orServiceUnavailable, submitForm } from '~/http/screen.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'
import { ChatScreenActionSchema } from '~/schemas/chat.ts'
import { chatScreen, clearChat, syncFinances, toggleMemory } from '~/services/chat/screen.server.ts'
import { sendChatMessage } from '~/services/chat/service.server.ts'

// Step 6, the AI Financial Advisor chat (03 §2.12). Every control is a form: without JavaScript
// a post stores the turn and the page re-renders the conversation; with it, the composer
// streams the answer from /plan/chat/stream.

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    return chatScreen(user.id)
  })
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    return submitForm(await request.formData(), ChatScreenActionSchema, async (value) => {
      if (value.intent === 'send') {
        await sendChatMessage(user.id, value)
        return redirect('/plan/chat#latest')
      }
      if (value.intent === 'clear') {
        await clearChat(user.id)
        return redirectWithToast('/plan/chat', {
          kind: 'success',
          title: 'Chat cleared',
          description: 'A new session has started.',
        })
      }
      if (value.intent === 'memory') {
        await toggleMemory(user.id, value.enabled === 'on')
        return redirect('/plan/chat')
      }
      const synced = await syncFinances(user.id)
      if (!synced.ok) return data({ syncError: synced.error }, { status: 503 })
      return redirectWithToast('/plan/chat', {
        kind: 'success',
        title: 'Finances synced',
        description: `${synced.documents} documents indexed.`,
      })
    })
  })
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>

const SYNC_LABEL = { synced: 'Synced', pending: 'Sync pending', error: 'Sync failed - click to retry' }

function Header({ screen, syncError }: { screen: Loaded; syncError: string | null }) {
  const { estimate, usage, session } = screen
  return (
    <Stack gap="3">
      <Box>
        <Text color="gray.600" fontSize="sm">
          Step 6
        </Text>
        <Heading as="h1" size="xl">
          AI Financial Advisor
        </Heading>
        <Text color="gray.600">Chat using real-time data from your financial profile.</Text>
      </Box>
      <HStack gap="2" wrap="wrap" fontSize="sm" data-testid="chat-header">
        <Badge colorPalette="blue">{`Provider: ${estimate.provider} (${estimate.model})`}</Badge>
        <Badge>{`Cost per message: ${estimate.usd === null ? 'unpriced' : `~$${estimate.usd.toFixed(4)}`}`}</Badge>
        <Badge data-testid="session-total">{`Session total: $${usage.session_total_usd.toFixed(4)}`}</Badge>
        <Badge>{`AI memory: ${session.memory_enabled ? `${screen.memoryInsights} insights` : 'off'}`}</Badge>
        <Badge colorPalette={screen.sync === 'synced' ? 'green' : screen.sync === 'error' ? 'red' : 'orange'}>
          {syncError ?? SYNC_LABEL[screen.sync]}
        </Badge>
      </HStack>
      <HStack gap="2" wrap="wrap">
        <Form method="post">
          <input type="hidden" name="intent" value="sync" />
          <Button type="submit" size="sm" variant="outline">
            Sync Finances
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="memory" />
          <input type="hidden" name="enabled" value={session.memory_enabled ? 'off' : 'on'} />
          <Button type="submit" size="sm" variant="outline" aria-pressed={session.memory_enabled}>
            {`AI Memory: ${session.memory_enabled ? 'On' : 'Off'}`}
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="clear" />
          <Button type="submit" size="sm" variant="outline" colorPalette="red">
            Clear Chat
          </Button>
        </Form>
      </HStack>
    </Stack>
  )
}

function formErrorOf(actionData: unknown): string | null {
  if (typeof actionData !== 'object' || !actionData || !('result' in actionData)) return null
  const result = actionData.result
  if (typeof result !== 'object' || !result || !('error' in result)) return null
  const errors = result.error
  if (typeof errors !== 'object' || !errors) return null
  const first = Object.values(errors).flat()[0]
  return typeof first === 'string' ? first : null
}

export default function ChatScreen() {
  const screen = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const syncError = actionData && 'syncError' in actionData ? actionData.syncError : null
  const { session, messages } = screen
  return (
    <Stack gap="4">
      <Header screen={screen} syncError={syncError} />
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start">
        <Stack gap="3" gridColumn={{ lg: 'span 2' }}>
          <Stack
            gap="3"
            h="600px"
            overflowY="auto"
            bg="gray.50"
            borderWidth="1px"
            borderRadius="lg"
            p="3"
            aria-label="Conversation"
            data-testid="chat-window"
          >
            {messages.length === 0 ? (
              <Text color="gray.600">
                Hello! I answer from your own figures: net worth, cash flow, goals, projections, taxes and retirement.
                Ask a question or pick a suggested one.
              </Text>
            ) : null}
            {messages.map((m) => (
              <ChatMessageItem key={m.id} message={m} sessionId={session.id} />
            ))}
            <Box id="latest" />
          </Stack>
          <ChatComposer
            sessionId={session.id}
            storedIds={messages.map((m) => m.id)}
            formError={formErrorOf(actionData)}
          />
          <ContextUsage
            rows={screen.usage.last_five}
            totalUsd={screen.usage.session_total_usd}
            totalTokens={screen.usage.session_total_tokens}
          />
        </Stack>
        <SuggestedQuestions suggestions={screen.suggestions} sessionId={session.id} />
      </SimpleGrid>
      <Flex>
        <Text fontSize="sm" color="gray.600" data-testid="chat-disclaimer">
          This chat gives general information from your own figures, not personalized investment advice.
        </Text>
      </Flex>
    </Stack>
  )
}

export const meta: MetaFunction = () => [{ title: 'AI Advisor Chat · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
