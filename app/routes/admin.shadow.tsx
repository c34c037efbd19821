import { Badge, Box, SimpleGrid, Text } from '@chakra-ui/react'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { requireAdmin } from '~/auth/guards.server.ts'
import { AdminCard, formatAdminDate } from '~/components/admin/admin-section.tsx'
import { EmailSearchForm } from '~/components/admin/email-search.tsx'
import { Button } from '~/components/button.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { INVALID_FORM_STATUS, orServiceUnavailable } from '~/http/screen.server.ts'
import { ErrorBanner } from '~/components/error-banner.tsx'
import { ADMIN_PAGE_SIZES, SHADOW_QUESTIONS, USER_NOUN } from '~/lib/admin.ts'
import { countOf } from '~/lib/paging.ts'
import { ShadowRunSchema } from '~/schemas/admin.ts'
import { readSearchParam } from '~/schemas/paging.ts'
import { shadowPickerUsers } from '~/services/admin/admin.server.ts'
import {
  recentShadowRuns,
  runShadowTest,
  shadowAnswerer,
  shadowVectorStatus,
  type ShadowSide,
} from '~/services/admin/shadow-mode.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    await requireAdmin(request)
    // The picker offers the newest matches of an e-mail search, never every account (issue 12).
    const params = new URL(request.url).searchParams
    const search = readSearchParam(params.get('q'))
    const userParam = Number(params.get('user'))
    const requested = Number.isSafeInteger(userParam) && userParam > 0 ? userParam : null
    const { users, matching } = await shadowPickerUsers(search.q, requested)
    const chosen = requested ?? users[0]?.id ?? null
    const vector = chosen ? await shadowVectorStatus(chosen) : null
    return data(
      {
        users,
        matching,
        q: search.q ?? null,
        errors: search.error ? [search.error] : [],
        chosen,
        vector,
        answerer: shadowAnswerer(),
        recent: await recentShadowRuns(),
      },
      { status: search.error ? 422 : 200 },
    )
  })
}

// The run's answers are returned to this page rather than redirected to: they are the result the
// admin asked for and too long for a flash message; the audit log keeps the run's summary.
export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user: admin } = await requireAdmin(request)
    const parsed = ShadowRunSchema.safeParse(Object.fromEntries(await request.formData()))
    if (!parsed.success) return data({ error: 'Choose a user to test.', run: null }, { status: INVALID_FORM_STATUS })
    return { error: null, run: await runShadowTest(admin, parsed.data.user_id) }
  })
}

function Side({ title, side }: { title: string; side: ShadowSide }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3">
      <Text fontWeight="semibold">
        {title}{' '}
        <Badge colorPalette={side.number_audit.passed ? 'green' : 'red'}>
          numbers audit {side.number_audit.passed ? 'passed' : 'failed'}
        </Badge>
      </Text>
      <Text fontSize="xs" color="gray.600">
        {side.responseTime} ms · {side.provider ?? 'no model call'} · vector context {side.context_chars} characters
        {side.number_audit.unverified.length > 0 ? ` · unverified: ${side.number_audit.unverified.join(', ')}` : ''}
      </Text>
      <Text fontSize="sm" mt="2" whiteSpace="pre-wrap">
        {side.response}
      </Text>
      <Text fontSize="xs" fontWeight="semibold" mt="2">
        Facts used
      </Text>
      <ul>
        {side.facts_used.map((fact) => (
          <li key={`${fact.tool}:${fact.label}`}>
            <Text fontSize="xs">
              {fact.label}: {fact.value} ({fact.source_text})
            </Text>
          </li>
        ))}
      </ul>
    </Box>
  )
}

export default function AdminShadow() {
  const { users, matching, q, errors, chosen, vector, answerer, recent } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  return (
    <AdminCard id="shadow-heading" title="Shadow Mode Testing">
      <Text fontSize="sm" my="3" data-testid="shadow-answerer">
        {answerer.offline
          ? 'No language-model key is configured: the offline advisor answers both sides.'
          : `Answers come from the configured providers: ${answerer.providers.join(', ')}.`}{' '}
        Each question is answered twice for the chosen user: with the vector grounding (as the chat does) and without
        it. Nothing is written to the user&apos;s data; the run is audited.
      </Text>
      {vector ? (
        <Text fontSize="sm" data-testid="shadow-vector-status">
          Vector store for this user: {vector.total_documents} documents{' '}
          <Badge colorPalette={vector.ready ? 'green' : 'orange'}>{vector.label}</Badge>
        </Text>
      ) : null}
      <EmailSearchForm q={q ?? undefined} label="Search users to test" clearTo="/admin/shadow" />
      <ErrorBanner messages={errors} testId="list-errors" />
      <Text fontSize="xs" color="gray.600" data-testid="shadow-user-count">
        {matching > ADMIN_PAGE_SIZES.picker
          ? `The ${ADMIN_PAGE_SIZES.picker} newest of ${countOf(matching, USER_NOUN)}${q ? ' matching' : ''}: search by e-mail to find another.`
          : `${countOf(matching, USER_NOUN)}${q ? ' matching' : ''}.`}
      </Text>
      <Form method="post" style={{ margin: '1rem 0' }}>
        <label htmlFor="shadow-user">User </label>
        <select id="shadow-user" name="user_id" defaultValue={chosen ?? undefined} required>
          {users.map((u) => (
            <option key={u.id} value={u.id}>
              {u.email}
            </option>
          ))}
        </select>{' '}
        <Button type="submit" size="sm">
          Run shadow test
        </Button>
      </Form>
      <Text fontSize="xs" color="gray.600">
        Questions: {SHADOW_QUESTIONS.join(' · ')}
      </Text>
      {reply?.error ? (
        <Text color="red.600" role="alert">
          {reply.error}
        </Text>
      ) : null}
      {reply?.run ? (
        <Box as="section" aria-label="Shadow test results" mt="4" data-testid="shadow-results">
          <Text fontWeight="semibold">
            {reply.run.user.email}: {reply.run.differing} of {reply.run.results.length} answers differ with vector
            grounding (vector store: {reply.run.vector.total_documents} documents, {reply.run.vector.label})
          </Text>
          {reply.run.results.map((r) => (
            <Box key={r.id} mt="3">
              <Text fontWeight="semibold">
                {r.query}{' '}
                <Badge colorPalette={r.match ? 'gray' : 'purple'}>{r.match ? 'same answer' : 'differs'}</Badge>{' '}
                <Text as="span" fontSize="xs">
                  {r.responseTime} ms
                </Text>
              </Text>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mt="1">
                <Side title="With vector grounding" side={r.normal} />
                <Side title="Without vector grounding" side={r.shadow} />
              </SimpleGrid>
            </Box>
          ))}
        </Box>
      ) : null}
      <Text fontWeight="semibold" mt="4">
        Recent runs
      </Text>
      {recent.length === 0 ? (
        <Text fontSize="sm">No shadow tests run yet.</Text>
      ) : (
        <ul>
          {recent.map((row) => (
            <li key={row.id}>
              <Text fontSize="sm">
                {formatAdminDate(row.created_at)} · {row.admin_email} · {row.target}: {row.detail}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </AdminCard>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
