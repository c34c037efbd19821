import { listDocuments, type EstateDocumentDto } from './estate.server.ts'
import { listPolicies, type InsurancePolicyDto } from './insurance.server.ts'
import { findInvestmentPreferences, type InvestmentPreferencesJson } from './investment-preferences.server.ts'
import { listBenefits, type BenefitDto } from './benefits.server.ts'
import { listFamilyMembers, type FamilyMemberDto } from './family.server.ts'
import { getProfile, hasProfileDetails, type ProfileDto } from './personal.server.ts'
import { listTaxInfo, type TaxInfoDto } from './tax-info.server.ts'

// The whole profile read at once: the complete-profile API, the completion score and the
// Profile Management screen.

export type CompleteProfile = {
  profile: ProfileDto | null
  family_members: FamilyMemberDto[]
  benefits: BenefitDto[]
  /** The most recent tax year's record: the panels that read it want one current picture. */
  tax_info: TaxInfoDto | null
  estate_documents: EstateDocumentDto[]
  insurance_policies: InsurancePolicyDto[]
  /** Null when none were saved (GET /investment-preferences answers 404 then). */
  investment_preferences: InvestmentPreferencesJson | null
}

type ProfileParts = {
  profile: ProfileDto | null
  family_members: FamilyMemberDto[]
  benefits: BenefitDto[]
  tax_infos: TaxInfoDto[]
}

async function loadParts(userId: number): Promise<ProfileParts> {
  const [profile, family_members, benefits, tax_infos] = await Promise.all([
    getProfile(userId),
    listFamilyMembers(userId),
    listBenefits(userId),
    listTaxInfo(userId),
  ])
  return { profile, family_members, benefits, tax_infos }
}

/** 25 percent for each area with something in it: profile details, family members, benefits, tax info. */
function completionOf(parts: ProfileParts): number {
  const filled = [
    hasProfileDetails(parts.profile),
    parts.family_members.length > 0,
    parts.benefits.length > 0,
    parts.tax_infos.length > 0,
  ]
  return filled.filter(Boolean).length * 25
}

export async function getCompleteProfile(userId: number): Promise<CompleteProfile> {
  const [parts, estate_documents, insurance_policies, investment_preferences] = await Promise.all([
    loadParts(userId),
    listDocuments(userId),
    listPolicies(userId),
    findInvestmentPreferences(userId),
  ])
  return {
    profile: parts.profile,
    family_members: parts.family_members,
    benefits: parts.benefits,
    tax_info: parts.tax_infos[0] ?? null,
    estate_documents,
    insurance_policies,
    investment_preferences,
  }
}

export async function profileCompletion(userId: number): Promise<number> {
  return completionOf(await loadParts(userId))
}

/** Everything the Profile Management screen shows, read once. */
export async function getProfileOverview(userId: number) {
  const parts = await loadParts(userId)
  return { ...parts, completion: completionOf(parts) }
}
