import { Box, Button, Heading, Stack } from '@chakra-ui/react'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { EntryForm } from '~/components/entry-form.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { SmartLiabilityForm } from '~/components/smart-liability-form.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { CATEGORY_LABELS, isEntryCategory, isSmartLiability } from '~/lib/catalogue.ts'
import { entryToSmartFormValues } from '~/lib/smart-liability-mapping.ts'
import { requireOwnEntry, updateEntryFromForm, updateLiabilityFromSmartForm } from '~/services/finance/entry-form.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { entry } = await requireOwnEntry(request, params.id)
    const category = isEntryCategory(entry.category) ? entry.category : 'assets'
    const smart = isSmartLiability(entry.category, entry.subcategory)
    return {
      id: entry.id,
      category,
      subcategory: entry.subcategory,
      description: entry.description,
      smartValues:
        smart && isSmartLiability(entry.category, entry.subcategory)
          ? entryToSmartFormValues(entry.subcategory, entry)
          : null,
      defaults: {
        subcategory: entry.subcategory,
        description: entry.description,
        amount: (entry.amount_cents / 100).toFixed(2),
        frequency: entry.frequency,
        entry_date: entry.entry_date,
        notes: entry.notes,
        real_estate_percentage: entry.real_estate_percentage,
        stocks_percentage: entry.stocks_percentage,
        bonds_percentage: entry.bonds_percentage,
        cash_percentage: entry.cash_percentage,
        alternative_percentage: entry.alternative_percentage,
        interest_rate: entry.interest_rate,
        loan_term_months: entry.loan_term_months,
        remaining_months: entry.remaining_months,
        minimum_payment: entry.minimum_payment_cents === null ? null : (entry.minimum_payment_cents / 100).toFixed(2),
      },
    }
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user, entry } = await requireOwnEntry(request, params.id)
    const formData = await request.formData()
    const result = isSmartLiability(entry.category, entry.subcategory)
      ? await updateLiabilityFromSmartForm(user.id, entry, entry.subcategory, formData)
      : await updateEntryFromForm(user.id, entry, formData)
    if (!result.ok) return data({ result: result.reply }, { status: 400 })
    return redirectWithToast(`/plan/financial-data?tab=${result.category}`, {
      kind: 'success',
      title: 'Entry updated',
      description: `${result.description} was saved.`,
    })
  })
}

export default function EditEntry() {
  const { category, subcategory, defaults, smartValues } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const back = `/plan/financial-data?tab=${category}`
  return (
    <Stack gap="4" maxW="4xl">
      <Box>
        <Button asChild variant="ghost" size="sm" px="0">
          <Link to={back}>← Back to Financial Data</Link>
        </Button>
        <Heading as="h1" size="xl">
          {`Edit ${CATEGORY_LABELS[category].singular}`}
        </Heading>
      </Box>
      {smartValues && isSmartLiability(category, subcategory) ? (
        <SmartLiabilityForm
          subcategory={subcategory}
          defaults={smartValues}
          lastResult={actionData?.result}
          mode="edit"
          cancelTo={back}
        />
      ) : (
        <EntryForm
          category={category}
          defaults={defaults}
          lastResult={actionData?.result}
          mode="edit"
          cancelTo={back}
        />
      )}
    </Stack>
  )
}

export const meta: MetaFunction = () => [{ title: 'Edit Entry · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
