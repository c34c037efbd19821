import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { CATALOGUE, CATEGORY_LABELS, ENTRY_CATEGORIES, isEntryCategory, normaliseSubcategory } from '~/lib/catalogue.ts'
import { ENTRY_TEMPLATES, findTemplate } from '~/lib/entry-templates.ts'
import { formatDollars } from '~/lib/format.ts'
import { createEntry } from '~/services/finance/entries.server.ts'
import { EntryEditor } from './__entry-editor.tsx'
import { submitEntryForm } from './__entry-editor.server.ts'

// Add an entry in three steps, each a URL: pick a category, pick a subcategory, fill the form.
// Smart Suggestions jump straight to a prefilled form.
function stepFrom(url: URL) {
  const template = findTemplate(url.searchParams.get('template'))
  const rawCategory = template?.category ?? url.searchParams.get('category') ?? ''
  const category = isEntryCategory(rawCategory) ? rawCategory : null
  const rawSub = template?.subcategory ?? url.searchParams.get('subcategory') ?? ''
  const subcategory = category && rawSub ? normaliseSubcategory(category, rawSub) : null
  return {
    template,
    category,
    subcategory,
    description: template?.description ?? url.searchParams.get('description') ?? '',
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request)
  const step = stepFrom(new URL(request.url))
  const defaults: Record<string, string | number | null> = {
    subcategory: step.subcategory,
    description: step.description,
    frequency:
      step.template?.frequency ?? (step.category === 'income' || step.category === 'expenses' ? 'monthly' : 'one_time'),
  }
  if (step.template) {
    defaults.amount = step.template.amount
    for (const [key, value] of Object.entries(step.template.allocation ?? {})) defaults[`${key}_percentage`] = value
  }
  return { category: step.category, subcategory: step.subcategory, defaults }
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const formData = await request.formData()
    const kind = {
      category: String(formData.get('category') ?? ''),
      subcategory: String(formData.get('subcategory') ?? ''),
    }
    return submitEntryForm(formData, { mode: 'create', kind }, (input) => createEntry(user.id, input))
  })
}

export default function NewEntry() {
  const { category, subcategory, defaults } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Stack gap="4" maxW="4xl">
      <Box>
        <Button asChild variant="ghost" size="sm" px="0">
          <Link to={`/plan/financial-data${category ? `?tab=${category}` : ''}`}>← Back to Financial Data</Link>
        </Button>
        <Heading as="h1" size="xl">
          {category ? `Add ${CATEGORY_LABELS[category].singular}` : 'Add Entry'}
        </Heading>
      </Box>

      {!category ? (
        <>
          <Box as="section" aria-labelledby="pick-category">
            <Heading as="h2" id="pick-category" size="md" mb="2">
              Choose a category
            </Heading>
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
              {ENTRY_CATEGORIES.map((c) => (
                <Button key={c} asChild variant="outline" size="lg">
                  <Link to={`?category=${c}`}>{CATEGORY_LABELS[c].plural}</Link>
                </Button>
              ))}
            </SimpleGrid>
          </Box>
          <Box as="section" aria-labelledby="suggestions">
            <Heading as="h2" id="suggestions" size="md" mb="1">
              Smart Suggestions
            </Heading>
            <Text color="gray.600" fontSize="sm" mb="2">
              Typical values to start from; change them to your own on the next screen.
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3">
              {ENTRY_TEMPLATES.map((t) => (
                <Button key={t.id} asChild variant="subtle" tile="start">
                  <Link to={`?template=${t.id}`}>
                    <Text fontWeight="semibold">{t.label}</Text>
                    <Text fontSize="sm" color="gray.600">
                      {`${formatDollars(t.amount)}${t.frequency === 'monthly' ? ' a month' : ''}`}
                    </Text>
                  </Link>
                </Button>
              ))}
            </SimpleGrid>
          </Box>
        </>
      ) : !subcategory ? (
        <Box as="section" aria-labelledby="pick-subcategory">
          <Heading as="h2" id="pick-subcategory" size="md" mb="2">
            Choose a subcategory
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3">
            {CATALOGUE[category].map((s) => (
              <Button key={s.key} asChild variant="outline">
                <Link to={`?category=${category}&subcategory=${s.key}`}>{s.label}</Link>
              </Button>
            ))}
          </SimpleGrid>
          <HStack mt="3">
            <Link to="?">Change category</Link>
          </HStack>
        </Box>
      ) : (
        <EntryEditor
          category={category}
          subcategory={subcategory}
          defaults={defaults}
          smartValues={null}
          lastResult={actionData?.result}
          mode="create"
        />
      )}
    </Stack>
  )
}

export const meta: MetaFunction = () => [{ title: 'Add Entry · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
