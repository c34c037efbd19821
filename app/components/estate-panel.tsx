import { Badge, Box, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { GapList, groupByType, RetryError, TypeGroup } from '~/components/planning-panel.tsx'
import {
  Card,
  displayDate,
  EmptyState,
  Facts,
  labelOf,
  PrimaryLink,
  RowActions,
  SectionHeader,
  Tile,
} from '~/components/profile-overview.tsx'
import { profileTabHref } from '~/lib/profile-tabs.ts'
import {
  ESTATE_DELETE_MESSAGE,
  ESTATE_LOAD_ERROR,
  ESTATE_DOCUMENT_STATUS_LABELS,
  ESTATE_DOCUMENT_TYPE_LABELS,
  ESTATE_DOCUMENT_TYPES,
} from '~/schemas/estate.ts'
import type { EstateDocumentDto, EstateSummary } from '~/services/profile/estate.server.ts'

// The Estate Planning tab of Profile Management: stat cards, gaps, documents grouped by
// type. Every action is a link to a page of its own, so it all works without JavaScript.

const STATUS_COLOURS: Record<string, string> = {
  current: 'green',
  needs_update: 'orange',
  missing: 'red',
  in_progress: 'blue',
}

function DocumentCard({ document }: { document: EstateDocumentDto }) {
  return (
    <Card
      headingAs="h4"
      title={document.document_name}
      actions={
        <RowActions
          to={`/plan/profile/estate/${document.id}`}
          name={document.document_name}
          deleteMessage={ESTATE_DELETE_MESSAGE}
        />
      }
    >
      <Badge colorPalette={STATUS_COLOURS[document.status] ?? 'gray'} mb="2" data-testid="document-status">
        {labelOf(ESTATE_DOCUMENT_STATUS_LABELS, document.status)}
      </Badge>
      <Facts
        rows={[
          ['Last Updated', displayDate(document.last_updated)],
          ['Next Review', displayDate(document.next_review_date)],
          ['Attorney', document.attorney_contact],
          ['Location', document.document_location],
        ]}
      />
    </Card>
  )
}

export function EstatePlanningTab({
  documents,
  summary,
  error,
}: {
  documents: EstateDocumentDto[]
  summary: EstateSummary | null
  error: string | null
}) {
  // The full-panel error only when no summary could be read (spec section 8).
  if (!summary) return <RetryError message={error ?? ESTATE_LOAD_ERROR} retryTo={profileTabHref('estate-planning')} />
  const byStatus = summary.documents_by_status
  const needUpdates = (byStatus.needs_update ?? 0) + (byStatus.missing ?? 0)
  const groups = groupByType(ESTATE_DOCUMENT_TYPES, documents, (document) => document.document_type)

  return (
    <Stack gap="6">
      <SectionHeader
        title="Estate Planning"
        action={documents.length > 0 ? <PrimaryLink to="/plan/profile/estate/new">Add Document</PrimaryLink> : null}
      />
      <SimpleGrid as="section" aria-label="Estate planning summary" columns={{ base: 2, md: 4 }} gap="3">
        <Tile label="Total Documents" value={summary.total_documents} />
        <Tile label="Current" value={byStatus.current ?? 0} />
        <Tile label="Need Updates" value={needUpdates} />
        <Tile label="Reviews Due" value={summary.upcoming_reviews.length} hint="within 90 days" />
      </SimpleGrid>

      <Box as="section" aria-labelledby="estate-gaps-title" bg="white" borderWidth="1px" borderRadius="lg" p="4">
        <Heading as="h3" size="sm" id="estate-gaps-title" mb="2">
          Gaps Identified
        </Heading>
        {summary.gaps.length === 0 ? (
          <Text color="green.700">No gaps identified from your household’s data.</Text>
        ) : (
          <GapList gaps={summary.gaps} listTestId="estate-gaps" itemTestId="estate-gap" />
        )}
      </Box>

      {summary.upcoming_reviews.length > 0 ? (
        <Box as="section" aria-labelledby="estate-reviews-title" bg="white" borderWidth="1px" borderRadius="lg" p="4">
          <Heading as="h3" size="sm" id="estate-reviews-title" mb="2">
            Upcoming Reviews
          </Heading>
          <List.Root gap="1" ps="4">
            {summary.upcoming_reviews.map((review) => (
              <List.Item key={review.id}>
                {review.document_name} ({labelOf(ESTATE_DOCUMENT_TYPE_LABELS, review.document_type)}):{' '}
                {displayDate(review.next_review_date)}
                {review.overdue ? (
                  <Badge colorPalette="red" ms="2">
                    Overdue
                  </Badge>
                ) : null}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      ) : null}

      {documents.length === 0 ? (
        <EmptyState
          text="No estate planning documents yet."
          action={<PrimaryLink to="/plan/profile/estate/new">Add Your First Document</PrimaryLink>}
        />
      ) : (
        groups.map((group) => (
          <TypeGroup
            key={group.type}
            id={`estate-group-${group.type}`}
            heading={`${ESTATE_DOCUMENT_TYPE_LABELS[group.type]} (${group.rows.length})`}
          >
            {group.rows.map((document) => (
              <DocumentCard key={document.id} document={document} />
            ))}
          </TypeGroup>
        ))
      )}
    </Stack>
  )
}
