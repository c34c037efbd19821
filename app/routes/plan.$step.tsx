import { Box, Button, Heading, Text } from '@chakra-ui/react'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { findStep, nextStep } from '~/lib/plan-steps.ts'

// Steps whose screens have not been built yet. A built step gets its own route file,
// which Remix prefers over this dynamic one.
export function loader({ params }: LoaderFunctionArgs) {
  const step = findStep(params.step)
  if (!step) throw new Response('There is no such planning step.', { status: 404 })
  return { step, next: nextStep(step) ?? null }
}

export default function PlanStepPlaceholder() {
  const { step, next } = useLoaderData<typeof loader>()
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p="6">
      <Text color="gray.600" fontSize="sm">
        Step {step.number}
      </Text>
      <Heading as="h1" size="xl" mb="2">
        {step.title}
      </Heading>
      <Text mb="4">{step.summary}</Text>
      <Text color="gray.700" mb="6" data-testid="step-placeholder">
        This screen is not available yet. It is being built and will appear here in a coming release.
      </Text>
      {next ? (
        <Button asChild colorPalette="blue">
          <Link to={`/plan/${next.slug}`}>Continue to {next.title} →</Link>
        </Button>
      ) : null}
    </Box>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.step.title} · WealthPath` : 'WealthPath' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
