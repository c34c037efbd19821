import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { clearProfileRow, listProfileRows } from '~/services/profile/rows.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

async function profileRow(request: Request, rowId: string | undefined) {
  const { user } = await requireUser(request)
  const row = (await listProfileRows(user.id)).find((r) => r.id === rowId && r.edit.kind === 'profile')
  if (!row) throw new Response('Unknown profile field', { status: 404 })
  return { user, row }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { row } = await profileRow(request, params.rowId)
    return { description: row.description }
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user, row } = await profileRow(request, params.rowId)
    const result = await clearProfileRow(user.id, row.id)
    if (!result.ok) throw new Response('Failed to clear profile field. Please try again.', { status: result.status })
    return redirectWithToast('/plan/finances', {
      kind: 'success',
      title: 'Profile field cleared',
      description: row.description,
    })
  })
}

export default function ConfirmClearProfileRow() {
  const { description } = useLoaderData<typeof loader>()
  return (
    <Box
      role="alertdialog"
      aria-labelledby="confirm-clear"
      maxW="xl"
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      p="6"
    >
      <Heading as="h1" size="md" mb="3">
        Clear profile field
      </Heading>
      <Text id="confirm-clear" mb="4">{`Are you sure you want to clear "${description}" from your profile?`}</Text>
      <HStack gap="3">
        <Form method="post">
          <Button type="submit" colorPalette="red">
            Clear
          </Button>
        </Form>
        <Button asChild variant="outline">
          <Link to="/plan/finances">Cancel</Link>
        </Button>
      </HStack>
    </Box>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
