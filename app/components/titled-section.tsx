import { Box, Heading, type BoxProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/**
 * A white card with an h2, the section named by its heading (so screen readers and tests find it
 * by that name). One component for the screens' titled panels; spacing may differ per screen.
 */
export function TitledSection({
  id,
  title,
  children,
  ...box
}: { id: string; title: string; children: ReactNode } & Omit<BoxProps, 'id' | 'title' | 'children'>) {
  return (
    <Box as="section" aria-labelledby={id} bg="white" borderWidth="1px" borderRadius="lg" p="4" {...box}>
      <Heading as="h2" id={id} size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  )
}
