import { Alert, Box, chakra } from '@chakra-ui/react'
import type { Toast } from '~/infra/toast.server.ts'

const STATUS = { success: 'success', info: 'info', warning: 'warning', error: 'error' } as const

/**
 * The one-time message after a redirect, laid over the page (position fixed, bottom corner)
 * so it never pushes the page down. The overlay lets clicks through to what is under it;
 * only its Dismiss control takes them. Dismiss is a checkbox styled as a button that hides the
 * toast with CSS (:has), so it works without JavaScript too.
 */
export function ToastBanner({ toast }: { toast: Toast }) {
  return (
    <Box
      position="fixed"
      bottom="4"
      insetInline="4"
      ms={{ sm: 'auto' }}
      maxW={{ sm: 'sm' }}
      zIndex="toast"
      pointerEvents="none"
      data-testid="toast"
      css={{ '&:has(input[data-toast-dismiss]:checked)': { display: 'none' } }}
    >
      <Alert.Root status={STATUS[toast.kind]} role="status" aria-live="polite" borderRadius="md" boxShadow="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{toast.title}</Alert.Title>
          {toast.description ? <Alert.Description>{toast.description}</Alert.Description> : null}
        </Alert.Content>
        <chakra.label
          pointerEvents="auto"
          alignSelf="start"
          cursor="pointer"
          fontSize="sm"
          fontWeight="medium"
          px="2"
          borderRadius="sm"
          textDecoration="underline"
          css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineOffset: '2px' } }}
        >
          <chakra.input type="checkbox" data-toast-dismiss srOnly />
          Dismiss
        </chakra.label>
      </Alert.Root>
    </Box>
  )
}
