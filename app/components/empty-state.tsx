import { Box, Heading, HStack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'

/** A link the empty state offers; the first is the primary next step. */
export type EmptyStateAction = { label: string; to: string }

/**
 * What a screen shows before there is anything to show: what is missing and what to add first,
 * instead of zeros that read as findings. Plain links, so it works without JavaScript.
 */
export function EmptyState({
  title,
  children,
  actions,
  testId = 'empty-state',
}: {
  title: string
  children: ReactNode
  actions: EmptyStateAction[]
  testId?: string
}) {
  return (
    <Box
      as="section"
      aria-label={title}
      bg="white"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="lg"
      p="6"
      data-testid={testId}
    >
      <Heading as="h2" size="md" mb="2">
        {title}
      </Heading>
      <Text color="gray.700" mb="4">
        {children}
      </Text>
      <HStack gap="2" wrap="wrap">
        {actions.map((action, i) => (
          <Button key={action.to} asChild size="sm" colorPalette="blue" variant={i === 0 ? 'solid' : 'outline'}>
            <Link to={action.to}>{action.label}</Link>
          </Button>
        ))}
      </HStack>
    </Box>
  )
}
