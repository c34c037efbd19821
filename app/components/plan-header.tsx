import { Box, Flex, Heading, HStack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { Form, Link } from '@remix-run/react'

export function PlanHeader({ name, isAdmin }: { name: string; isAdmin: boolean }) {
  return (
    <Box as="header" bg="white" borderBottomWidth="1px">
      <Flex maxW="6xl" mx="auto" px="4" py="3" align="center" justify="space-between" wrap="wrap" gap="3">
        <HStack gap="3">
          <Heading as="p" size="md">
            <Link to="/plan">WealthPath</Link>
          </Heading>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Text fontSize="sm" color="gray.700" data-testid="header-user">
            {name}
          </Text>
          <Button asChild size="sm" variant="ghost">
            <Link to="/plan/finances">Financial Management</Link>
          </Button>
          <Button asChild size="sm" variant="ghost">
            <Link to="/">Back to Home</Link>
          </Button>
          {isAdmin ? (
            <Button asChild size="sm" colorPalette="purple" variant="outline">
              <Link to="/admin">Admin</Link>
            </Button>
          ) : null}
          <Form method="post" action="/logout">
            <Button type="submit" size="sm" variant="outline">
              Logout
            </Button>
          </Form>
        </HStack>
      </Flex>
    </Box>
  )
}
