import { Badge, Box, Flex, Heading, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { Form } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { percentText } from '~/lib/analysis-display.ts'
import { formatDollars, pluralise } from '~/lib/format.ts'
import type { DecoratedAnalysis } from '~/services/analysis/decisions.server.ts'

type Scenario = DecoratedAnalysis['scenarios'][number]

/** Recommended first, then by success rate (03 section 2.7). */
export function sortScenarios(scenarios: Scenario[]) {
  return [...scenarios].sort(
    (a, b) => Number(b.is_recommended) - Number(a.is_recommended) || b.success_rate - a.success_rate,
  )
}

function ScenarioCard({ scenario, selected }: { scenario: Scenario; selected: boolean }) {
  const extra = scenario.required_changes.length - 3
  return (
    <Box
      as="article"
      aria-labelledby={`scenario-${scenario.id}`}
      bg="white"
      borderWidth={selected ? '2px' : '1px'}
      borderColor={selected ? 'blue.500' : undefined}
      borderRadius="lg"
      p="4"
    >
      <Flex gap="2" align="center" wrap="wrap">
        <Heading as="h3" size="sm" id={`scenario-${scenario.id}`}>
          {scenario.name}
        </Heading>
        {scenario.is_recommended ? <Badge colorPalette="green">Recommended</Badge> : null}
        <Badge variant="outline" ms="auto">
          {scenario.monte_carlo_completed ? 'Monte Carlo: Completed' : 'Monte Carlo: not run'}
        </Badge>
      </Flex>
      <Text fontSize="sm" color="gray.700" mt="1">
        {scenario.description}
      </Text>
      <SimpleGrid as="dl" columns={2} gap="1" mt="3" fontSize="sm">
        <Text as="dt" color="gray.600">
          Success probability
        </Text>
        <Text as="dd" fontWeight="semibold" data-testid={`scenario-rate-${scenario.id}`}>
          {percentText(scenario.success_rate)}
        </Text>
        <Text as="dt" color="gray.600">
          Monthly change
        </Text>
        <Text as="dd">
          {scenario.monthly_requirement_change > 0
            ? `+${formatDollars(scenario.monthly_requirement_change)}`
            : formatDollars(scenario.monthly_requirement_change)}
        </Text>
        <Text as="dt" color="gray.600">
          Timeline impact
        </Text>
        <Text as="dd">{pluralise(scenario.timeline_impact, 'month')}</Text>
        <Text as="dt" color="gray.600">
          Goals complete
        </Text>
        <Text as="dd">{`${scenario.projected_outcomes.goal_completion_rate}%`}</Text>
      </SimpleGrid>
      {scenario.required_changes.length ? (
        <Stack as="ul" gap="0" mt="2" ps="4" fontSize="sm">
          {scenario.required_changes.slice(0, 3).map((change) => (
            <li key={change.description}>{change.description}</li>
          ))}
          {extra > 0 ? <li>{`+${extra} more`}</li> : null}
        </Stack>
      ) : null}
      {!scenario.monte_carlo_completed ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="simulate" />
          <input type="hidden" name="scenario_id" value={scenario.id} />
          <Button type="submit" size="xs" mt="2" variant="outline">
            {`Run Monte Carlo for ${scenario.name}`}
          </Button>
        </Form>
      ) : null}
      <Button asChild size="sm" mt="3" variant={selected ? 'solid' : 'outline'} colorPalette="blue">
        <Link
          to={`?tab=scenarios&scenario=${scenario.id}`}
          preventScrollReset
          aria-current={selected ? 'true' : undefined}
        >
          {/* The visible words start the name (speech users say what they see); the scenario tells the links apart. */}
          {selected ? 'Selected' : 'Select Scenario'}
          <VisuallyHidden>{`: ${scenario.name}`}</VisuallyHidden>
        </Link>
      </Button>
    </Box>
  )
}

export function ScenariosTab({ analysis, selectedId }: { analysis: DecoratedAnalysis; selectedId: string | null }) {
  if (analysis.scenarios.length === 0) {
    return (
      <Box>
        <Heading as="h3" size="md">
          Generating Scenarios
        </Heading>
        <Form method="post">
          <input type="hidden" name="intent" value="refresh" />
          <Button type="submit" mt="2" size="sm">
            Refresh Analysis
          </Button>
        </Form>
      </Box>
    )
  }
  const sorted = sortScenarios(analysis.scenarios)
  const selected = sorted.find((s) => s.id === selectedId) ?? sorted.find((s) => s.is_recommended) ?? sorted[0]
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="gray.700">
        {`${pluralise(analysis.counts.scenarios, 'scenario')} generated · ${pluralise(analysis.counts.simulations_completed, 'simulation')} completed`}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {sorted.map((scenario) => (
          <ScenarioCard key={scenario.id} scenario={scenario} selected={scenario.id === selected.id} />
        ))}
      </SimpleGrid>
      <Box as="section" aria-labelledby="selected-scenario" bg="blue.50" borderRadius="lg" p="5">
        <Heading as="h3" size="sm" id="selected-scenario">
          {`Selected: ${selected.name}`}
        </Heading>
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="2" mt="2" fontSize="sm">
          <Box>
            <Text as="dt" color="gray.600">
              Total projected savings
            </Text>
            <Text as="dd" fontWeight="semibold">
              {formatDollars(selected.projected_outcomes.total_savings)}
            </Text>
          </Box>
          <Box>
            <Text as="dt" color="gray.600">
              Goal completion
            </Text>
            <Text as="dd" fontWeight="semibold">{`${selected.projected_outcomes.goal_completion_rate}%`}</Text>
          </Box>
          <Box>
            <Text as="dt" color="gray.600">
              Risk score
            </Text>
            <Text as="dd" fontWeight="semibold">{`${selected.projected_outcomes.risk_score}/10`}</Text>
          </Box>
          <Box>
            <Text as="dt" color="gray.600">
              Success probability
            </Text>
            <Text as="dd" fontWeight="semibold">
              {percentText(selected.success_rate)}
            </Text>
          </Box>
        </SimpleGrid>
        <Heading as="h4" size="xs" mt="3">
          Implementation steps
        </Heading>
        {selected.required_changes.length ? (
          <Stack as="ol" gap="0" ps="5" fontSize="sm">
            {selected.required_changes.map((change) => (
              <li key={change.description}>{change.description}</li>
            ))}
          </Stack>
        ) : (
          <Text fontSize="sm">No changes: keep your current goals and savings.</Text>
        )}
        <Text fontSize="xs" color="gray.600" mt="3">
          Success rates come from 1,000-iteration Monte Carlo runs of each goal's savings with returns drawn for your
          risk profile. The recommended scenario is the best one that needs no extra money, unless one that does is at
          least 15 points better (balanced optimisation).
        </Text>
      </Box>
    </Stack>
  )
}
