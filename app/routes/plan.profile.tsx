import { Box, Button, Flex, Heading, HStack, Text } from '@chakra-ui/react'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import {
  BenefitsTab,
  FamilyTab,
  parseProfileTab,
  PersonalTab,
  ProfileTabs,
  profileTabHref,
  SummaryTiles,
  TaxInfoTab,
} from '~/components/profile-overview.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { getProfileOverview, hasProfileDetails } from '~/services/profile.server.ts'

// Step 1 of the plan, "Profile & Family": the Profile Management screen. The tab is part
// of the URL (?tab=family), so links, reloads and the back button all land on it.

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const tab = parseProfileTab(new URL(request.url).searchParams.get('tab'))
    const overview = await getProfileOverview(user.id)
    return { tab, ...overview, profileFilled: hasProfileDetails(overview.profile) }
  })
}

export default function ProfileManagement() {
  const { tab, profile, profileFilled, family_members, benefits, tax_infos, completion } =
    useLoaderData<typeof loader>()
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
          <Text color="gray.700">Your personal details, family, benefits and tax information.</Text>
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
      />

      <ProfileTabs
        active={tab}
        counts={{ family: family_members.length, benefits: benefits.length, 'tax-info': tax_infos.length }}
      />

      <Box as="section" aria-label="Profile section">
        {tab === 'personal' ? <PersonalTab profile={profile} filled={profileFilled} /> : null}
        {tab === 'family' ? <FamilyTab members={family_members} /> : null}
        {tab === 'benefits' ? <BenefitsTab benefits={benefits} /> : null}
        {tab === 'tax-info' ? <TaxInfoTab records={tax_infos} /> : null}
      </Box>
    </Box>
  )
}

export const meta: MetaFunction = () => [{ title: 'Profile Management · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
