import { Box, Flex, Heading, HStack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { Form, Link } from '@remix-run/react'

/**
 * The signed-in header. On a phone (app/styles/layout.css) it takes two rows: the brand with the
 * name and Logout, then the links on their own row, which scrolls sideways if it ever has to.
 */
export function PlanHeader({ name, isAdmin }: { name: string; isAdmin: boolean }) {
  return (
    <Box as="header" bg="white" borderBottomWidth="1px">
      <Flex
        className="wp-header"
        maxW="6xl"
        mx="auto"
        px="4"
        py="3"
        align="center"
        wrap="wrap"
        columnGap="3"
        rowGap="2"
      >
        <Heading as="p" size="md">
          <Link to="/plan">WealthPath</Link>
        </Heading>
        <HStack className="wp-header-links" gap="2">
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
        </HStack>
        <HStack className="wp-header-user" gap="2">
          <Text fontSize="sm" color="gray.700" data-testid="header-user">
            {name}
          </Text>
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
