import { Badge, Box, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { Form, useNavigation } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { CONFLICT_TYPE_LABEL, SEVERITY_COLOUR } from '~/lib/analysis-display.ts'
import { formatDollars, pluralise } from '~/lib/format.ts'
import type { DecoratedAnalysis, DecoratedConflict } from '~/services/analysis/decisions.server.ts'

const REASSURANCE = [
  { title: 'Cash flow', text: 'Your monthly surplus covers what your active goals need.' },
  { title: 'Timeline', text: 'No goals compete for the same money in the same years.' },
  { title: 'Risk alignment', text: 'Every goal is reachable within the returns your risk profile expects.' },
]

function ConflictCard({ conflict, goalNames }: { conflict: DecoratedConflict; goalNames: Record<string, string> }) {
  const navigation = useNavigation()
  const applying = navigation.state === 'submitting' && navigation.formData?.get('conflict_id') === conflict.id
  return (
    <Box
      as="article"
      aria-labelledby={`conflict-${conflict.id}`}
      bg="white"
      borderWidth="1px"
      borderLeftWidth="4px"
      borderLeftColor={`${SEVERITY_COLOUR[conflict.severity]}.500`}
      borderRadius="lg"
      p="4"
    >
      <Flex gap="2" wrap="wrap" align="center">
        <Badge colorPalette={SEVERITY_COLOUR[conflict.severity]}>{conflict.severity}</Badge>
        <Badge variant="outline">{CONFLICT_TYPE_LABEL[conflict.type] ?? conflict.type}</Badge>
        <Text fontSize="sm" color="gray.600">
          {`${pluralise(conflict.affected_goals.length, 'goal')} affected`}
        </Text>
      </Flex>
      <Heading as="h3" size="sm" mt="2" id={`conflict-${conflict.id}`}>
        {conflict.description}
      </Heading>
      {conflict.affected_goals.length ? (
        <Text fontSize="sm" color="gray.700" mt="1">
          {`Goals: ${conflict.affected_goals.map((id) => goalNames[id] ?? id).join(', ')}`}
        </Text>
      ) : null}
      {conflict.shortfall_amount !== null ? (
        <Text
          fontSize="sm"
          mt="1"
          color="red.700"
        >{`Monthly shortfall: ${formatDollars(conflict.shortfall_amount)}`}</Text>
      ) : null}
      {conflict.resolution ? (
        <Box mt="3" bg="green.50" borderRadius="md" p="3" role="status">
          <Text fontSize="sm">
            {`Resolution applied on ${conflict.resolution.applied_at.slice(0, 10)}: ${conflict.resolution.description}. It clears from the analysis once your numbers show the change.`}
          </Text>
        </Box>
      ) : (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="resolve" />
          <input type="hidden" name="conflict_id" value={conflict.id} />
          <Box as="fieldset" mt="3">
            <Text as="legend" fontWeight="semibold" fontSize="sm" mb="1">
              Resolution options
            </Text>
            <Stack gap="2">
              {conflict.resolution_options.map((option, i) => (
                <label key={option.type} style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start' }}>
                  <input type="radio" name="option_type" value={option.type} required={i === 0} />
                  <span>
                    <Text as="span" fontSize="sm" fontWeight="medium">
                      {option.description}
                    </Text>
                    <Text as="span" display="block" fontSize="xs" color="gray.600">
                      {option.impact}
                      {option.goal_changes.length === 0 ? ' — recorded as your commitment; no goal changes' : ''}
                    </Text>
                  </span>
                </label>
              ))}
            </Stack>
          </Box>
          <HStack mt="3" gap="2">
            <Button
              type="submit"
              size="sm"
              colorPalette="blue"
              disabled={applying}
              aria-describedby={`conflict-${conflict.id}`}
            >
              {applying ? 'Applying...' : 'Apply Selected'}
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to="?tab=scenarios">See Impact Analysis</Link>
            </Button>
          </HStack>
        </Form>
      )}
    </Box>
  )
}

export function ConflictsTab({
  analysis,
  goalNames,
}: {
  analysis: DecoratedAnalysis
  goalNames: Record<string, string>
}) {
  const open = analysis.conflicts.filter((c) => !c.resolution)
  const bySeverity = (s: string) => analysis.conflicts.filter((c) => c.severity === s && !c.resolution).length
  return (
    <Stack gap="4">
      {analysis.resolved_conflicts.length ? (
        <Box role="status" bg="green.50" borderWidth="1px" borderColor="green.200" borderRadius="lg" p="4">
          <Heading as="h3" size="sm">
            Conflicts Resolved
          </Heading>
          <Stack as="ul" gap="1" mt="1" ps="4" fontSize="sm">
            {analysis.resolved_conflicts.map((r) => (
              <li key={`${r.conflict_id}-${r.applied_at}`}>{`${r.applied_at.slice(0, 10)}: ${r.description}`}</li>
            ))}
          </Stack>
          <Text fontSize="sm" mt="1" color="gray.700">
            The analysis is re-run on your updated goals each time you open it.
          </Text>
        </Box>
      ) : null}
      {analysis.conflicts.length === 0 ? (
        <Box>
          <Heading as="h3" size="md">
            No Conflicts Detected
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" mt="3">
            {REASSURANCE.map((card) => (
              <Box key={card.title} bg="green.50" borderRadius="lg" p="4">
                <Text fontWeight="semibold">{`✓ ${card.title}`}</Text>
                <Text fontSize="sm">{card.text}</Text>
              </Box>
            ))}
          </SimpleGrid>
        </Box>
      ) : (
        <>
          <Flex role="status" bg="orange.50" borderRadius="lg" p="4" gap="3" wrap="wrap" align="center">
            <Text fontWeight="semibold">{`${pluralise(open.length, 'conflict')} to resolve`}</Text>
            <Badge colorPalette="red">{`${bySeverity('critical')} critical`}</Badge>
            <Badge colorPalette="orange">{`${bySeverity('moderate')} moderate`}</Badge>
            <Badge colorPalette="yellow">{`${bySeverity('minor')} minor`}</Badge>
          </Flex>
          {analysis.conflicts.map((conflict) => (
            <ConflictCard key={conflict.id} conflict={conflict} goalNames={goalNames} />
          ))}
          <Box>
            <Heading as="h3" size="sm" mb="2">
              Quick Actions
            </Heading>
            <HStack gap="2" wrap="wrap">
              <Button asChild size="sm" variant="outline">
                <a href="/plan/analysis/conflicts.csv" download>
                  Export Conflict Report (CSV)
                </a>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link to="/plan/analysis/report?kind=conflicts">Printable Conflict Report</Link>
              </Button>
            </HStack>
          </Box>
        </>
      )}
    </Stack>
  )
}
