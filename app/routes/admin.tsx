import { Box, Flex, Heading, Text, VStack } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { Link, NavLink } from '~/components/link.tsx'
import { requireAdmin } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { ADMIN_SECTIONS } from '~/lib/admin.ts'

// The console's frame: the signed-in admin and the sidebar of sections (03 §2.14). Each section is
// its own route below and checks the stored role again: a child loader does not wait for this one.
export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireAdmin(request)
    return { adminEmail: user.email }
  })
}

export default function AdminRoute() {
  const { adminEmail } = useLoaderData<typeof loader>()
  return (
    <Box as="main" maxW="7xl" mx="auto" px="4" py="6">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="4">
        <Box>
          <Heading as="h1" size="xl">
            Admin
          </Heading>
          <Text color="gray.600" fontSize="sm">
            Signed in as {adminEmail}
          </Text>
        </Box>
        <Button asChild variant="outline" size="sm">
          <Link to="/plan">Back to the planning app</Link>
        </Button>
      </Flex>
      <Flex gap="6" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-start' }}>
        <Box
          as="nav"
          aria-label="Admin sections"
          minW={{ md: '56' }}
          bg="white"
          borderWidth="1px"
          borderRadius="lg"
          p="3"
        >
          <VStack as="ul" align="stretch" gap="1" listStyleType="none">
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  style={({ isActive }) => ({
                    display: 'block',
                    padding: '0.4rem 0.6rem',
                    borderRadius: '0.375rem',
                    fontWeight: isActive ? 600 : 400,
                    background: isActive ? '#EBF8FF' : undefined,
                  })}
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </VStack>
        </Box>
        <Box flex="1" minW="0">
          <Outlet />
        </Box>
      </Flex>
    </Box>
  )
}

export const meta: MetaFunction = () => [{ title: 'Admin · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
