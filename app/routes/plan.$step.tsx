import type { LoaderFunctionArgs } from '@remix-run/node'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { redirectWithToast } from '~/infra/toast.server.ts'
import { findStep, nextStep, previousStep } from '~/lib/plan-steps.ts'

// A planning step without a screen of its own. A built step gets its own route file, which Remix
// prefers over this dynamic one, so only the steps that are not available yet land here (old
// links and bookmarks): the flow continues past them, to the next step that exists (or the last
// one before it at the end of the flow), with a note saying why.
export async function loader({ params }: LoaderFunctionArgs) {
  const step = findStep(params.step)
  if (!step) throw new Response('There is no such planning step.', { status: 404 })
  const next = nextStep(step)
  const target = next ?? previousStep(step)
  if (step.available || !target) throw new Response('There is no such planning step.', { status: 404 })
  throw await redirectWithToast(`/plan/${target.slug}`, {
    kind: 'info',
    title: `${step.title} is not available yet`,
    description: next ? `Continue with ${target.title}.` : `${target.title} is the last step for now.`,
  })
}

/** Never shown: the loader always redirects or answers 404 (rendered by the ErrorBoundary). */
export default function PlanStepRedirect() {
  return null
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
