import { Box, Heading, Text } from '@chakra-ui/react'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { PanelHeader } from '~/components/panel-header.tsx'
import {
  MatchForm,
  MatchResults,
  SocialSecurityForm,
  SocialSecurityResults,
} from '~/components/retirement-calculators.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { retirementScreen } from '~/services/retirement/panel.server.ts'

// The Retirement benefits panel (spec 02 §2.7): both calculators read the query string and
// answer from the server, so GET never changes data and every answer is a URL.
export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const screen = await retirementScreen(user.id, new URL(request.url).searchParams)
    return data(screen, { status: screen.status })
  })
}

export default function RetirementPanelRoute() {
  // Each calculator shows its own refusal above its fields (the same with JavaScript on and off).
  const { socialSecurity, match } = useLoaderData<typeof loader>()
  const location = useLocation()
  // Remount the forms on every new query so they show what the server computed.
  const formKey = location.search
  return (
    <Box>
      <PanelHeader title="Retirement Benefits" />

      <Box as="section" aria-labelledby="ss-title" bg="white" borderWidth="1px" borderRadius="lg" p="5" mb="6">
        <Heading as="h2" id="ss-title" size="lg" mb="1">
          Social Security Optimization
        </Heading>
        <Text color="gray.600" mb="4">
          When to claim: SSA reduces your benefit by 5/9 of 1% a month for the first 36 months before full retirement
          age and 5/12 of 1% beyond, and adds 2/3 of 1% a month for waiting, up to age 70.
        </Text>
        <SocialSecurityForm
          key={`ss${formKey}`}
          values={socialSecurity.values}
          lastResult={socialSecurity.reply}
          keep={match.keep}
          prefillNote={socialSecurity.prefillNote}
        />
        {socialSecurity.result ? (
          <SocialSecurityResults result={socialSecurity.result} />
        ) : (
          <Text mt="4" color="gray.600">
            Enter your estimated monthly benefit at full retirement age (from your my Social Security statement) to
            compare claiming ages.
          </Text>
        )}
      </Box>

      <Box as="section" aria-labelledby="match-title" bg="white" borderWidth="1px" borderRadius="lg" p="5">
        <Heading as="h2" id="match-title" size="lg" mb="1">
          401(k) Match Analyzer
        </Heading>
        <Text color="gray.600" mb="4">
          How much of your employer&apos;s match your contribution captures, within the year&apos;s IRS limits.
        </Text>
        <MatchForm
          key={`match${formKey}`}
          values={match.values}
          lastResult={match.reply}
          keep={socialSecurity.keep}
          limitLabelYear={match.limitsYear}
          limitPlaceholder={match.limitPlaceholder}
          prefillNote={match.prefillNote}
        />
        {match.result ? (
          <MatchResults result={match.result} />
        ) : (
          <Text mt="4" color="gray.600">
            Enter your salary, your contribution and your employer&apos;s match formula to see what you capture.
          </Text>
        )}
      </Box>
    </Box>
  )
}

export const meta: MetaFunction = () => [{ title: 'Retirement Benefits · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
