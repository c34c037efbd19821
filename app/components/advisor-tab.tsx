import { Badge, Box, chakra, Flex, Heading, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { Link } from '~/components/link.tsx'
import { formatCents, pluralise } from '~/lib/format.ts'

// The Advisor Data tab of the Financial Management page (spec 2.2): the first three smart
// recommendations by savings, the rest one click away (a <details>, so without JavaScript too),
// a strip of summary tiles and the Add/Update button. Savings arrive in cents and show as whole
// dollars.

/** How many recommendations show before "Show all". */
const TOP_COUNT = 3

export type AdvisorRecommendationView = {
  id: string
  title: string
  description: string
  difficulty: string
  monthly_savings_cents: number
  annual_savings_cents: number
}

export type AdvisorTilesView = {
  mortgage_rate: number | null
  contribution_401k: number | null
  stock_percentage: number | null
  subscription_count: number
}

export type AdvisorHintView = { section: string; message: string }

export const ADVISOR_FORM_HREF = '/plan/finances/advisor'

/** Spec 2.2: easy green, medium yellow, otherwise red. */
export function difficultyPalette(difficulty: string) {
  if (difficulty === 'easy') return 'green'
  if (difficulty === 'medium') return 'yellow'
  return 'red'
}

const titleCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const percent = (value: number | null) => (value === null ? null : `${value}%`)

function Tile({ label, value }: { label: string; value: string | null }) {
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p="3" textAlign="center">
      <Text fontSize="xs" color="gray.600" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text
        fontSize="lg"
        fontWeight="bold"
        color={value === null ? 'gray.500' : undefined}
        data-testid={`advisor-tile-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`}
      >
        {value ?? 'Not provided'}
      </Text>
    </Box>
  )
}

function Saving({ label, cents }: { label: string; cents: number }) {
  return (
    <Text>
      <Text as="span" color="gray.600" fontSize="sm">
        {`${label} `}
      </Text>
      <Text as="strong" color="green.700">
        {formatCents(cents)}
      </Text>
    </Text>
  )
}

const FORM_SECTIONS = new Set(['mortgage', 'retirement', 'investments', 'subscriptions'])

/** Where a hint's data is added: the advisor form's section, or the entries when it names one. */
function hintHref(hint: AdvisorHintView) {
  const aboutEntries = /\b(entry|entries|liability)\b/i.test(hint.message) || !FORM_SECTIONS.has(hint.section)
  return aboutEntries ? '/plan/financial-data' : `${ADVISOR_FORM_HREF}?section=${hint.section}`
}

function RecommendationCard({ r }: { r: AdvisorRecommendationView }) {
  return (
    <Box as="li" bg="white" borderWidth="1px" borderRadius="lg" p="4" data-testid={`rec-${r.id}`}>
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Heading as="h3" size="sm">
          {r.title}
        </Heading>
        <Badge colorPalette={difficultyPalette(r.difficulty)} variant="solid">
          {titleCase(r.difficulty)}
        </Badge>
      </Flex>
      <Text mt="2" color="gray.700">
        {r.description}
      </Text>
      <HStack mt="3" gap="6" wrap="wrap">
        <Saving label="Monthly savings" cents={r.monthly_savings_cents} />
        <Saving label="Annual savings" cents={r.annual_savings_cents} />
      </HStack>
    </Box>
  )
}

export function AdvisorTab({
  recommendations,
  tiles,
  hints,
  hasData,
}: {
  recommendations: AdvisorRecommendationView[]
  tiles: AdvisorTilesView
  hints: AdvisorHintView[]
  hasData: boolean
}) {
  const shown = recommendations.slice(0, TOP_COUNT)
  const rest = recommendations.slice(TOP_COUNT)
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          Smart Recommendations
        </Heading>
        <Button asChild colorPalette="blue" size="sm">
          <Link to={ADVISOR_FORM_HREF}>{hasData ? 'Update Advisor Data' : 'Add Advisor Data'}</Link>
        </Button>
      </Flex>

      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" aria-label="Advisor data summary">
        <Tile label="Mortgage Rate" value={percent(tiles.mortgage_rate)} />
        <Tile label="401k Contribution" value={percent(tiles.contribution_401k)} />
        <Tile label="Stock Allocation" value={percent(tiles.stock_percentage)} />
        <Tile label="Subscriptions" value={tiles.subscription_count === 0 ? null : String(tiles.subscription_count)} />
      </SimpleGrid>

      {shown.length === 0 ? (
        <Box bg="white" borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="6">
          <Text color="gray.700">
            {hasData
              ? 'No recommendations from your current data: nothing we check for is costing you money right now.'
              : 'Add your mortgage, 401(k), investment allocation and subscriptions to get recommendations computed from your own numbers.'}
          </Text>
        </Box>
      ) : (
        <Stack
          as="ol"
          gap="3"
          listStyleType="none"
          aria-label="Top recommendations"
          data-testid="advisor-recommendations"
        >
          {shown.map((r) => (
            <RecommendationCard key={r.id} r={r} />
          ))}
        </Stack>
      )}
      {rest.length > 0 ? (
        <chakra.details data-testid="advisor-more">
          <chakra.summary cursor="pointer" color="blue.700" fontSize="sm">
            {`Showing the top ${shown.length} by savings. Show all ${pluralise(recommendations.length, 'recommendation')}`}
          </chakra.summary>
          <Stack as="ol" gap="3" listStyleType="none" mt="3" aria-label="More recommendations">
            {rest.map((r) => (
              <RecommendationCard key={r.id} r={r} />
            ))}
          </Stack>
        </chakra.details>
      ) : null}

      {hints.length > 0 ? (
        <Box as="section" aria-labelledby="advisor-hints" bg="blue.50" borderWidth="1px" borderRadius="lg" p="4">
          <Heading as="h3" id="advisor-hints" size="sm" mb="2">
            Add data for more recommendations
          </Heading>
          <List.Root gap="1" ps="4">
            {hints.map((h) => (
              <List.Item key={`${h.section}:${h.message}`}>
                {h.message} <Link to={hintHref(h)}>Add it</Link>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      ) : null}
    </Stack>
  )
}
