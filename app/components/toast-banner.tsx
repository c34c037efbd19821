import { Alert } from '@chakra-ui/react'
import type { Toast } from '~/infra/toast.server.ts'

const STATUS = { success: 'success', info: 'info', warning: 'warning', error: 'error' } as const

export function ToastBanner({ toast }: { toast: Toast }) {
  return (
    <Alert.Root status={STATUS[toast.kind]} role="status" aria-live="polite" mb="4" borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{toast.title}</Alert.Title>
        {toast.description ? <Alert.Description>{toast.description}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  )
}
