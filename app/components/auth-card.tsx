import { Box, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from '~/components/link.tsx'
import type { ReactNode } from 'react'

export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Box as="main" minH="100vh" display="flex" alignItems="center" justifyContent="center" px="4" py="10">
      <Box w="full" maxW="md" bg="white" borderWidth="1px" borderRadius="xl" shadow="sm" p={{ base: '6', md: '8' }}>
        <Heading as="h1" size="2xl" textAlign="center">
          {title}
        </Heading>
        <Text textAlign="center" color="gray.600" mt="1" mb="6">
          {subtitle}
        </Text>
        {children}
      </Box>
    </Box>
  )
}

/** The links under the sign-in and registration forms. */
export function AuthFooter({ prompt, linkText, to }: { prompt: string; linkText: string; to: string }) {
  return (
    <Stack mt="6" gap="2" textAlign="center" fontSize="sm">
      <Text>
        {prompt}{' '}
        <ChakraLink asChild color="blue.600" fontWeight="semibold">
          <Link to={to}>{linkText}</Link>
        </ChakraLink>
      </Text>
      <ChakraLink asChild color="gray.600" alignSelf="center">
        <Link to="/">← Back to Home</Link>
      </ChakraLink>
    </Stack>
  )
}
