import { Box, Flex, Heading, HStack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { EstatePlanningTab } from '~/components/estate-panel.tsx'
import { InsuranceTab } from '~/components/insurance-panel.tsx'
import { InvestmentPreferencesTab } from '~/components/investment-preferences-panel.tsx'
import {
  BenefitsTab,
  FamilyTab,
  PersonalTab,
  ProfileTabs,
  SummaryTiles,
  TaxInfoTab,
} from '~/components/profile-overview.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { parseProfileTab, profileTabHref } from '~/lib/profile-tabs.ts'
import { getProfileOverview } from '~/services/profile/complete-profile.server.ts'
import { getProfilePanels } from '~/services/profile/panels.server.ts'
import { hasProfileDetails } from '~/services/profile/personal.server.ts'

// Step 1 of the plan, "Profile & Family": the Profile Management screen. The tab is part
// of the URL (?tab=family), so links, reloads and the back button all land on it.

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const tab = parseProfileTab(new URL(request.url).searchParams.get('tab'))
    const [overview, panels] = await Promise.all([getProfileOverview(user.id), getProfilePanels(user.id)])
    return { tab, ...overview, ...panels, profileFilled: hasProfileDetails(overview.profile) }
  })
}

export default function ProfileManagement() {
  const {
    tab,
    profile,
    profileFilled,
    family_members,
    benefits,
    tax_infos,
    completion,
    estate,
    insurance,
    investmentPreferences,
  } = useLoaderData<typeof loader>()
  const investmentCount = investmentPreferences ? 1 : 0
  return (
    <Box>
      <Flex justify="space-between" align="start" gap="3" wrap="wrap" mb="4">
        <Box>
          <Text color="gray.600" fontSize="sm">
            Step 1 · Profile &amp; Family
          </Text>
          <Heading as="h1" size="xl">
            Profile Management
          </Heading>
          <Text color="gray.700">
            Your personal details, family, benefits, tax information, estate documents, insurance and investment
            preferences.
          </Text>
        </Box>
        <HStack gap="2">
          <Button asChild size="sm" variant="ghost">
            <Link to={profileTabHref(tab)}>Refresh</Link>
          </Button>
          <Button asChild size="sm" colorPalette="blue">
            <Link to="/plan/financial-data">Continue</Link>
          </Button>
        </HStack>
      </Flex>

      <SummaryTiles
        completion={completion}
        familyCount={family_members.length}
        benefitCount={benefits.length}
        taxCount={tax_infos.length}
        estateCount={estate.documents.length}
        insuranceCount={insurance.policies.length}
        investmentCount={investmentCount}
      />

      <ProfileTabs
        active={tab}
        counts={{
          family: family_members.length,
          benefits: benefits.length,
          'tax-info': tax_infos.length,
          'estate-planning': estate.documents.length,
          insurance: insurance.policies.length,
          // A badge of 1 only when preferences are set (spec 2.9).
          'investment-preferences': investmentCount > 0 ? 1 : undefined,
        }}
      />

      <Box as="section" aria-label="Profile section">
        {tab === 'personal' ? <PersonalTab profile={profile} filled={profileFilled} /> : null}
        {tab === 'family' ? <FamilyTab members={family_members} /> : null}
        {tab === 'benefits' ? <BenefitsTab benefits={benefits} /> : null}
        {tab === 'tax-info' ? <TaxInfoTab records={tax_infos} /> : null}
        {tab === 'estate-planning' ? (
          <EstatePlanningTab documents={estate.documents} summary={estate.summary} error={estate.error} />
        ) : null}
        {tab === 'insurance' ? (
          <InsuranceTab policies={insurance.policies} summary={insurance.summary} error={insurance.error} />
        ) : null}
        {tab === 'investment-preferences' ? <InvestmentPreferencesTab preferences={investmentPreferences} /> : null}
      </Box>
    </Box>
  )
}

export const meta: MetaFunction = () => [{ title: 'Profile Management · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
