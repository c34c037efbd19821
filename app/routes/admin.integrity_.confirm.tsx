import { Box, HStack, Text } from '@chakra-ui/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { requireAdmin } from '~/auth/guards.server.ts'
import { Button } from '~/components/button.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { FormCard } from '~/components/form-card.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'
import { pluralise } from '~/lib/format.ts'
import { integritySelection } from '~/schemas/admin.ts'
import { actOnIssues, selectedIssues } from '~/services/admin/integrity.server.ts'

const LABEL = { fix: 'Fix', ignore: 'Ignore' } as const

function badSelection(): never {
  throw new Response('Choose Fix or Ignore for the selected issues.', { status: 400 })
}

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    await requireAdmin(request)
    const parsed = integritySelection(new URL(request.url).searchParams)
    if (!parsed.success) badSelection()
    const issues = await selectedIssues(parsed.data.issue)
    return { intent: parsed.data.intent, issues: issues.map((i) => ({ id: i.id, issue: i.issue })) }
  })
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user: admin } = await requireAdmin(request)
    const parsed = integritySelection(await request.formData())
    if (!parsed.success) badSelection()
    const handled = await actOnIssues(admin, parsed.data.intent, parsed.data.issue)
    return redirectWithToast('/admin/integrity', {
      kind: 'success',
      title: parsed.data.intent === 'fix' ? 'Issues fixed' : 'Issues ignored',
      description: `${pluralise(handled, 'issue')} ${parsed.data.intent === 'fix' ? 'fixed' : 'ignored'}.`,
    })
  })
}

/** The bulk action's confirmation (03 §5), a page of its own so it works without JavaScript. */
export default function ConfirmIntegrityAction() {
  const { intent, issues } = useLoaderData<typeof loader>()
  if (issues.length === 0) {
    return (
      <FormCard title="Data Integrity">
        <Text mb="3" role="alert">
          Please select issues to process
        </Text>
        <Link to="/admin/integrity">Back to Data Integrity</Link>
      </FormCard>
    )
  }
  return (
    <FormCard title={`${LABEL[intent]} Issues`}>
      <Box role="alertdialog" aria-labelledby="confirm-text" bg="orange.50" borderWidth="1px" borderRadius="lg" p="4">
        <Text id="confirm-text" mb="2">
          {`Are you sure you want to ${LABEL[intent]} ${issues.length} selected issue(s)? This action cannot be undone.`}
        </Text>
        <Box as="ul" fontSize="sm" mb="3" ps="5">
          {issues.map((issue) => (
            <li key={issue.id}>{issue.issue}</li>
          ))}
        </Box>
        <HStack>
          <Button asChild variant="outline">
            <Link to="/admin/integrity">Cancel</Link>
          </Button>
          <Form method="post">
            <input type="hidden" name="intent" value={intent} />
            {issues.map((issue) => (
              <input key={issue.id} type="hidden" name="issue" value={issue.id} />
            ))}
            <Button type="submit" colorPalette="red">
              Confirm
            </Button>
          </Form>
        </HStack>
      </Box>
    </FormCard>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
