import { Badge, Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { Link } from '~/components/link.tsx'
import { gapMetric, percentText, scoreMessage, scoreSummary } from '~/lib/analysis-display.ts'
import { pluralise } from '~/lib/format.ts'
import type { Insight } from '~/lib/insight-relevance.ts'
import type { DecoratedAnalysis } from '~/services/analysis/decisions.server.ts'

const COLOUR_TOKEN = {
  green: 'green.500',
  yellow: 'yellow.500',
  orange: 'orange.500',
  red: 'red.500',
  blue: 'blue.500',
}

/**
 * A half-circle gauge drawn in SVG (works without JavaScript); the number is also plain text.
 * No trend arrow: a trend needs earlier scores, and analyses are not stored over time.
 */
export function ScoreGauge({ score }: { score: number }) {
  const { band, colour } = scoreSummary(score)
  const angle = Math.PI * (1 - Math.min(100, Math.max(0, score)) / 100)
  const x = 60 + 50 * Math.cos(angle)
  const y = 60 - 50 * Math.sin(angle)
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p="5" textAlign="center">
      <Text fontSize="sm" color="gray.600">
        Overall score
      </Text>
      <Box asChild mx="auto" display="block" color={COLOUR_TOKEN[colour]}>
        <svg width="180" height="100" viewBox="0 0 120 66" role="img" aria-label={`Overall score ${score} out of 100`}>
          <path d="M10 60 A50 50 0 0 1 110 60" fill="none" stroke="#E2E8F0" strokeWidth="10" />
          {score > 0 ? (
            <path
              d={`M10 60 A50 50 0 0 1 ${x.toFixed(2)} ${y.toFixed(2)}`}
              fill="none"
              stroke="currentColor"
              strokeWidth="10"
            />
          ) : null}
        </svg>
      </Box>
      <Text fontSize="4xl" fontWeight="bold" data-testid="overall-score">
        {score}
      </Text>
      <Badge colorPalette={colour}>{band}</Badge>
      <Text mt="2" color="gray.700">
        {scoreMessage(score)}
      </Text>
    </Box>
  )
}

function Metric({ label, value, note, testId }: { label: string; value: string; note: string; testId: string }) {
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p="4">
      <Text fontSize="sm" color="gray.600">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" data-testid={testId}>
        {value}
      </Text>
      <Text fontSize="xs" color="gray.600">
        {note}
      </Text>
    </Box>
  )
}

export function MetricCards({ analysis }: { analysis: DecoratedAnalysis }) {
  const gap = gapMetric(analysis.gaps)
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
      <Metric label={gap.label} value={gap.value} note={gap.note} testId="metric-gap" />
      <Metric
        label="Success rate"
        value={percentText(analysis.success_rate)}
        note={`Average chance each goal is reached; all goals together ${percentText(analysis.success_probability)}`}
        testId="metric-success"
      />
      <Metric
        label="Risk alignment"
        value={`${analysis.risk_alignment}%`}
        note="Goals reachable within the returns your risk profile can expect"
        testId="metric-risk"
      />
      <Metric
        label="Lifestyle fit"
        value={`${analysis.lifestyle_fit}%`}
        note="Share of the monthly need your surplus covers without cutting spending"
        testId="metric-lifestyle"
      />
    </SimpleGrid>
  )
}

const CATEGORY_COLOUR: Record<string, string> = {
  investment_strategy: 'blue',
  tax_planning: 'green',
  regulatory_guidance: 'purple',
}
const CATEGORY_NAME: Record<string, string> = {
  investment_strategy: 'Investment strategy',
  tax_planning: 'Tax planning',
  regulatory_guidance: 'Regulatory guidance',
}

const RANKED_BY_TEXT = {
  vector_index: 'Relevance is the similarity of each document to your indexed financial data.',
  rules: 'The search index is unavailable: ranked by rules that read your figures.',
}

export function InsightsPanel({ insights, rankedBy }: { insights: Insight[]; rankedBy: keyof typeof RANKED_BY_TEXT }) {
  return (
    <Box as="section" aria-labelledby="insights-heading" bg="white" borderWidth="1px" borderRadius="lg" p="5">
      <Flex justify="space-between" align="center" mb="3">
        <Heading as="h2" id="insights-heading" size="md">
          Professional Insights
        </Heading>
        <Badge>{pluralise(insights.length, 'insight')}</Badge>
      </Flex>
      {insights.length > 0 ? (
        <Text fontSize="sm" color="gray.700" mb="3" data-testid="insights-ranked-by">
          {RANKED_BY_TEXT[rankedBy]}
        </Text>
      ) : null}
      {insights.length === 0 ? (
        <Text color="gray.600">No insights are available right now.</Text>
      ) : (
        <Stack gap="3">
          {insights.map((insight) => (
            <Box key={insight.kb_id} borderWidth="1px" borderRadius="md" p="4">
              <Flex gap="2" align="center" wrap="wrap" mb="1">
                <Badge variant="outline">{insight.kb_id}</Badge>
                <Badge colorPalette={CATEGORY_COLOUR[insight.category] ?? 'gray'}>
                  {CATEGORY_NAME[insight.category] ?? insight.category}
                </Badge>
                <Text fontSize="sm" color="gray.600" ms="auto">
                  {`Relevance ${Math.round(insight.relevance_score * 100)}%`}
                </Text>
              </Flex>
              <Heading as="h3" size="sm">
                {insight.title}
              </Heading>
              <Text fontSize="sm" mt="1" lineClamp={3}>
                {insight.content}
              </Text>
              <Text fontSize="sm" mt="2">
                <strong>Takeaway: </strong>
                {insight.actionable_takeaway}
              </Text>
              {insight.user_context ? (
                <Text fontSize="sm" mt="1" color="gray.700">
                  <strong>For you: </strong>
                  {insight.user_context}
                </Text>
              ) : null}
              <Button asChild size="xs" variant="outline" mt="2">
                <Link
                  to={`/plan/analysis/knowledge/${insight.kb_id}`}
                  aria-label={`View ${insight.kb_id}: ${insight.title}`}
                >
                  View
                </Link>
              </Button>
            </Box>
          ))}
        </Stack>
      )}
      <Text fontSize="sm" mt="3">
        <Link to="/plan/advisory#knowledge">View All Knowledge</Link>
      </Text>
    </Box>
  )
}
