import type { ComponentType } from 'react'
import type { EditorProps } from '~/components/editor-form.tsx'
import { EstateDocumentForm, InsurancePolicyForm } from '~/components/estate-insurance-forms.tsx'
import { BenefitForm, FamilyMemberForm, TaxInfoForm } from '~/components/profile-forms.tsx'
import type { ProfileRows } from '~/http/profile-resources.server.ts'
import type { ProfileResourceKey } from '~/lib/profile-resources.ts'

// The browser side of the profile resources (app/lib/profile-resources.ts): the editor each
// one's new and edit pages show.

const EDITORS: { [K in ProfileResourceKey]: ComponentType<EditorProps<ProfileRows[K]>> } = {
  family: FamilyMemberForm,
  benefits: BenefitForm,
  'tax-info': TaxInfoForm,
  estate: EstateDocumentForm,
  insurance: InsurancePolicyForm,
}

export function ProfileResourceEditor<K extends ProfileResourceKey>({
  resource,
  ...props
}: EditorProps<ProfileRows[K]> & { resource: K }) {
  const Editor: ComponentType<EditorProps<ProfileRows[K]>> = EDITORS[resource]
  return <Editor {...props} />
}
