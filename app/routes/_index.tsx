import { Box, Container, Heading, List, Stack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import type { MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { ApiStatusCard, ConnectionErrorCard } from '~/components/status-card.tsx'
import { useOptionalUser } from '~/root.tsx'
import { getHealth } from '~/infra/health.server.ts'

export async function loader() {
  const health = await getHealth()
  const failure = health.status === 'error' ? (health.dependencies.database.detail ?? 'Failed to connect to API') : null
  return { health, failure }
}

const FEATURES = [
  'Record what you own, owe, earn and spend, by category',
  'Track net worth over time',
  'Plan goals and see how likely you are to reach them',
  'Monte Carlo projections of your future net worth',
  'Advice from an AI advisor grounded in your own numbers',
]

export default function HomeRoute() {
  const { health, failure } = useLoaderData<typeof loader>()
  const user = useOptionalUser()
  return (
    <Container as="main" maxW="3xl" py={{ base: '8', md: '16' }}>
      <Stack gap="8">
        <Box textAlign="center">
          <Heading as="h1" size="4xl">
            WealthPath
          </Heading>
          <Text color="gray.600" mt="2" fontSize="lg">
            Personal finance and wealth planning, in plain numbers.
          </Text>
        </Box>

        {user ? (
          <Box bg="white" borderWidth="1px" borderRadius="lg" p="6" textAlign="center">
            <Text fontSize="xl" fontWeight="semibold" data-testid="welcome">
              {`Welcome, ${user.first_name || user.email}!`}
            </Text>
            <Stack direction="row" justify="center" gap="3" mt="4">
              <Button asChild colorPalette="blue">
                <Link to="/plan">Continue</Link>
              </Button>
              <Form method="post" action="/logout">
                <Button type="submit" variant="outline">
                  Logout
                </Button>
              </Form>
            </Stack>
          </Box>
        ) : (
          <Stack direction={{ base: 'column', sm: 'row' }} justify="center" gap="3">
            <Button asChild colorPalette="blue" size="lg">
              <Link to="/login">Login</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/register">Create Account</Link>
            </Button>
          </Stack>
        )}

        {failure ? <ConnectionErrorCard message={failure} /> : <ApiStatusCard health={health} />}

        <Box as="section" aria-labelledby="features">
          <Heading as="h2" id="features" size="md" mb="2">
            What you can do
          </Heading>
          <List.Root ps="5">
            {FEATURES.map((f) => (
              <List.Item key={f}>{f}</List.Item>
            ))}
          </List.Root>
        </Box>
      </Stack>
    </Container>
  )
}

export const meta: MetaFunction = () => [{ title: 'WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
