import * as z from 'zod'
import {
  blankToUndefined,
  detailsObject,
  isoDate,
  optionalText,
  requiredChoice,
  requiredInPatch,
  requiredText,
  labelledOptions,
} from './planning-fields.ts'

// Estate planning documents (spec 3.9, 5): one schema for the form (conform), the action
// and the /api/v1/estate-planning routes.

export const ESTATE_DOCUMENT_TYPES = [
  'will',
  'trust',
  'power_of_attorney',
  'healthcare_directive',
  'beneficiary_designation',
] as const
export type EstateDocumentType = (typeof ESTATE_DOCUMENT_TYPES)[number]

export const ESTATE_DOCUMENT_TYPE_LABELS: Record<EstateDocumentType, string> = {
  will: 'Will',
  trust: 'Trust',
  power_of_attorney: 'Power of Attorney',
  healthcare_directive: 'Healthcare Directive',
  beneficiary_designation: 'Beneficiary Designation',
}

export const ESTATE_DOCUMENT_TYPE_OPTIONS = labelledOptions(ESTATE_DOCUMENT_TYPES, ESTATE_DOCUMENT_TYPE_LABELS)

/** Asked before a document is deleted, in the dialog and on the confirmation page. */
export const ESTATE_DELETE_MESSAGE = 'Are you sure you want to delete this estate planning document?'
/** Shown in place of the Estate Planning tab when its data cannot be read. */
export const ESTATE_LOAD_ERROR = 'Failed to load estate planning data'

export const ESTATE_DOCUMENT_STATUSES = ['current', 'needs_update', 'missing', 'in_progress'] as const
export type EstateDocumentStatus = (typeof ESTATE_DOCUMENT_STATUSES)[number]

export const ESTATE_DOCUMENT_STATUS_LABELS: Record<EstateDocumentStatus, string> = {
  current: 'Current',
  needs_update: 'Needs Update',
  missing: 'Missing',
  in_progress: 'In Progress',
}

const documentType = requiredChoice(ESTATE_DOCUMENT_TYPES, 'Document type', 'document type')
const status = requiredChoice(ESTATE_DOCUMENT_STATUSES, 'Status', 'status')

const fields = {
  document_type: documentType,
  document_name: requiredText('Document name', 200, 'Document name is required'),
  status,
  last_updated: isoDate('Last updated'),
  next_review_date: isoDate('Next review date'),
  attorney_contact: optionalText('Attorney contact', 255),
  document_location: optionalText('Document location', 255),
  document_details: detailsObject('Document details'),
}

/** The add/edit form: every field is on the page, status pre-selected as Current. */
export const EstateDocumentSchema = z.object(fields)

/** POST: a new document without a status is Current (spec section 4). */
export const EstateDocumentCreateSchema = z.object({
  ...fields,
  status: z.preprocess((v) => blankToUndefined(v) ?? 'current', status),
})

/** PUT: only the fields given change; null clears an optional one. Type, name and status stay required when given. */
export const EstateDocumentUpdateSchema = EstateDocumentSchema.partial().extend({
  document_type: requiredInPatch(fields.document_type),
  document_name: requiredInPatch(fields.document_name),
  status: requiredInPatch(fields.status),
})

export type EstateDocumentInput = z.infer<typeof EstateDocumentSchema>
export type EstateDocumentPatch = z.infer<typeof EstateDocumentUpdateSchema>
