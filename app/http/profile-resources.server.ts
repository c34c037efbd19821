import type { z } from 'zod'
import { notFound } from '../lib/app-error.ts'
import { isProfileResourceKey, PROFILE_RESOURCES, type ProfileResourceKey } from '../lib/profile-resources.ts'
import { profileTabHref } from '../lib/profile-tabs.ts'
import { redirectWithToast } from '../infra/toast.server.ts'
import { ESTATE_DELETE_MESSAGE, EstateDocumentSchema } from '../schemas/estate.ts'
import { INSURANCE_DELETE_MESSAGE, InsurancePolicySchema } from '../schemas/insurance.ts'
import { BenefitSchema, FamilyMemberSchema, TaxInfoFormSchema } from '../schemas/profile.ts'
import { createBenefit, deleteBenefit, getBenefit, updateBenefit } from '../services/profile/benefits.server.ts'
import { createDocument, deleteDocument, getDocument, updateDocument } from '../services/profile/estate.server.ts'
import {
  createFamilyMember,
  deleteFamilyMember,
  getFamilyMember,
  updateFamilyMember,
} from '../services/profile/family.server.ts'
import { createPolicy, deletePolicy, getPolicy, updatePolicy } from '../services/profile/insurance.server.ts'
import { createTaxInfo, deleteTaxInfo, getTaxInfo, updateTaxInfo } from '../services/profile/tax-info.server.ts'
import { submitForm } from './screen.server.ts'

// The screens of each profile resource (see app/lib/profile-resources.ts): the form's schema,
// the service calls, and what the pages and toasts say. The generic routes
// plan.profile_.$resource.* do auth and ids; everything that differs lives here.

/** The confirmation page's question, the line under it and its button. */
export type DeleteConfirmation = { question: string; detail: string; confirmLabel: string }

type ResourceRules<Schema extends z.ZodType, Row> = {
  schema: Schema
  /** What the toasts call a row: "Family member added". */
  thing: string
  get: (userId: number, id: number) => Promise<Row>
  create: (userId: number, input: z.output<Schema>) => Promise<Row>
  /** The form holds every field, so a save replaces the row: a field left blank is cleared. */
  replace: (userId: number, id: number, input: z.output<Schema>) => Promise<Row>
  remove: (userId: number, id: number) => Promise<void>
  added: (row: Row) => string
  removed: (row: Row) => string
  confirmation: (row: Row) => DeleteConfirmation
}

/** Each resource's screens built from its rules, so every one answers the same way. */
function screens<Schema extends z.ZodType, Row>(key: ProfileResourceKey, rules: ResourceRules<Schema, Row>) {
  const back = profileTabHref(PROFILE_RESOURCES[key].tab)
  const { schema, thing } = rules
  return {
    back,
    /** The user's row, or a 404 AppError. */
    load: rules.get,
    async confirmation(userId: number, id: number) {
      return rules.confirmation(await rules.get(userId, id))
    },
    async create(userId: number, formData: FormData) {
      return submitForm(formData, schema, async (value) => {
        const row = await rules.create(userId, value)
        return redirectWithToast(back, { kind: 'success', title: `${thing} added`, description: rules.added(row) })
      })
    },
    async update(userId: number, id: number, formData: FormData) {
      // Another user's id is a 404 page, whatever the form holds.
      await rules.get(userId, id)
      return submitForm(formData, schema, async (value) => {
        await rules.replace(userId, id, value)
        return redirectWithToast(back, { kind: 'success', title: `${thing} updated` })
      })
    },
    async remove(userId: number, id: number) {
      const row = await rules.get(userId, id)
      await rules.remove(userId, id)
      return redirectWithToast(back, { kind: 'success', title: `${thing} deleted`, description: rules.removed(row) })
    },
  }
}

const cannotBeUndone = (name: string): DeleteConfirmation => ({
  question: `Are you sure you want to delete "${name}"?`,
  detail: 'This action cannot be undone.',
  confirmLabel: 'Confirm',
})

const SCREENS = {
  family: screens('family', {
    schema: FamilyMemberSchema,
    thing: 'Family member',
    get: getFamilyMember,
    create: createFamilyMember,
    replace: (userId, id, input) => updateFamilyMember(userId, id, input, 'replace'),
    remove: deleteFamilyMember,
    added: (member) => `${member.name} was added to your family.`,
    removed: (member) => `${member.name} was removed.`,
    confirmation: (member) => cannotBeUndone(member.name),
  }),
  benefits: screens('benefits', {
    schema: BenefitSchema,
    thing: 'Benefit',
    get: getBenefit,
    create: createBenefit,
    replace: (userId, id, input) => updateBenefit(userId, id, input, 'replace'),
    remove: deleteBenefit,
    added: (benefit) => `${benefit.benefit_name} was added.`,
    removed: (benefit) => `${benefit.benefit_name} was removed.`,
    confirmation: (benefit) => cannotBeUndone(benefit.benefit_name),
  }),
  'tax-info': screens('tax-info', {
    schema: TaxInfoFormSchema,
    thing: 'Tax information',
    get: getTaxInfo,
    create: createTaxInfo,
    replace: (userId, id, input) => updateTaxInfo(userId, id, input, 'replace'),
    remove: deleteTaxInfo,
    added: (record) => `Tax year ${record.tax_year} was saved.`,
    removed: (record) => `Tax year ${record.tax_year} was removed.`,
    confirmation: (record) => cannotBeUndone(`Tax Year ${record.tax_year}`),
  }),
  estate: screens('estate', {
    schema: EstateDocumentSchema,
    thing: 'Document',
    get: getDocument,
    create: createDocument,
    replace: (userId, id, input) => updateDocument(userId, id, input, 'replace'),
    remove: deleteDocument,
    added: (document) => `${document.document_name} was added.`,
    removed: (document) => `${document.document_name} was removed.`,
    confirmation: (document) => ({
      question: ESTATE_DELETE_MESSAGE,
      detail: document.document_name,
      confirmLabel: 'Delete',
    }),
  }),
  insurance: screens('insurance', {
    schema: InsurancePolicySchema,
    thing: 'Policy',
    get: getPolicy,
    create: createPolicy,
    replace: (userId, id, input) => updatePolicy(userId, id, input, 'replace'),
    remove: deletePolicy,
    added: (policy) => `${policy.policy_name} was added.`,
    removed: (policy) => `${policy.policy_name} was removed.`,
    confirmation: (policy) => ({
      question: INSURANCE_DELETE_MESSAGE,
      detail: policy.policy_name,
      confirmLabel: 'Delete',
    }),
  }),
} satisfies Record<ProfileResourceKey, unknown>

/** The row each resource's editor receives. */
export type ProfileRows = { [K in ProfileResourceKey]: Awaited<ReturnType<(typeof SCREENS)[K]['load']>> }

/** The screens of the resource a URL names; a 404 AppError for any other name. */
export function profileResourceScreens(key: string | undefined) {
  if (!isProfileResourceKey(key)) throw notFound('Not Found')
  return { key, ...SCREENS[key] }
}
