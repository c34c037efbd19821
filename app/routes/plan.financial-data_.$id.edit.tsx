import { Box, Heading, Stack } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { requireIdParam } from '~/http/params.ts'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { CATEGORY_LABELS } from '~/lib/catalogue.ts'
import { getEntry, updateEntry } from '~/services/finance/entries.server.ts'
import { entryEditorValues } from '~/services/finance/entry-form.server.ts'
import { EntryEditor } from './__entry-editor.tsx'
import { submitEntryForm } from './__entry-editor.server.ts'

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    return entryEditorValues(await getEntry(user.id, requireIdParam(params.id, 'Invalid entry ID')))
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const entry = await getEntry(user.id, requireIdParam(params.id, 'Invalid entry ID'))
    return submitEntryForm(await request.formData(), { mode: 'edit', kind: entry }, (input) =>
      updateEntry(user.id, entry.id, input, { replace: true }),
    )
  })
}

export default function EditEntry() {
  const { category, subcategory, defaults, smartValues } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Stack gap="4" maxW="4xl">
      <Box>
        <Button asChild variant="ghost" size="sm" px="0">
          <Link to={`/plan/financial-data?tab=${category}`}>← Back to Financial Data</Link>
        </Button>
        <Heading as="h1" size="xl">
          {`Edit ${CATEGORY_LABELS[category].singular}`}
        </Heading>
      </Box>
      <EntryEditor
        category={category}
        subcategory={subcategory}
        defaults={defaults}
        smartValues={smartValues}
        lastResult={actionData?.result}
        mode="edit"
      />
    </Stack>
  )
}

export const meta: MetaFunction = () => [{ title: 'Edit Entry · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
