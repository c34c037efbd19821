import { Box, Flex, Heading, HStack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { useLocation } from '@remix-run/react'
import { Link } from '~/components/link.tsx'

/** The Retirement and Tax panels' header: the way back, the title, and a full reload of the same URL. */
export function PanelHeader({ title }: { title: string }) {
  const location = useLocation()
  return (
    <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="4">
      <Box>
        <Text fontSize="sm">
          <Link to="/plan/finances">← Financial Management</Link>
        </Text>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
      </Box>
      <HStack>
        <Button asChild variant="outline">
          <Link to={`${location.pathname}${location.search}`} reloadDocument>
            Refresh Data
          </Link>
        </Button>
      </HStack>
    </Flex>
  )
}
