import { Badge, Box, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import type { HealthReport } from '~/infra/health.server.ts'

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
  return (
    <Box as="section" aria-labelledby="api-status" bg="white" borderWidth="1px" borderRadius="lg" p="5">
      <Heading as="h2" id="api-status" size="md" mb="3">
        API Status
      </Heading>
      <SimpleGrid as="dl" columns={2} gap="2" fontSize="sm">
        <Text as="dt" color="gray.600">
          Service
        </Text>
        <Text as="dd">{health.service}</Text>
        <Text as="dt" color="gray.600">
          Version
        </Text>
        <Text as="dd">{health.version}</Text>
        <Text as="dt" color="gray.600">
          Environment
        </Text>
        <Text as="dd">{health.environment}</Text>
        <Text as="dt" color="gray.600">
          Status
        </Text>
        <Text as="dd">
          <Badge colorPalette={health.status === 'ok' ? 'green' : 'orange'}>{health.status}</Badge>
        </Text>
        {(Object.keys(LABELS) as (keyof HealthReport['dependencies'])[]).map((name) => (
          <Box key={name} display="contents">
            <Text as="dt" color="gray.600">
              {LABELS[name]}
            </Text>
            <Text as="dd">{stateText(name, health.dependencies[name])}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  )
}

export function ConnectionErrorCard({ message }: { message: string }) {
  return (
    <Box as="section" role="alert" bg="red.50" borderWidth="1px" borderColor="red.200" borderRadius="lg" p="5">
      <Heading as="h2" size="md" color="red.700" mb="2">
        Connection Error
      </Heading>
      <Text color="red.800">{message}</Text>
      <Text color="red.700" fontSize="sm" mt="2">
        The server is running but cannot reach its database. Check DATABASE_URL and that the database is up, then
        reload.
      </Text>
    </Box>
  )
}
