import { SimpleGrid, Stack } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData } from '@remix-run/react'
import { signInAndRedirect } from '~/auth/browser-session.server.ts'
import { requireAnonymous } from '~/auth/guards.server.ts'
import { AuthCard, AuthFooter } from '~/components/auth-card.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { FormErrors, TextField } from '~/components/forms.tsx'
import { useIsSubmitting } from '~/components/use-is-submitting.ts'
import { PASSWORD_HINT, RegisterFormSchema } from '~/schemas/auth.ts'
import { registerUser } from '~/services/account/user.server.ts'
import { orServiceUnavailable, submitForm } from '~/http/screen.server.ts'

const HIDDEN = ['password', 'confirm_password']

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request)
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const formData = await request.formData()
    return submitForm(
      formData,
      RegisterFormSchema,
      async (value) =>
        signInAndRedirect({
          user: await registerUser(value),
          request,
          redirectTo: '/plan',
          toast: { kind: 'success', title: 'Your account is ready', description: 'You are signed in.' },
        }),
      { hideFields: HIDDEN },
    )
  })
}

export default function RegisterRoute() {
  const actionData = useActionData<typeof action>()
  const isSubmitting = useIsSubmitting()
  const [form, fields] = useForm({
    id: 'register',
    lastResult: actionData?.result,
    constraint: getZodConstraint(RegisterFormSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegisterFormSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <AuthCard title="Create Account" subtitle="Start your financial journey">
      <Form method="post" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <Stack gap="1">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <TextField meta={fields.first_name} label="First Name" autoComplete="given-name" autoFocus />
            <TextField meta={fields.last_name} label="Last Name" autoComplete="family-name" />
          </SimpleGrid>
          <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
          <TextField
            meta={fields.password}
            label="Password"
            type="password"
            autoComplete="new-password"
            helperText={PASSWORD_HINT}
          />
          <TextField
            meta={fields.confirm_password}
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
          />
          <Button type="submit" colorPalette="blue" size="lg" disabled={isSubmitting} aria-busy={isSubmitting} mt="2">
            {isSubmitting ? 'Creating account...' : 'Create Account'}
          </Button>
        </Stack>
      </Form>
      <AuthFooter prompt="Already have an account?" linkText="Sign in" to="/login" />
    </AuthCard>
  )
}

export const meta: MetaFunction = () => [{ title: 'Create Account · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
