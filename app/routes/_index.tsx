import { Button } from '~/components/button.tsx'
import type { MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { STATIC_STYLES } from '~/components/chakra-scope.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { ApiStatusCard, ConnectionErrorCard } from '~/components/status-card.tsx'
import { useOptionalUser } from '~/root.tsx'
import { getHealth } from '~/infra/health.server.ts'

export async function loader() {
  const health = await getHealth()
  const failure = health.status === 'error' ? (health.dependencies.database.detail ?? 'Failed to connect to API') : null
  return { health, failure }
}

const FEATURES = [
  'Record what you own, owe, earn and spend, by category',
  'Track net worth over time',
  'Plan goals and see how likely you are to reach them',
  'Monte Carlo projections of your future net worth',
  'Advice from an AI advisor grounded in your own numbers',
]

// Drawn with static classes only: a first visit downloads no Chakra (app/components/chakra-scope.tsx).
export const handle = STATIC_STYLES

export default function HomeRoute() {
  const { health, failure } = useLoaderData<typeof loader>()
  const user = useOptionalUser()
  return (
    <main className="wp-home">
      <div className="wp-stack wp-gap-8">
        <div className="wp-center">
          <h1 className="wp-heading wp-heading--4xl">WealthPath</h1>
          <p className="wp-muted wp-mt-2 wp-text-lg">Personal finance and wealth planning, in plain numbers.</p>
        </div>

        {user ? (
          <div className="wp-card wp-card--p6 wp-center">
            <p className="wp-text-xl wp-semibold" data-testid="welcome">
              {`Welcome, ${user.first_name || user.email}!`}
            </p>
            <div className="wp-row wp-justify-center wp-gap-3 wp-mt-4">
              <Button asChild colorPalette="blue">
                <Link to="/plan">Continue</Link>
              </Button>
              <Form method="post" action="/logout">
                <Button type="submit" variant="outline">
                  Logout
                </Button>
              </Form>
            </div>
          </div>
        ) : (
          <div className="wp-home-actions">
            <Button asChild colorPalette="blue" size="lg">
              <Link to="/login">Login</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/register">Create Account</Link>
            </Button>
          </div>
        )}

        {failure ? <ConnectionErrorCard message={failure} /> : <ApiStatusCard health={health} />}

        <section aria-labelledby="features">
          <h2 id="features" className="wp-heading wp-mb-2">
            What you can do
          </h2>
          <ul className="wp-bullets">
            {FEATURES.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  )
}

export const meta: MetaFunction = () => [{ title: 'WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
