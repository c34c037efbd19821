import { useFormAction, useNavigation } from '@remix-run/react'

/** True while this route's form is being posted (JavaScript only; without it the browser shows its own progress). */
export function useIsSubmitting(action?: string) {
  const navigation = useNavigation()
  const formAction = useFormAction()
  return (
    navigation.state !== 'idle' && navigation.formAction === (action ?? formAction) && navigation.formMethod === 'POST'
  )
}
