import { Badge, Box, SimpleGrid, Text } from '@chakra-ui/react'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireAdmin } from '~/auth/guards.server.ts'
import { AdminCard, formatAdminDate } from '~/components/admin/admin-section.tsx'
import { AutoRefresh } from '~/components/admin/auto-refresh.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { selfOrigin } from '~/http/self-origin.server.ts'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { HEALTH_REFRESH_OPTIONS, HEALTH_SERVICES, REFRESH_SECONDS, refreshChoice } from '~/lib/admin.ts'
import { systemHealth } from '~/services/admin/system-health.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    await requireAdmin(request)
    const every = refreshChoice(
      new URL(request.url).searchParams.get('every'),
      HEALTH_REFRESH_OPTIONS,
      REFRESH_SECONDS.health,
    )
    return { health: await systemHealth(selfOrigin(request)), every }
  })
}

const LABELS = {
  database: 'Database',
  redis: 'Redis Cache',
  vectorDB: 'Vector Database',
  llm: 'LLM Services',
  api: 'API Services',
  simWorker: 'Simulation Service',
} as const
const COLOUR = { healthy: 'green', warning: 'orange', error: 'red' } as const

export default function AdminHealth() {
  const { health, every } = useLoaderData<typeof loader>()
  return (
    <AdminCard id="health-heading" title="System Health">
      <AutoRefresh seconds={every} options={HEALTH_REFRESH_OPTIONS} />
      <Text fontSize="2xl" fontWeight="bold" mt="3" data-testid="overall-health">
        {health.overall}% <Badge colorPalette={COLOUR[health.status]}>{health.status}</Badge>
      </Text>
      <Text fontSize="sm" color="gray.600" mb="4">
        Checked {formatAdminDate(health.checked_at)} · app up {Math.round(health.process_uptime_seconds / 60)} min · 80%
        or more is healthy, 50-79% warning, below 50% error
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="3">
        {HEALTH_SERVICES.map((name) => {
          const service = health.services[name]
          return (
            <Box key={name} as="section" aria-label={LABELS[name]} borderWidth="1px" borderRadius="md" p="3">
              <Text fontWeight="semibold">
                {LABELS[name]} <Badge colorPalette={COLOUR[service.status]}>{service.status}</Badge>
              </Text>
              <Text fontSize="sm">
                Response time: {service.responseTime === null ? 'not measured' : `${service.responseTime} ms`}
              </Text>
              <Text fontSize="sm">Uptime: {service.uptime === null ? 'N/A' : `${service.uptime}%`} of checks</Text>
              <Text fontSize="xs" color="gray.600">
                {service.detail}
              </Text>
            </Box>
          )
        })}
      </SimpleGrid>
    </AdminCard>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
