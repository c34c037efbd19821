import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react'
import { Link } from '~/components/link.tsx'

// The knowledge base on the advisory page (the target of Professional Insights' "View All
// Knowledge"): every document the advisor may cite, each opening at its own page.

export type KnowledgeListItem = { kb_id: string; title: string; category: string }

export const KNOWLEDGE_LIST_ID = 'knowledge'

export function KnowledgeList({ documents }: { documents: KnowledgeListItem[] }) {
  return (
    <Box
      as="section"
      id={KNOWLEDGE_LIST_ID}
      aria-labelledby="knowledge-heading"
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      p="5"
    >
      <Heading as="h2" id="knowledge-heading" size="md" mb="1">
        Knowledge Base
      </Heading>
      <Text fontSize="sm" color="gray.700" mb="3">
        The documents the advisor cites, and nothing else.
      </Text>
      <Stack as="ul" gap="2" listStyleType="none">
        {documents.map((doc) => (
          <Box as="li" key={doc.kb_id} display="flex" gap="2" alignItems="baseline" flexWrap="wrap">
            <Badge variant="outline">{doc.kb_id}</Badge>
            <Link to={`/plan/analysis/knowledge/${doc.kb_id}`}>{doc.title}</Link>
          </Box>
        ))}
      </Stack>
    </Box>
  )
}
