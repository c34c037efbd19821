import { Box, Heading, HStack, Text } from '@chakra-ui/react'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { ErrorBanner } from '~/components/error-banner.tsx'
import { PanelHeader } from '~/components/panel-header.tsx'
import { TaxCards, TaxConfigureForm, TaxRecommendations, TaxSavingsAnalysis } from '~/components/tax-panel.tsx'
import { orServiceUnavailable, submitForm } from '~/http/screen.server.ts'
import { TaxPanelFormSchema, TaxYearQuerySchema } from '~/schemas/tax-panel.ts'
import { getTaxPanel, saveTaxPanel } from '~/services/tax/panel.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

// The Tax panel (spec 02 §2.8): ?year= picks the tax information record; the configure form
// saves into that year's record (created when the year has none).
export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const query = TaxYearQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
    const panel = await getTaxPanel(user.id, query.success ? query.data.year : undefined)
    const errors = query.success ? [] : query.error.issues.map((issue) => issue.message)
    return data({ panel, errors }, { status: errors.length > 0 ? 422 : 200 })
  })
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    return submitForm(await request.formData(), TaxPanelFormSchema, async (value) => {
      const saved = await saveTaxPanel(user.id, value)
      return redirectWithToast(`/plan/finances/tax?year=${saved.tax_year}`, {
        kind: 'success',
        title: 'Tax information saved',
        description: `Your ${saved.tax_year} analysis is up to date.`,
      })
    })
  })
}

export default function TaxPanelRoute() {
  const { panel, errors } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Box>
      <PanelHeader title="Tax Optimization" />
      {/* A bad ?year=; the configure form shows its own refusal above its fields. */}
      <ErrorBanner messages={errors} testId="tax-error" />
      {panel.years.length > 1 ? (
        <HStack as="nav" aria-label="Tax years" gap="2" mb="4" wrap="wrap">
          <Text>Tax year:</Text>
          {panel.years.map((year) =>
            year === panel.year ? (
              <Text key={year} fontWeight="bold" aria-current="page">
                {year}
              </Text>
            ) : (
              <Link key={year} to={`?year=${year}`}>
                {year}
              </Link>
            ),
          )}
        </HStack>
      ) : null}
      <TaxCards panel={panel} />
      <Box
        as="section"
        aria-labelledby="tax-configure-title"
        bg="white"
        borderWidth="1px"
        borderRadius="lg"
        p="5"
        mb="6"
      >
        <Heading as="h2" id="tax-configure-title" size="lg" mb="1">
          Configure Tax Information
        </Heading>
        <Text color="gray.600" mb="4">
          {panel.tax_info
            ? `Editing your ${panel.year} tax information record.`
            : `No tax information for ${panel.year} yet: saving creates it. It is the same record as on your profile.`}
        </Text>
        <TaxConfigureForm
          key={`${panel.year}-${panel.tax_info?.updated_at ?? 'new'}`}
          panel={panel}
          lastResult={actionData?.result}
        />
      </Box>
      <TaxSavingsAnalysis panel={panel} />
      <TaxRecommendations panel={panel} />
    </Box>
  )
}

export const meta: MetaFunction = () => [{ title: 'Tax Optimization · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
