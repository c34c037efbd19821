import { Box, Fieldset, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { DataDisclosure, ErrorCard, SuccessCard } from '~/components/advisory-cards.tsx'
import { AdvisoryReportView } from '~/components/advisory-report.tsx'
import { Button } from '~/components/button.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { FinancialProfilePanel } from '~/components/financial-profile-panel.tsx'
import { FormErrors } from '~/components/forms.tsx'
import { SelectField, type SelectOption } from '~/components/select-field.tsx'
import { useIsSubmitting } from '~/components/use-is-submitting.ts'
import { orServiceUnavailable, submitForm } from '~/http/screen.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'
import { OFFLINE_NOTICE } from '~/lib/offline-advisor.ts'
import { AdvisoryGenerateFormSchema, AdvisoryPageSchema } from '~/schemas/advisory.ts'
import { clearAdvisory } from '~/services/advisory/store.server.ts'
import { ADVISORY_PATH } from '~/lib/advisory-paths.ts'
import { advisoryScreen, generateFromScreen } from '~/services/advisory/screen.server.ts'
import { KnowledgeList } from '~/components/knowledge-list.tsx'

// The AI Financial Advisory page (spec 03 §2.9): mode toggle, LLM settings, Generate, Clear
// Report, Show/Hide Data, the last run's success or error card, and the report. The report lives
// on the server (app/services/advisory), so a refresh or another tab shows the same one.

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    return advisoryScreen(user.id)
  })
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    return submitForm(await request.formData(), AdvisoryPageSchema, async (value) => {
      if (value.intent === 'clear') {
        await clearAdvisory(user.id)
        return redirectWithToast(ADVISORY_PATH, { kind: 'success', title: 'Report cleared' })
      }
      return redirect(await generateFromScreen(user.id, value))
    })
  })
}

const PROVIDER_LABELS: Record<string, string> = {
  auto: 'Automatic (configured order)',
  openai: 'OpenAI · Fastest',
  gemini: 'Gemini · Cheapest',
  anthropic: 'Claude · Best Quality',
  offline: 'Offline (no model)',
}

function GenerateForm({ configured, mode, label }: { configured: string[]; mode: string; label: string }) {
  const actionData = useActionData<typeof action>()
  const isSubmitting = useIsSubmitting()
  const [form, fields] = useForm({
    id: 'advisory-generate',
    lastResult: actionData?.result,
    constraint: getZodConstraint(AdvisoryGenerateFormSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AdvisoryPageSchema }),
    defaultValue: { mode, provider: 'auto', tier: 'dev' },
  })
  const providers: SelectOption[] = ['auto', ...configured, 'offline'].map((p) => ({
    value: p,
    label: PROVIDER_LABELS[p],
  }))
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="generate" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Stack gap="3" bg="white" borderWidth="1px" borderRadius="lg" p="4">
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">Mode</Fieldset.Legend>
          <HStack gap="4">
            {(['deterministic', 'traditional'] as const).map((m) => (
              <label key={m}>
                <input {...getInputProps(fields.mode, { type: 'radio', value: m })} key={m} />{' '}
                {m === 'deterministic' ? 'Deterministic' : 'Traditional'}
              </label>
            ))}
          </HStack>
        </Fieldset.Root>
        <Box as="fieldset">
          <Text as="legend" fontWeight="semibold">
            LLM Settings
          </Text>
          <HStack gap="3" align="start" wrap="wrap">
            <SelectField meta={fields.provider} label="Provider" options={providers} placeholder={null} />
            <SelectField
              meta={fields.tier}
              label="Tier"
              options={[
                { value: 'dev', label: 'Development' },
                { value: 'prod', label: 'Production' },
              ]}
              placeholder={null}
            />
          </HStack>
        </Box>
        <Button
          type="submit"
          colorPalette="blue"
          disabled={isSubmitting}
          aria-busy={isSubmitting}
          alignSelf="flex-start"
        >
          {isSubmitting ? 'Generating...' : label}
        </Button>
      </Stack>
    </Form>
  )
}

export default function AdvisoryPage() {
  const { stored, summary, profileJson, configured, knowledge } = useLoaderData<typeof loader>()
  const report = stored?.status === 'ready' ? stored.report : null
  return (
    <Stack gap="5">
      <Box>
        <Heading as="h1" size="xl">
          AI Financial Advisory
        </Heading>
        <Text color="gray.600">An audited report from your own figures: every number and source is checked.</Text>
        {configured.length === 0 ? (
          <Text fontSize="sm" color="orange.800" mt="1" data-testid="offline-notice">
            {OFFLINE_NOTICE}
          </Text>
        ) : null}
      </Box>
      <GenerateForm configured={configured} mode={stored?.mode ?? 'deterministic'} label="Generate Advisory" />
      {stored ? (
        <Form method="post">
          <input type="hidden" name="intent" value="clear" />
          <Button type="submit" variant="outline" colorPalette="red" size="sm">
            Clear Report
          </Button>
        </Form>
      ) : null}
      <DataDisclosure>
        <FinancialProfilePanel summary={summary} profileJson={profileJson} refreshTo={ADVISORY_PATH} />
      </DataDisclosure>
      {stored?.status === 'failed' ? (
        <ErrorCard title="Advisory Error">
          {stored.mode === 'deterministic'
            ? `Failed to generate deterministic advisory: ${stored.error ?? 'Unknown error'}`
            : `Failed to generate advisory: ${stored.error ?? 'Unknown error'}`}
        </ErrorCard>
      ) : null}
      {stored && report ? <SuccessCard run={stored} /> : null}
      {report ? <AdvisoryReportView report={report} /> : <EmptyReport />}
      <KnowledgeList documents={knowledge} />
    </Stack>
  )
}

function EmptyReport() {
  return (
    <Box bg="white" borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="6" data-testid="advisory-empty">
      <Heading as="h2" size="md" mb="2">
        No advisory report yet
      </Heading>
      <Text mb="3">Generate one from your current figures. It takes a few seconds.</Text>
      <Form method="post">
        <input type="hidden" name="intent" value="generate" />
        <Button type="submit" colorPalette="blue">
          Generate Advisory Report
        </Button>
      </Form>
    </Box>
  )
}

export const meta: MetaFunction = () => [{ title: 'AI Financial Advisory · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
