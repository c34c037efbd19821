import { Box, Text } from '@chakra-ui/react'

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
