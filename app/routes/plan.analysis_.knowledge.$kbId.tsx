import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { findKnowledgeDocument } from '../lib/knowledge-base.ts'

// The citation viewer: the full knowledge-base document behind a Professional Insight.

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: `${loaded?.doc.title ?? 'Knowledge document'} · WealthPath` },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request)
  const id = params.kbId ?? ''
  const doc = /^[A-Za-z]{2,4}-\d{3}$/.test(id) ? findKnowledgeDocument(id) : null
  if (!doc) throw data('Knowledge document not found', { status: 404 })
  return { doc }
}

export default function KnowledgeDocument() {
  const { doc } = useLoaderData<typeof loader>()
  return (
    <Stack gap="4" as="article" aria-labelledby="kb-title">
      <Text fontSize="sm">
        <Link to="/plan/analysis">← Back to the analysis</Link>
      </Text>
      <HStack gap="2">
        <Badge variant="outline">{doc.kb_id}</Badge>
        <Badge>{doc.category.replace('_', ' ')}</Badge>
        <Text fontSize="sm" color="gray.600">{`Last updated ${doc.last_updated}`}</Text>
      </HStack>
      <Heading as="h1" size="xl" id="kb-title">
        {doc.title}
      </Heading>
      <Box bg="white" borderWidth="1px" borderRadius="lg" p="5" whiteSpace="pre-line">
        {doc.content}
      </Box>
      {doc.sources.length ? (
        <Box>
          <Heading as="h2" size="sm">
            Sources
          </Heading>
          <Stack as="ul" ps="5" gap="0" fontSize="sm">
            {doc.sources.map((source) => (
              <li key={source}>{source}</li>
            ))}
          </Stack>
        </Box>
      ) : null}
      {doc.tags.length ? <Text fontSize="sm" color="gray.600">{`Tags: ${doc.tags.join(', ')}`}</Text> : null}
      {doc.related_documents.length ? (
        <Box>
          <Heading as="h2" size="sm">
            Related documents
          </Heading>
          <HStack gap="3" wrap="wrap">
            {doc.related_documents.map((id) => (
              <Link key={id} to={`/plan/analysis/knowledge/${id}`}>
                {id}
              </Link>
            ))}
          </HStack>
        </Box>
      ) : null}
    </Stack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
