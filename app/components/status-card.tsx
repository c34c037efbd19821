import type { HealthReport } from '~/infra/health.server.ts'

// Static classes (app/styles/screens.css): the home page draws these and loads no Chakra.

const LABELS: Record<keyof HealthReport['dependencies'], string> = {
  database: 'Database',
  redis: 'Cache',
  sim_worker: 'Simulation service',
  llm: 'AI advisor',
}

function stateText(name: keyof HealthReport['dependencies'], state: HealthReport['dependencies'][typeof name]) {
  if (name === 'llm') return state.mode === 'offline' ? 'offline provider' : String(state.mode)
  if (state.status === 'not_configured') return name === 'redis' ? 'in-memory' : 'not configured'
  return state.status
}

export function ApiStatusCard({ health }: { health: HealthReport }) {
  const rows: [string, string][] = [
    ['Service', health.service],
    ['Version', health.version],
    ['Environment', health.environment],
  ]
  return (
    <section aria-labelledby="api-status" className="wp-card wp-card--p5">
      <h2 id="api-status" className="wp-heading wp-mb-3">
        API Status
      </h2>
      <dl className="wp-grid wp-grid--2 wp-text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="wp-contents">
            <dt className="wp-muted">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <dt className="wp-muted">Status</dt>
        <dd>
          <span className={`wp-badge ${health.status === 'ok' ? 'wp-badge--green' : 'wp-badge--orange'}`}>
            {health.status}
          </span>
        </dd>
        {(Object.keys(LABELS) as (keyof HealthReport['dependencies'])[]).map((name) => (
          <div key={name} className="wp-contents">
            <dt className="wp-muted">{LABELS[name]}</dt>
            <dd>{stateText(name, health.dependencies[name])}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

export function ConnectionErrorCard({ message }: { message: string }) {
  return (
    <section role="alert" className="wp-alert-red">
      <h2 className="wp-heading wp-fg-red-700 wp-mb-2">Connection Error</h2>
      <p className="wp-fg-red-800">{message}</p>
      <p className="wp-fg-red-700 wp-text-sm wp-mt-2">
        The server is running but cannot reach its database. Check DATABASE_URL and that the database is up, then
        reload.
      </p>
    </section>
  )
}
