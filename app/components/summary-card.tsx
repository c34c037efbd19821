import { Box, Text } from '@chakra-ui/react'
import { formatDollars } from '~/lib/format.ts'

/** One headline figure of a planning screen: what it is, the figure, and a line of context. */
export function SummaryCard({
  title,
  value,
  detail,
  tone,
  testId,
}: {
  title: string
  value: string | number
  detail?: string
  /** The figure's colour, e.g. red for a negative net worth. */
  tone?: string
  testId?: string
}) {
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p="4">
      <Text fontSize="sm" color="gray.600">
        {title}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" color={tone} data-testid={testId}>
        {value}
      </Text>
      {detail ? (
        <Text fontSize="sm" color="gray.600">
          {detail}
        </Text>
      ) : null}
    </Box>
  )
}

/** The cash-flow card's context line; the rate counts loan payments as outflows, so it says so. */
export function savingsRateDetail(summary: { savings_rate: number; monthly_loan_payments: number }) {
  const rate = `Savings rate ${summary.savings_rate.toFixed(1)}%`
  return summary.monthly_loan_payments > 0
    ? `${rate} after ${formatDollars(summary.monthly_loan_payments)} a month of loan payments`
    : rate
}
