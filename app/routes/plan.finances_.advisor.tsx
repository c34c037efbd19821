import { Box, Heading, Text } from '@chakra-ui/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { AdvisorForm } from '~/components/advisor-form.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { orServiceUnavailable, submitForm } from '~/http/screen.server.ts'
import { pluralise } from '~/lib/format.ts'
import { ADVISOR_SECTION_LABELS, AdvisorFormSchema, parseAdvisorSection } from '~/schemas/advisor.ts'
import { getAdvisorForm, saveAdvisorForm } from '~/services/advisor/advisor-form.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

const BACK = '/plan/finances?tab=advisor'

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const section = parseAdvisorSection(new URL(request.url).searchParams.get('section'))
    return { section, ...(await getAdvisorForm(user.id)) }
  })
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    return submitForm(
      await request.formData(),
      AdvisorFormSchema,
      async (value) => {
        const count = await saveAdvisorForm(user.id, value)
        return redirectWithToast(BACK, {
          kind: 'success',
          title: 'Advisor data saved',
          description: `${pluralise(count, 'recommendation')} from your data.`,
        })
      },
      { listFields: ['presets'] },
    )
  })
}

export default function AdvisorDataRoute() {
  const { section, hasData, defaults } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Box as="section" aria-labelledby="advisor-form-title" bg="white" borderWidth="1px" borderRadius="lg" p="6">
      <Heading as="h1" id="advisor-form-title" size="xl" mb="1">
        {hasData ? 'Update Advisor Data' : 'Add Advisor Data'}
      </Heading>
      <Text color="gray.600" mb="4">
        {section
          ? `${ADVISOR_SECTION_LABELS[section]}: the numbers behind your smart recommendations.`
          : 'Your mortgage, 401(k), investment mix and subscriptions: the numbers behind your smart recommendations. Leave blank what you do not have.'}
      </Text>
      <AdvisorForm
        key={section ?? 'all'}
        defaults={defaults}
        section={section}
        lastResult={actionData?.result}
        skipTo={BACK}
      />
    </Box>
  )
}

export const meta: MetaFunction = () => [{ title: 'Advisor Data · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
