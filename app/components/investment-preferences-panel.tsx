import { Badge, Box, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { Link } from '~/components/link.tsx'
import type { ReactNode } from 'react'
import { ConfirmDeleteLink } from '~/components/confirm-delete-link.tsx'
import { pluralise } from '~/lib/format.ts'
import {
  INVESTMENT_PREFERENCES_DELETE_MESSAGE,
  PHILOSOPHY_LABELS,
  REBALANCING_LABELS,
  riskLabel,
  timelineLabel,
  type InvestmentPreferencesJson,
} from '~/schemas/investment-preferences.ts'

// The Investment Preferences tab of Profile Management (spec 2.6): three summary cards and
// the details, or an empty state. Set/Edit opens the form page; Delete asks first.

export const INVESTMENT_PREFERENCES_FORM_HREF = '/plan/profile/investment-preferences'
export const INVESTMENT_PREFERENCES_DELETE_HREF = '/plan/profile/investment-preferences/delete'

function SummaryCard({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      data-testid={`investment-card-${label.toLowerCase().replaceAll(' ', '-')}`}
    >
      <Text fontSize="xs" color="gray.600" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold">
        {value}
      </Text>
      <Text fontSize="sm" color="gray.600">
        {detail}
      </Text>
    </Box>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" gap="4" py="1" borderBottomWidth="1px" borderColor="gray.100">
      <Text as="dt" color="gray.600">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" textAlign="right">
        {children}
      </Text>
    </Flex>
  )
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No')

export function InvestmentPreferencesTab({ preferences }: { preferences: InvestmentPreferencesJson | null }) {
  if (!preferences) {
    return (
      <Stack gap="4" data-testid="investment-preferences-panel">
        <Heading as="h2" size="md">
          Investment Preferences
        </Heading>
        <Stack align="center" gap="3" bg="white" borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="8">
          <Text color="gray.600">
            No investment preferences set yet. Tell us how much risk you accept, how long you invest and how you like to
            invest.
          </Text>
          <Button asChild colorPalette="blue">
            <Link to={INVESTMENT_PREFERENCES_FORM_HREF}>Set Preferences</Link>
          </Button>
        </Stack>
      </Stack>
    )
  }
  const p = preferences
  return (
    <Stack gap="4" data-testid="investment-preferences-panel">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h2" size="md">
          Investment Preferences
        </Heading>
        <HStack gap="2">
          <Button asChild size="sm" colorPalette="blue">
            <Link to={INVESTMENT_PREFERENCES_FORM_HREF}>Edit Preferences</Link>
          </Button>
          <ConfirmDeleteLink
            to={INVESTMENT_PREFERENCES_DELETE_HREF}
            message={INVESTMENT_PREFERENCES_DELETE_MESSAGE}
            ariaLabel="Delete investment preferences"
          >
            Delete
          </ConfirmDeleteLink>
        </HStack>
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <SummaryCard
          label="Risk Profile"
          value={riskLabel(p.risk_tolerance_score)}
          detail={`Risk tolerance ${p.risk_tolerance_score} of 10`}
        />
        <SummaryCard
          label="Timeline"
          value={pluralise(p.investment_timeline_years, 'year')}
          detail={timelineLabel(p.investment_timeline_years)}
        />
        <SummaryCard
          label="Philosophy"
          value={PHILOSOPHY_LABELS[p.investment_philosophy]}
          detail={`Rebalancing: ${REBALANCING_LABELS[p.rebalancing_frequency]}`}
        />
      </SimpleGrid>
      <Box as="dl" bg="white" borderWidth="1px" borderRadius="lg" p="4">
        <Fact label="ESG preference">{p.esg_preference_level} of 5</Fact>
        <Fact label="International allocation target">{p.international_allocation_target}%</Fact>
        <Fact label="Cryptocurrency allocation">{p.cryptocurrency_allocation}%</Fact>
        <Fact label="Interested in alternative investments">{yesNo(p.alternative_investment_interest)}</Fact>
        <Fact label="Comfortable with individual stocks">{yesNo(p.individual_stock_tolerance)}</Fact>
        <Fact label="Tax-loss harvesting">
          <Badge colorPalette={p.tax_loss_harvesting_enabled ? 'green' : 'gray'}>
            {p.tax_loss_harvesting_enabled ? 'On' : 'Off'}
          </Badge>
        </Fact>
        <Fact label="Dollar-cost averaging">
          <Badge colorPalette={p.dollar_cost_averaging_preference ? 'green' : 'gray'}>
            {p.dollar_cost_averaging_preference ? 'On' : 'Off'}
          </Badge>
        </Fact>
      </Box>
    </Stack>
  )
}
