import { Box, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { Link } from '~/components/link.tsx'
import type { ReactNode } from 'react'

// Pieces the Estate Planning and Insurance tabs share: the error with Retry a panel shows
// when its data cannot be read (spec section 8), the list of gaps, and a group of cards.

export function RetryError({ message, retryTo }: { message: string; retryTo: string }) {
  return (
    <Stack
      role="alert"
      align="center"
      gap="3"
      bg="red.50"
      borderWidth="1px"
      borderColor="red.200"
      borderRadius="lg"
      p="6"
    >
      <Text color="red.700">{message}</Text>
      <Button asChild size="sm" variant="outline">
        <Link to={retryTo}>Retry</Link>
      </Button>
    </Stack>
  )
}

/** "Title: reason" for each gap the household's data shows. */
export function GapList({
  gaps,
  itemTestId,
  listTestId,
}: {
  gaps: { key: string; title: string; reason: string }[]
  itemTestId: string
  listTestId?: string
}) {
  return (
    <List.Root gap="2" ps="4" data-testid={listTestId}>
      {gaps.map((gap) => (
        <List.Item key={gap.key} data-testid={itemTestId}>
          <Text as="span" fontWeight="semibold">
            {gap.title}
          </Text>
          : {gap.reason}
        </List.Item>
      ))}
    </List.Root>
  )
}

/** The rows of one type under its heading, e.g. every will, or every life policy. */
export function TypeGroup({
  id,
  heading,
  caption,
  children,
}: {
  id: string
  heading: string
  /** A line under the heading, such as the group's totals. */
  caption?: ReactNode
  children: ReactNode
}) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h3" size="sm" id={id} mb={caption ? undefined : '2'}>
        {heading}
      </Heading>
      {caption}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {children}
      </SimpleGrid>
    </Box>
  )
}

/** The types that have rows, in the types' order, each with its rows. */
export function groupByType<Type extends string, Row>(
  types: readonly Type[],
  rows: Row[],
  typeOf: (row: Row) => string,
) {
  return types
    .map((type) => ({ type, rows: rows.filter((row) => typeOf(row) === type) }))
    .filter((group) => group.rows.length > 0)
}
