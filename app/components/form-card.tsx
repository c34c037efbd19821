import { Box, Heading } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A page holding one form or one question, under the page's h1 title. */
export function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby="form-card-title" bg="white" borderWidth="1px" borderRadius="lg" p="6">
      <Heading as="h1" id="form-card-title" size="xl" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  )
}
