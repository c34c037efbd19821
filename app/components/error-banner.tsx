import { Box, Text } from '@chakra-ui/react'

/** The red banner of the investment, retirement and tax panels (spec 8): 'Error: …'. */
export function ErrorBanner({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <Box
      role="alert"
      bg="red.50"
      borderWidth="1px"
      borderColor="red.300"
      color="red.700"
      borderRadius="md"
      px="4"
      py="3"
      mb="4"
      data-testid="error-banner"
    >
      <Text>{`Error: ${message}`}</Text>
    </Box>
  )
}
