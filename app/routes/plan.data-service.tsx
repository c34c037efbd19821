import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { requireUser } from '~/auth/guards.server.ts'
import { Button } from '~/components/button.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { useIsSubmitting } from '~/components/use-is-submitting.ts'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { LOAD_TIME_LIMIT_MS } from '~/lib/data-service-checks.ts'
import { runDataServiceTest } from '~/services/finance/data-service-test.server.ts'

// Step 0, the Data Service Test (spec 03 §2.11): the test runs when the page opens; Run Test is a
// form post that runs it again and answers with the new run (it reads, it changes nothing, so there
// is nothing to redirect to), with or without JavaScript.

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    return runDataServiceTest(user.id)
  })
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    return { rerun: await runDataServiceTest(user.id) }
  })
}

type Run = ReturnType<typeof useLoaderData<typeof loader>>

function ResultCard({ call }: { call: Run['calls'][number] }) {
  return (
    <Box
      as="section"
      aria-label={call.label}
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      data-testid="call-card"
    >
      <div className="wp-figure-row">
        <Text fontWeight="semibold">{call.label}</Text>
        <span className={call.ok ? 'wp-status-pass' : 'wp-status-fail'}>{call.ok ? 'OK' : 'Failed'}</span>
      </div>
      <Text fontSize="xs" color="gray.600">
        <code>GET {call.path}</code> · {call.ms} ms
      </Text>
      {call.ok ? (
        <ul className="wp-plain-list">
          {call.figures.map((f) => (
            <li key={f.label} className="wp-figure-row">
              <span>{f.label}</span>
              <span>{f.value}</span>
            </li>
          ))}
        </ul>
      ) : (
        <Text role="alert" color="red.700" fontSize="sm">
          {call.error}
        </Text>
      )}
    </Box>
  )
}

export default function DataServiceTest() {
  const loaded = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const run = actionData?.rerun ?? loaded
  const running = useIsSubmitting()
  const passed = run.checklist.filter((c) => c.passed).length
  return (
    <Stack gap="5">
      <Box>
        <Text color="gray.600" fontSize="sm">
          Step 0
        </Text>
        <Heading as="h1" size="xl">
          Financial Data Service Test
        </Heading>
        <Text color="gray.600">
          Loads your data through the calls the planning flow uses, times each one and checks that their answers agree.
        </Text>
      </Box>

      <Box as="section" aria-labelledby="load-time" bg="white" borderWidth="1px" borderRadius="lg" p="4">
        <Heading as="h2" id="load-time" size="md">
          Load time
        </Heading>
        <Text fontSize="2xl" fontWeight="bold" data-testid="load-time">
          {`${run.total_ms} ms`}
        </Text>
        <Text fontSize="sm" color="gray.600">
          {`Expected under ${LOAD_TIME_LIMIT_MS / 1000} s · run at ${new Date(run.ran_at).toISOString().slice(11, 19)} UTC`}
        </Text>
        <Form method="post">
          <Button type="submit" colorPalette="blue" mt="3" disabled={running}>
            {running ? 'Running…' : 'Run Test'}
          </Button>
        </Form>
      </Box>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {run.calls.map((call) => (
          <ResultCard key={call.key} call={call} />
        ))}
      </SimpleGrid>

      <Box as="section" aria-labelledby="checklist" bg="white" borderWidth="1px" borderRadius="lg" p="4">
        <Heading as="h2" id="checklist" size="md" mb="1">
          Validation checklist
        </Heading>
        <Text fontSize="sm" color="gray.600" mb="3" data-testid="checklist-summary">
          {`${passed} of ${run.checklist.length} checks passed`}
        </Text>
        <ul className="wp-plain-list" data-testid="checklist">
          {run.checklist.map((item) => (
            <li key={item.label}>
              <span className={item.passed ? 'wp-status-pass' : 'wp-status-fail'}>
                {item.passed ? '✓ Pass' : '✗ Fail'}
              </span>{' '}
              {item.label}
              <Text fontSize="sm" color="gray.600">
                {item.detail}
              </Text>
            </li>
          ))}
        </ul>
      </Box>

      <div className="wp-figure-row">
        <span />
        <Button asChild colorPalette="blue">
          <Link to="/plan/profile">Continue to Profile &amp; Family →</Link>
        </Button>
      </div>
    </Stack>
  )
}

export const meta: MetaFunction = () => [{ title: 'Data Service Test · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
