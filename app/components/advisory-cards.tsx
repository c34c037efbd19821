import { Badge, Box, chakra, HStack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { AuditResult } from '~/lib/advisory-audits.ts'

// The advisory page's cards: the last run's success card (time, cost, mode and its audits) and
// the error card with the spec's messages (03 §8).

export type RunFacts = {
  mode: string
  provider: string | null
  model: string | null
  duration_ms: number | null
  cost_usd: number | null
  attempts: number
  fallback: string | null
  audits: AuditResult[]
}

const FALLBACK_TEXT: Record<string, string> = {
  last_valid: 'No attempt passed every audit: this is the last complete report, with the failures listed.',
  simplified: 'No attempt gave a usable report: this is the simplified report built from your figures.',
}

function seconds(ms: number | null) {
  return ms === null ? 'n/a' : `${(ms / 1000).toFixed(1)} s`
}

function cost(usd: number | null) {
  return usd === null ? 'unknown (model not in the price table)' : `$${usd.toFixed(4)}`
}

export function SuccessCard({ run }: { run: RunFacts }) {
  return (
    <Box bg="green.50" borderWidth="1px" borderColor="green.300" borderRadius="lg" p="4" data-testid="advisory-success">
      <Text fontWeight="semibold" color="green.900">
        Advisory report generated
      </Text>
      <Text fontSize="sm">
        Time {seconds(run.duration_ms)} · Cost {cost(run.cost_usd)} · Mode {run.mode} · {run.provider ?? 'n/a'} (
        {run.model ?? 'n/a'}) · {run.attempts} attempt{run.attempts === 1 ? '' : 's'}
      </Text>
      <HStack gap="2" mt="2" wrap="wrap" aria-label="Audits">
        {run.audits.map((a) => (
          <Badge key={a.audit} colorPalette={a.passed ? 'green' : 'red'}>
            {a.audit.replace('_', ' ')}: {a.passed ? 'passed' : 'failed'}
          </Badge>
        ))}
      </HStack>
      {run.fallback ? (
        <Text fontSize="sm" mt="2" color="orange.800">
          {FALLBACK_TEXT[run.fallback]}
        </Text>
      ) : null}
      {run.audits
        .flatMap((a) => a.issues)
        .map((issue) => (
          <Text key={issue.message} fontSize="sm" color={issue.blocking ? 'red.700' : 'gray.700'}>
            {issue.message}
          </Text>
        ))}
    </Box>
  )
}

export function ErrorCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      role="alert"
      bg="red.50"
      borderWidth="1px"
      borderColor="red.300"
      borderRadius="lg"
      p="4"
      data-testid="advisory-error"
    >
      <Text fontWeight="semibold" color="red.800">
        {title}
      </Text>
      <Text color="red.700">{children}</Text>
    </Box>
  )
}

/** Show/Hide Data: a disclosure that opens without JavaScript. */
export function DataDisclosure({ children }: { children: ReactNode }) {
  return (
    <chakra.details borderWidth="1px" borderRadius="lg" bg="white" px="4" py="3" data-testid="advisory-data">
      <chakra.summary cursor="pointer" fontWeight="semibold">
        Show/Hide Data
      </chakra.summary>
      <Box mt="3">{children}</Box>
    </chakra.details>
  )
}
