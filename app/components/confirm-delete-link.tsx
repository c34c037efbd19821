import { Box, HStack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { Form, Link, useNavigation } from '@remix-run/react'
import { useRef, type ReactNode } from 'react'

/**
 * A delete that asks first. Without JavaScript the link opens the confirmation page;
 * with it, the same question opens in a native modal dialog and posts to that page's action.
 */
export function ConfirmDeleteLink({
  to,
  message,
  ariaLabel,
  children,
  confirmLabel = 'Delete',
}: {
  to: string
  message: string
  ariaLabel: string
  children: ReactNode
  confirmLabel?: string
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formAction === to
  return (
    <>
      <Button asChild size="xs" variant="outline" colorPalette="red">
        <Link
          to={to}
          aria-label={ariaLabel}
          onClick={(event) => {
            if (!dialog.current?.showModal) return
            event.preventDefault()
            dialog.current.showModal()
          }}
        >
          {children}
        </Link>
      </Button>
      <Box
        as="dialog"
        ref={dialog}
        aria-label={message}
        p="6"
        borderRadius="lg"
        borderWidth="1px"
        maxW="md"
        css={{ '&::backdrop': { background: 'rgba(0,0,0,0.4)' } }}
      >
        <Text mb="4">{message}</Text>
        <HStack gap="3">
          <Form method="post" action={to} onSubmit={() => dialog.current?.close()}>
            <Button type="submit" colorPalette="red" disabled={busy}>
              {busy ? 'Deleting...' : confirmLabel}
            </Button>
          </Form>
          <Button variant="outline" onClick={() => dialog.current?.close()} autoFocus>
            Cancel
          </Button>
        </HStack>
      </Box>
    </>
  )
}
