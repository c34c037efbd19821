import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { useIsSubmitting } from '~/components/use-is-submitting.ts'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { requireOwnEntry } from '~/services/finance/entry-form.server.ts'
import { deleteEntry } from '~/services/finance/entries.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { entry } = await requireOwnEntry(request, params.id)
    return { description: entry.description, category: entry.category }
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user, entry } = await requireOwnEntry(request, params.id)
    await deleteEntry(user.id, entry.id)
    return redirectWithToast(`/plan/financial-data?tab=${entry.category}`, {
      kind: 'success',
      title: 'Entry deleted',
      description: `${entry.description} was removed.`,
    })
  })
}

/** The delete confirmation, as its own page so it works without JavaScript. */
export default function ConfirmDeleteEntry() {
  const { description, category } = useLoaderData<typeof loader>()
  const isSubmitting = useIsSubmitting()
  return (
    <Box
      role="alertdialog"
      aria-labelledby="confirm-delete"
      maxW="xl"
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      p="6"
    >
      <Heading as="h1" size="md" mb="3">
        Delete entry
      </Heading>
      <Text id="confirm-delete" mb="4">{`Are you sure you want to delete "${description}"?`}</Text>
      <HStack gap="3">
        <Form method="post">
          <Button type="submit" colorPalette="red" disabled={isSubmitting}>
            {isSubmitting ? 'Deleting...' : 'Delete'}
          </Button>
        </Form>
        <Button asChild variant="outline">
          <Link to={`/plan/financial-data?tab=${category}`}>Cancel</Link>
        </Button>
      </HStack>
    </Box>
  )
}

export const meta: MetaFunction = () => [{ title: 'Delete Entry · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
