import { Badge, Box, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { Link } from '~/components/link.tsx'
import type { ReactNode } from 'react'
import { formatDay, formatDollars, pluralise } from '~/lib/format.ts'
import { PROFILE_TABS, profileTabHref, type ProfileTab } from '~/lib/profile-tabs.ts'
import {
  BENEFIT_TYPE_LABELS,
  EMPLOYMENT_STATUS_LABELS,
  FILING_STATUS_LABELS,
  MARITAL_STATUS_LABELS,
  RELATIONSHIP_LABELS,
  RISK_TOLERANCE_LABELS,
} from '~/schemas/profile.ts'
import type { BenefitDto } from '~/services/profile/benefits.server.ts'
import type { FamilyMemberDto } from '~/services/profile/family.server.ts'
import type { ProfileDto } from '~/services/profile/personal.server.ts'
import type { TaxInfoDto } from '~/services/profile/tax-info.server.ts'
import { ConfirmDeleteLink } from '~/components/confirm-delete-link.tsx'

// The read-only parts of the Profile Management screen: summary tiles, the tab links and
// the cards of each tab. Every action is a link to a page of its own (form or confirmation).

// ---- Formatting ----

/** "1980-03-04" → "Mar 4, 1980", the same on the server and in the browser. */
export function displayDate(iso: string | null): string | null {
  return iso ? formatDay(iso) : null
}

export function labelOf(labels: Record<string, string>, value: string | null): string | null {
  if (value === null) return null
  return labels[value] ?? value
}

const percentText = (value: number | null) => (value === null ? null : `${value}%`)

// ---- Building blocks ----

export function Tile({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p="3" textAlign="center">
      <Text fontSize="xs" color="gray.600" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold" data-testid={`tile-${label.toLowerCase().replaceAll(' ', '-')}`}>
        {value}
      </Text>
      {hint ? (
        <Text fontSize="xs" color="gray.500">
          {hint}
        </Text>
      ) : null}
    </Box>
  )
}

export function SummaryTiles({
  completion,
  familyCount,
  benefitCount,
  taxCount,
  estateCount,
  insuranceCount,
  investmentCount,
}: {
  completion: number
  familyCount: number
  benefitCount: number
  taxCount: number
  estateCount: number
  insuranceCount: number
  /** 1 when investment preferences are set, else 0. */
  investmentCount: number
}) {
  return (
    <SimpleGrid as="section" aria-label="Profile summary" columns={{ base: 2, md: 4, lg: 7 }} gap="3" mb="6">
      <Tile label="Profile" value={`${completion}%`} hint="complete" />
      <Tile label="Family" value={familyCount} />
      <Tile label="Benefits" value={benefitCount} />
      <Tile label="Tax Info" value={taxCount} />
      <Tile label="Estate Docs" value={estateCount} />
      <Tile label="Insurance" value={insuranceCount} />
      <Tile label="Investment" value={investmentCount} hint={investmentCount > 0 ? 'preferences set' : 'not set'} />
    </SimpleGrid>
  )
}

export function ProfileTabs({ active, counts }: { active: ProfileTab; counts: Partial<Record<ProfileTab, number>> }) {
  return (
    <Box as="nav" aria-label="Profile sections" borderBottomWidth="1px" mb="5" overflowX="auto">
      <HStack as="ul" gap="1" listStyleType="none">
        {PROFILE_TABS.map((tab) => {
          const isActive = tab.key === active
          const count = counts[tab.key]
          return (
            <Box as="li" key={tab.key}>
              <Link to={profileTabHref(tab.key)} aria-current={isActive ? 'page' : undefined} preventScrollReset>
                <HStack
                  px="4"
                  py="2"
                  gap="2"
                  borderBottomWidth="2px"
                  borderColor={isActive ? 'blue.600' : 'transparent'}
                  color={isActive ? 'blue.700' : 'gray.700'}
                  fontWeight={isActive ? 'semibold' : 'normal'}
                >
                  <Text>{tab.label}</Text>
                  {count !== undefined ? (
                    <Badge
                      colorPalette={isActive ? 'blue' : 'gray'}
                      variant="subtle"
                      aria-label={pluralise(count, 'item')}
                    >
                      {count}
                    </Badge>
                  ) : null}
                </HStack>
              </Link>
            </Box>
          )
        })}
      </HStack>
    </Box>
  )
}

export function LinkButton({ to, children, label }: { to: string; children: ReactNode; label?: string }) {
  return (
    <Button asChild size="sm" variant="outline">
      <Link to={to} aria-label={label}>
        {children}
      </Link>
    </Button>
  )
}

export function PrimaryLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild colorPalette="blue" size="sm">
      <Link to={to}>{children}</Link>
    </Button>
  )
}

/** A card's Edit link and its Delete, which asks first: `${to}/edit` and `${to}/delete`. */
export function RowActions({ to, name, deleteMessage }: { to: string; name: string; deleteMessage: string }) {
  return (
    <>
      <LinkButton to={`${to}/edit`} label={`Edit ${name}`}>
        Edit
      </LinkButton>
      <ConfirmDeleteLink to={`${to}/delete`} ariaLabel={`Delete ${name}`} message={deleteMessage}>
        Delete
      </ConfirmDeleteLink>
    </>
  )
}

export type FactRows = [string, ReactNode | null][]

const hasFacts = (rows: FactRows) => rows.some(([, value]) => value !== null && value !== '')

/** Definition rows; empty values are left out rather than shown as blanks. */
export function Facts({ rows }: { rows: FactRows }) {
  const shown = rows.filter(([, value]) => value !== null && value !== '')
  if (shown.length === 0) return null
  return (
    <SimpleGrid as="dl" columns={2} gap="1" fontSize="sm">
      {shown.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="gray.600">
            {label}
          </Text>
          <Text as="dd">{value}</Text>
        </Box>
      ))}
    </SimpleGrid>
  )
}

export function Card({
  title,
  badge,
  actions,
  children,
  headingAs = 'h3',
}: {
  title: string
  badge?: string
  actions?: ReactNode
  children: ReactNode
  headingAs?: 'h3' | 'h4'
}) {
  return (
    <Box as="article" bg="white" borderWidth="1px" borderRadius="lg" p="4">
      <Flex justify="space-between" align="start" gap="2" mb="2" wrap="wrap">
        <HStack gap="2">
          <Heading as={headingAs} size="sm">
            {title}
          </Heading>
          {badge ? <Badge variant="subtle">{badge}</Badge> : null}
        </HStack>
        {actions ? <HStack gap="2">{actions}</HStack> : null}
      </Flex>
      {children}
    </Box>
  )
}

export function EmptyState({ text, action }: { text: string; action: ReactNode }) {
  return (
    <Stack align="center" gap="3" bg="white" borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="8">
      <Text color="gray.600">{text}</Text>
      {action}
    </Stack>
  )
}

export function SectionHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" mb="3" gap="2" wrap="wrap">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {action}
    </Flex>
  )
}

// ---- Tabs ----

export function PersonalTab({ profile, filled }: { profile: ProfileDto | null; filled: boolean }) {
  if (!profile || !filled) {
    return (
      <EmptyState
        text="You have not added your personal information yet."
        action={<PrimaryLink to="/plan/profile/personal">Add Personal Information</PrimaryLink>}
      />
    )
  }
  const about: FactRows = [
    ['Age', profile.age],
    ['Date of Birth', displayDate(profile.date_of_birth)],
    ['Gender', profile.gender],
    ['State', profile.state],
    ['Marital Status', labelOf(MARITAL_STATUS_LABELS, profile.marital_status)],
  ]
  const work: FactRows = [
    ['Employment', labelOf(EMPLOYMENT_STATUS_LABELS, profile.employment_status)],
    ['Occupation', profile.occupation],
    ['Risk Tolerance', labelOf(RISK_TOLERANCE_LABELS, profile.risk_tolerance)],
  ]
  const contact: FactRows = [
    ['Phone', profile.phone],
    ['Address', profile.address],
    ['City', profile.city],
    ['ZIP Code', profile.zip_code],
    ['Emergency Contact', profile.emergency_contact],
  ]
  const cards: [string, FactRows][] = [
    ['About You', about],
    ['Work and Investing', work],
    ['Contact', contact],
  ]
  return (
    <Box>
      <SectionHeader
        title="Personal Information"
        action={<PrimaryLink to="/plan/profile/personal">Edit Profile</PrimaryLink>}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {cards
          .filter(([, rows]) => hasFacts(rows))
          .map(([title, rows]) => (
            <Card key={title} title={title}>
              <Facts rows={rows} />
            </Card>
          ))}
        {profile.notes ? (
          <Card title="Additional Notes">
            <Text fontSize="sm" whiteSpace="pre-wrap">
              {profile.notes}
            </Text>
          </Card>
        ) : null}
      </SimpleGrid>
    </Box>
  )
}

/** A tab of rows the user adds: an empty state inviting the first, or the cards and an Add link. */
function RowsTab({
  count,
  title,
  addTo,
  addLabel,
  emptyText,
  firstLabel,
  children,
}: {
  count: number
  title: string
  addTo: string
  addLabel: string
  emptyText: string
  firstLabel: string
  children: ReactNode
}) {
  if (count === 0) return <EmptyState text={emptyText} action={<PrimaryLink to={addTo}>{firstLabel}</PrimaryLink>} />
  return (
    <Box>
      <SectionHeader title={title} action={<PrimaryLink to={addTo}>{addLabel}</PrimaryLink>} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {children}
      </SimpleGrid>
    </Box>
  )
}

function Notes({ text }: { text: string | null }) {
  return text ? (
    <Text fontSize="sm" color="gray.700" mt="2" whiteSpace="pre-wrap">
      {text}
    </Text>
  ) : null
}

export function FamilyTab({ members }: { members: FamilyMemberDto[] }) {
  return (
    <RowsTab
      count={members.length}
      title="Family Members"
      addTo="/plan/profile/family/new"
      addLabel="Add Family Member"
      emptyText="No family members yet."
      firstLabel="Add First Family Member"
    >
      {members.map((member) => (
        <Card
          key={member.id}
          title={member.name || (labelOf(RELATIONSHIP_LABELS, member.relationship_type) ?? 'Family member')}
          badge={labelOf(RELATIONSHIP_LABELS, member.relationship_type) ?? undefined}
          actions={
            <RowActions
              to={`/plan/profile/family/${member.id}`}
              name={member.name}
              deleteMessage={`Are you sure you want to delete "${member.name}"?`}
            />
          }
        >
          <Facts
            rows={[
              ['Age', member.age],
              ['Birth Date', displayDate(member.date_of_birth)],
              ['Income', formatDollars(member.income)],
              ['Retirement Savings', formatDollars(member.retirement_savings)],
              ['Education Fund Target', formatDollars(member.education_fund_target)],
            ]}
          />
          <Notes text={member.notes} />
        </Card>
      ))}
    </RowsTab>
  )
}

export function BenefitsTab({ benefits }: { benefits: BenefitDto[] }) {
  return (
    <RowsTab
      count={benefits.length}
      title="Benefits"
      addTo="/plan/profile/benefits/new"
      addLabel="Add Benefit"
      emptyText="No benefits yet: add Social Security, a pension or other benefits you receive or expect."
      firstLabel="Add First Benefit"
    >
      {benefits.map((benefit) => {
        const monthly = formatDollars(benefit.estimated_monthly_benefit)
        return (
          <Card
            key={benefit.id}
            title={benefit.benefit_name}
            badge={labelOf(BENEFIT_TYPE_LABELS, benefit.benefit_type) ?? undefined}
            actions={
              <RowActions
                to={`/plan/profile/benefits/${benefit.id}`}
                name={benefit.benefit_name}
                deleteMessage={`Are you sure you want to delete "${benefit.benefit_name}"?`}
              />
            }
          >
            <Facts
              rows={[
                ['Estimated Monthly Benefit', monthly ? `${monthly}/month` : null],
                ['Eligibility Date', displayDate(benefit.eligibility_date)],
              ]}
            />
            <Notes text={benefit.notes} />
          </Card>
        )
      })}
    </RowsTab>
  )
}

export function TaxInfoTab({ records }: { records: TaxInfoDto[] }) {
  return (
    <RowsTab
      count={records.length}
      title="Tax Information"
      addTo="/plan/profile/tax-info/new"
      addLabel="Add Tax Information"
      emptyText="No tax information yet."
      firstLabel="Add Tax Information"
    >
      {records.map((record) => (
        <Card
          key={record.id}
          title={`Tax Year ${record.tax_year}`}
          actions={
            <RowActions
              to={`/plan/profile/tax-info/${record.id}`}
              name={`tax year ${record.tax_year}`}
              deleteMessage={`Are you sure you want to delete "Tax year ${record.tax_year}"?`}
            />
          }
        >
          <Facts
            rows={[
              ['Filing Status', labelOf(FILING_STATUS_LABELS, record.filing_status)],
              ['Federal Tax Bracket', percentText(record.federal_tax_bracket)],
              ['Effective Tax Rate', percentText(record.effective_tax_rate)],
              ['Adjusted Gross Income', formatDollars(record.adjusted_gross_income)],
            ]}
          />
          <Notes text={record.notes} />
        </Card>
      ))}
    </RowsTab>
  )
}
