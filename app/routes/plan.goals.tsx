import { Button } from '~/components/button.tsx'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, isRouteErrorResponse, useLoaderData, useLocation, useRouteError } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { STATIC_STYLES } from '~/components/chakra-scope.tsx'
import { GoalCard, GoalSummaryCards, GoalTimeline } from '~/components/goal-cards.tsx'
import { PlainSelect } from '~/components/plain-fields.tsx'
import { useIsSubmitting } from '~/components/use-is-submitting.ts'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { GOAL_STATUS_LABELS, GOAL_STATUSES } from '~/lib/goal-math.ts'
import { findStep } from '~/lib/plan-steps.ts'
import { GOAL_MESSAGES } from '~/lib/goal-messages.ts'
import { orServerFailure } from './__goal-forms.server.ts'
import { syncNetWorth } from '~/services/goals/net-worth-sync.server.ts'
import { goalsScreen } from '~/services/goals/screens.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

// Step 4 of the plan, "Goals & Preferences": the Financial Goals manager. Filters and the
// view are query parameters, so a link, a reload and the back button keep them.

// Drawn with the static classes of app/styles only: the browser does not load Chakra for this screen.
export const handle = STATIC_STYLES

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    return goalsScreen(user.id, new URL(request.url))
  })
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const form = await request.formData()
    if (form.get('intent') !== 'sync-net-worth') throw new Response('Unknown action', { status: 400 })
    const back = `/plan/goals${new URL(request.url).search}`
    // When the sync fails on the server, the list comes back with the spec's message as a toast.
    return orServerFailure(
      async () => {
        const synced = await syncNetWorth(user.id)
        return redirectWithToast(back, { kind: 'success', title: 'Net worth synced', description: synced.message })
      },
      () => redirectWithToast(back, { kind: 'error', title: GOAL_MESSAGES.sync }),
    )
  })
}

function hrefWith(params: Record<string, string>) {
  const search = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== '' && v !== 'list'))
  const text = search.toString()
  return text ? `/plan/goals?${text}` : '/plan/goals'
}

export default function GoalsManager() {
  const { goals, summary, filters, view, categories } = useLoaderData<typeof loader>()
  const syncing = useIsSubmitting()
  const analysis = findStep('analysis')
  const filtered = filters.status !== '' || filters.category !== ''

  return (
    <div className="wp-stack wp-gap-5 wp-wrap-words">
      <div className="wp-row wp-between wp-items-start wp-gap-3">
        <div>
          <p className="wp-muted wp-text-sm">Step 4 · Goals &amp; Preferences</p>
          <h1 className="wp-heading wp-heading--xl">Goals &amp; Preferences</h1>
          <p className="wp-quiet">
            Define your financial goals and preferences so the analysis and recommendations fit your plans.
          </p>
        </div>
        <div className="wp-row wp-gap-2">
          <Button asChild size="sm" variant="outline">
            <Link to="/plan/goals/preferences">Preferences</Link>
          </Button>
          <Form method="post">
            <input type="hidden" name="intent" value="sync-net-worth" />
            <Button type="submit" size="sm" variant="outline" disabled={syncing} aria-busy={syncing}>
              {syncing ? 'Syncing...' : 'Sync Net Worth'}
            </Button>
          </Form>
          <Button asChild size="sm" colorPalette="blue">
            <Link to="/plan/goals/new">Create Goal</Link>
          </Button>
        </div>
      </div>

      {/* A new account's zeros are not figures: the "No Goals Yet" state below says it all. */}
      {summary.total_goals > 0 ? <GoalSummaryCards summary={summary} /> : null}

      {summary.total_goals > 1 && analysis ? (
        <div role="note" className="wp-alert-blue" data-testid="analysis-banner">
          <p className="wp-semibold">{`You have ${summary.total_goals} goals.`}</p>
          <p>
            {`See how they fit together in Step ${analysis.number}: ${analysis.title} — conflicts, scenarios and recommendations. `}
            <Link to="/plan/analysis" style={{ textDecoration: 'underline' }}>
              Open the analysis
            </Link>
          </p>
        </div>
      ) : null}

      <Form method="get" aria-label="Filter goals">
        {view === 'timeline' ? <input type="hidden" name="view" value="timeline" /> : null}
        <div className="wp-row wp-items-end wp-gap-3">
          <PlainSelect label="Status" name="status" defaultValue={filters.status}>
            <option value="">All statuses</option>
            {GOAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {GOAL_STATUS_LABELS[s]}
              </option>
            ))}
          </PlainSelect>
          <PlainSelect label="Category" name="category" defaultValue={filters.category}>
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </PlainSelect>
          <Button type="submit" variant="outline">
            Apply Filters
          </Button>
          <Button asChild variant="ghost">
            <Link to={hrefWith({ view })}>Clear Filters</Link>
          </Button>
        </div>
      </Form>

      <nav aria-label="Goal views" className="wp-row wp-gap-2">
        {(['list', 'timeline'] as const).map((v) => (
          <Button
            key={v}
            asChild
            size="sm"
            variant={view === v ? 'solid' : 'ghost'}
            colorPalette={view === v ? 'blue' : 'gray'}
          >
            <Link to={hrefWith({ ...filters, view: v })} aria-current={view === v ? 'page' : undefined}>
              {v === 'list' ? 'List' : 'Timeline'}
            </Link>
          </Button>
        ))}
      </nav>

      {goals.length === 0 ? (
        filtered ? (
          <div className="wp-card wp-card--p6 wp-center">
            <p className="wp-mb-3">No goals match these filters.</p>
            <Button asChild variant="outline">
              <Link to={hrefWith({ view })}>Clear Filters</Link>
            </Button>
          </div>
        ) : (
          <div className="wp-card wp-card--p8 wp-center">
            <h2 className="wp-heading wp-heading--lg wp-mb-2">No Goals Yet</h2>
            <p className="wp-quiet wp-mb-4">Set your first financial goal to start tracking your progress.</p>
            <Button asChild colorPalette="blue">
              <Link to="/plan/goals/new">Create Your First Goal</Link>
            </Button>
          </div>
        )
      ) : view === 'timeline' ? (
        <GoalTimeline goals={goals} />
      ) : (
        <section aria-label="Goals" className="wp-stack wp-gap-3">
          {goals.map((goal) => (
            <GoalCard key={goal.id} goal={goal} />
          ))}
        </section>
      )}

      <div className="wp-row wp-justify-end">
        <Button asChild colorPalette="blue">
          <Link to="/plan/analysis">Proceed to Intelligence Analysis →</Link>
        </Button>
      </div>
    </div>
  )
}

export const meta: MetaFunction = () => [{ title: 'Goals & Preferences · WealthPath' }]

/** A failed load says so in the spec's words and offers Retry; a 404 or sign-in issue uses the shared view. */
export function ErrorBoundary() {
  const error = useRouteError()
  const location = useLocation()
  if (isRouteErrorResponse(error) && error.status < 500) return <GeneralErrorBoundary />
  return (
    <div role="alert" className="wp-error-page wp-card wp-card--p6">
      <h1 className="wp-heading wp-heading--lg wp-mb-2">Goals & Preferences</h1>
      <p className="wp-mb-4">{GOAL_MESSAGES.load}</p>
      <Button asChild colorPalette="blue">
        <Link to={`${location.pathname}${location.search}`} reloadDocument>
          Retry
        </Link>
      </Button>
    </div>
  )
}
