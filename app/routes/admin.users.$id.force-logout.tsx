import { Box, Button, HStack, Text } from '@chakra-ui/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { requireAdmin } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { findUserForAdmin, forceLogout } from '~/services/admin/admin.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'
import { orServiceUnavailable } from '~/http/screen.server.ts'

async function targetUser(idParam: string | undefined) {
  const id = Number(idParam)
  if (!/^\d+$/.test(idParam ?? '') || !Number.isSafeInteger(id)) throw new Response('Invalid user ID', { status: 400 })
  const user = await findUserForAdmin(id)
  if (!user) throw new Response('User not found', { status: 404 })
  return user
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    await requireAdmin(request)
    const user = await targetUser(params.id)
    return { id: user.id, email: user.email }
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    await requireAdmin(request)
    const user = await targetUser(params.id)
    const count = await forceLogout(user.id)
    return redirectWithToast('/admin', {
      kind: 'success',
      title: 'User logout initiated',
      description: `${count} session${count === 1 ? '' : 's'} of ${user.email} ended.`,
    })
  })
}

/** The confirmation step, as a page so it works without JavaScript. */
export default function ConfirmForceLogout() {
  const { email } = useLoaderData<typeof loader>()
  return (
    <Box
      role="alertdialog"
      aria-labelledby="confirm-text"
      bg="orange.50"
      borderWidth="1px"
      borderColor="orange.200"
      borderRadius="lg"
      p="4"
      mb="6"
    >
      <Text id="confirm-text" mb="3">
        {`Are you sure you want to force logout for user ${email}?`}
      </Text>
      <HStack>
        <Form method="post">
          <Button type="submit" colorPalette="red">
            Confirm
          </Button>
        </Form>
        <Button asChild variant="outline">
          <Link to="/admin">Cancel</Link>
        </Button>
      </HStack>
    </Box>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
