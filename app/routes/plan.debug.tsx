import { Badge, Box, chakra, Flex, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import type { ReactNode } from 'react'
import { requireUser } from '~/auth/guards.server.ts'
import { Button } from '~/components/button.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'
import { MAX_QUERY_CHARS } from '~/schemas/vector.ts'
import { debugView, syncFromDebugView } from '~/services/vector/debug-view.server.ts'
import { TitledSection } from '~/components/titled-section.tsx'

// Step 7, the Debug View (spec 03 §2.13): what the vector index holds for the user, a search over
// it, and the last prompt sent to a language model with its content checks. Server-rendered:
// the search is a GET form, the documents and prompts are <details>, Sync Vector DB is a POST form.

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    return debugView(user.id, new URL(request.url).searchParams.get('q'))
  })
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const result = await syncFromDebugView(user.id)
    if (!result.ok) return Response.json({ syncError: result.error }, { status: 503 })
    return redirectWithToast('/plan/debug', {
      kind: 'success',
      title: 'Vector DB synced',
      description: `${result.documents} documents indexed.`,
    })
  })
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>
type VectorOk = Extract<Loaded['vector'], { ok: true }>
type PayloadOk = Extract<Extract<Loaded['payload'], { ok: true }>['payload'], { status: 'ok' }>

/** The spec's error cards (§8): a title and the message, as an alert. */
function ErrorCard({ title, message, testId }: { title: string; message: string; testId: string }) {
  return (
    <Box role="alert" bg="red.50" borderWidth="1px" borderColor="red.300" borderRadius="lg" p="4" data-testid={testId}>
      <Text fontWeight="semibold" color="red.800">
        {title}
      </Text>
      <Text color="red.700">{message}</Text>
    </Box>
  )
}

/** A disclosure that opens without JavaScript; the text keeps its line breaks. */
function Disclosure({ summary, text, testId }: { summary: ReactNode; text: string; testId?: string }) {
  return (
    <chakra.details data-testid={testId} borderWidth="1px" borderRadius="md" px="3" py="2">
      <chakra.summary cursor="pointer" fontSize="sm">
        {summary}
      </chakra.summary>
      <Text as="pre" mt="2" fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-word" fontFamily="mono">
        {text}
      </Text>
    </chakra.details>
  )
}

function SearchResults({ query, results }: { query: string; results: NonNullable<VectorOk['search']> }) {
  return (
    <Stack gap="2" mt="3" aria-label="Search results" as="section">
      <Text fontSize="sm" color="gray.700">{`${results.length} results for “${query}”`}</Text>
      {results.map((hit) => (
        <Disclosure
          key={`${hit.source}:${hit.id}`}
          testId="debug-search-result"
          summary={`${hit.id} · ${hit.metadata.type}/${hit.metadata.category} · score ${hit.score.toFixed(4)}${hit.source === 'knowledge_base' ? ' · knowledge base' : ''}`}
          text={hit.content}
        />
      ))}
    </Stack>
  )
}

function VectorContents({ vector, query }: { vector: VectorOk; query: string }) {
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <Text fontWeight="semibold" data-testid="debug-document-count">{`${vector.total_documents} documents`}</Text>
        <Text fontSize="sm" color="gray.600">
          {vector.last_updated ? `Last updated ${vector.last_updated}` : 'Not indexed yet'}
        </Text>
        {vector.stale ? <Badge colorPalette="orange">Out of date: your data changed since</Badge> : null}
        <Text fontSize="sm" color="gray.600">{`Backend: ${vector.debug_info.backend}`}</Text>
      </HStack>
      <Form method="get" role="search">
        <HStack gap="2">
          <Input
            name="q"
            type="search"
            aria-label="Search the vector database"
            placeholder="Search your documents, e.g. mortgage"
            defaultValue={query}
            maxLength={MAX_QUERY_CHARS}
            size="sm"
          />
          <Button type="submit" size="sm" variant="outline">
            Search
          </Button>
        </HStack>
      </Form>
      {vector.search ? <SearchResults query={query} results={vector.search} /> : null}
      {vector.documents.length === 0 ? (
        <Text color="gray.600">No documents indexed yet. Sync Vector DB builds them from your data.</Text>
      ) : (
        <Stack gap="2" aria-label="Indexed documents" as="section">
          {vector.documents.map((doc) => (
            <Disclosure
              key={doc.id}
              testId="debug-document"
              summary={`${doc.id} · ${doc.metadata.type}/${doc.metadata.category}`}
              text={doc.content}
            />
          ))}
        </Stack>
      )}
    </Stack>
  )
}

function Check({ label, passed, detail }: { label: string; passed: boolean; detail?: string }) {
  return (
    <Flex gap="2" align="center" data-testid="debug-check">
      <Badge colorPalette={passed ? 'green' : 'red'}>{passed ? 'Found' : 'Missing'}</Badge>
      <Text fontSize="sm">{`${label}${detail ? `: ${detail}` : ''}`}</Text>
    </Flex>
  )
}

function LastPayload({ payload }: { payload: PayloadOk }) {
  const { analysis } = payload
  return (
    <Stack gap="3" data-testid="debug-payload">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" fontSize="sm">
        <Text>{`Query: ${payload.query}`}</Text>
        <Text>{`Provider: ${payload.provider} (${payload.model})`}</Text>
        <Text>{`Timestamp: ${payload.timestamp}`}</Text>
        <Text>
          {`Sizes: system prompt ${payload.sizes.system_prompt} characters, user message ${payload.sizes.user_message}, total ${analysis.total_size}`}
        </Text>
      </SimpleGrid>
      <Stack gap="1" aria-label="Content analysis">
        <Check label="Retirement goals" passed={analysis.has_goals} />
        <Check
          label="DTI ratio"
          passed={analysis.has_dti}
          detail={analysis.dti_value !== null ? `${analysis.dti_value}%` : undefined}
        />
        <Check label="Interest rates" passed={analysis.has_interest_rates} />
      </Stack>
      <Disclosure summary="System prompt" text={payload.system_prompt} testId="debug-system-prompt" />
      <Disclosure summary="User message" text={payload.user_message} testId="debug-user-message" />
    </Stack>
  )
}

function PayloadSection({ payload }: { payload: Loaded['payload'] }) {
  if (!payload.ok) return <ErrorCard title="LLM Payload Error" message={payload.error} testId="payload-error" />
  if (payload.payload.status === 'empty') {
    return (
      <Stack gap="1" data-testid="debug-payload-empty">
        <Text>{payload.payload.message}</Text>
        <Text fontSize="sm" color="gray.600">
          Ask a question in the AI Advisor Chat (Step 6) and its prompt shows here.
        </Text>
      </Stack>
    )
  }
  return <LastPayload payload={payload.payload} />
}

export default function DebugView() {
  const { query, vector, payload } = useLoaderData<typeof loader>()
  const actionData = useActionData<{ syncError?: string }>()
  return (
    <Stack gap="5">
      <Flex justify="space-between" align="flex-end" wrap="wrap" gap="3">
        <Box>
          <Text color="gray.600" fontSize="sm">
            Step 7
          </Text>
          <Heading as="h1" size="xl">
            Debug View
          </Heading>
          <Text color="gray.600">What the vector database holds for you and what the AI advisor was last sent.</Text>
        </Box>
        <HStack gap="2">
          <Form method="post">
            <Button type="submit" colorPalette="blue">
              Sync Vector DB
            </Button>
          </Form>
          <Button asChild variant="outline">
            <Link to="/plan/debug" reloadDocument>
              Refresh All
            </Link>
          </Button>
        </HStack>
      </Flex>
      {actionData?.syncError ? (
        <ErrorCard title="Vector Sync Error" message={actionData.syncError} testId="sync-error" />
      ) : null}
      <TitledSection id="debug-vector" title="Vector database contents">
        {vector.ok ? (
          <VectorContents vector={vector} query={query} />
        ) : (
          <ErrorCard title="Vector DB Error" message={vector.error} testId="vector-error" />
        )}
      </TitledSection>
      <TitledSection id="debug-payload-heading" title="Last AI payload">
        <PayloadSection payload={payload} />
      </TitledSection>
    </Stack>
  )
}

export const meta: MetaFunction = () => [{ title: 'Debug View · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
