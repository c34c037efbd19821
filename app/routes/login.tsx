import { Stack } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useSearchParams } from '@remix-run/react'
import { authenticator } from '~/auth/authenticator.server.ts'
import { signInAndRedirect } from '~/auth/browser-session.server.ts'
import { requireAnonymous, safeRedirectTo } from '~/auth/guards.server.ts'
import { AuthCard, AuthFooter } from '~/components/auth-card.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { FormErrors, TextField } from '~/components/forms.tsx'
import { useIsSubmitting } from '~/components/use-is-submitting.ts'
import { LoginFormSchema } from '~/schemas/auth.ts'
import { invalidForm, orServiceUnavailable } from '~/http/screen.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request)
  return null
}

// remix-auth reads the body itself, so the form is parsed in the strategy (app/auth), not here.
export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const outcome = await authenticator.authenticate('form', request)
    if (outcome.kind === 'invalid') return invalidForm(outcome.submission.reply({ hideFields: ['password'] }))
    if (outcome.kind === 'rejected') {
      const { error } = outcome
      const result = outcome.submission.reply({ formErrors: [error.message], hideFields: ['password'] })
      // Throttled stays 429 with its Retry-After; wrong credentials are refused input like any other.
      return error.status === 429 ? data({ result }, { status: 429, headers: error.headers }) : invalidForm(result)
    }
    return signInAndRedirect({ user: outcome.user, request, redirectTo: safeRedirectTo(outcome.redirectTo) })
  })
}

export default function LoginRoute() {
  const actionData = useActionData<typeof action>()
  const [searchParams] = useSearchParams()
  const isSubmitting = useIsSubmitting()
  const [form, fields] = useForm({
    id: 'login',
    lastResult: actionData?.result,
    constraint: getZodConstraint(LoginFormSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginFormSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: { redirectTo: searchParams.get('redirectTo') ?? '' },
  })
  return (
    <AuthCard title="Welcome Back" subtitle="Sign in to your account">
      <Form method="post" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name={fields.redirectTo.name} value={fields.redirectTo.initialValue ?? ''} />
        <Stack gap="1">
          <TextField meta={fields.email} label="Email" type="email" autoComplete="email" autoFocus />
          <TextField meta={fields.password} label="Password" type="password" autoComplete="current-password" />
          <Button type="submit" colorPalette="blue" size="lg" disabled={isSubmitting} aria-busy={isSubmitting} mt="2">
            {isSubmitting ? 'Signing in...' : 'Sign In'}
          </Button>
        </Stack>
      </Form>
      <AuthFooter prompt="Don't have an account?" linkText="Create one" to="/register" />
    </AuthCard>
  )
}

export const meta: MetaFunction = () => [{ title: 'Sign In · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
