import { Box, Flex, Text } from '@chakra-ui/react'
import { NavLink } from '@remix-run/react'
import { AVAILABLE_STEPS } from '~/lib/plan-steps.ts'

/**
 * The numbered steps that exist, as plain links: any of them can be opened, with or without JavaScript.
 * On a phone it collapses to the numbers and the current step's title (app/styles/layout.css).
 */
export function PlanStepper() {
  return (
    <Box
      as="nav"
      aria-label="Planning steps"
      bg="white"
      borderBottomWidth="1px"
      overflowX="auto"
      className="wp-stepper"
    >
      <Flex as="ol" maxW="6xl" mx="auto" px="4" py="3" gap="2" listStyleType="none">
        {AVAILABLE_STEPS.map((step) => (
          <Box as="li" key={step.slug} flex="1" minW="20">
            <NavLink to={`/plan/${step.slug}`} prefetch="intent">
              {({ isActive }) => (
                <Flex direction="column" align="center" gap="1" aria-current={isActive ? 'step' : undefined}>
                  <Flex
                    w="9"
                    h="9"
                    borderRadius="full"
                    align="center"
                    justify="center"
                    fontWeight="bold"
                    bg={isActive ? 'blue.600' : 'gray.100'}
                    color={isActive ? 'white' : 'gray.700'}
                    borderWidth="2px"
                    borderColor={isActive ? 'blue.600' : 'gray.300'}
                  >
                    {step.number}
                  </Flex>
                  <Text
                    className="wp-stepper-title"
                    fontSize="xs"
                    textAlign="center"
                    color={isActive ? 'blue.700' : 'gray.600'}
                    lineHeight="short"
                  >
                    {step.title}
                  </Text>
                </Flex>
              )}
            </NavLink>
          </Box>
        ))}
      </Flex>
    </Box>
  )
}
