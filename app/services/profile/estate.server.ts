import { getDb, type EstateDocument } from '../../../db/index.ts'
import { estateGaps, isReviewDue, type EstateGap } from '../../lib/estate-gaps.ts'
import {
  ESTATE_DOCUMENT_STATUSES,
  ESTATE_DOCUMENT_TYPES,
  type EstateDocumentInput,
  type EstateDocumentPatch,
} from '../../schemas/estate.ts'
import { ownedRows } from '../owned-rows.server.ts'
import { loadHouseholdFacts, todayIso } from '../finance/household-facts.server.ts'
import {
  detailsText,
  optionalFor,
  parseDetails,
  timestamps,
  withoutUndefined,
  writesFromInput,
  type WriteMode,
} from './columns.server.ts'

// Estate planning documents.

export const ESTATE_DOCUMENT_NOT_FOUND = 'Document not found'

export type EstateDocumentDto = {
  id: number
  user_id: number
  document_type: string
  document_name: string
  status: string
  last_updated: string | null
  next_review_date: string | null
  attorney_contact: string | null
  document_location: string | null
  document_details: Record<string, unknown>
  created_at: string
  updated_at: string
}

export type UpcomingReview = {
  id: number
  document_name: string
  document_type: string
  next_review_date: string
  overdue: boolean
}

export type EstateSummary = {
  total_documents: number
  documents_by_status: Record<string, number>
  documents_by_type: Record<string, number>
  upcoming_reviews: UpcomingReview[]
  gaps_identified: string[]
  /** The same gaps with a key and a title, for screens. */
  gaps: EstateGap[]
}

function toDto(row: EstateDocument): EstateDocumentDto {
  return {
    id: row.id,
    user_id: row.user_id,
    document_type: row.document_type,
    document_name: row.document_name,
    status: row.status,
    last_updated: row.last_updated,
    next_review_date: row.next_review_date,
    attorney_contact: row.attorney_contact,
    document_location: row.document_location,
    document_details: parseDetails(row.document_details),
    ...timestamps(row),
  }
}

const documents = ownedRows(() => getDb().EstateDocument, {
  toDto,
  notFoundMessage: ESTATE_DOCUMENT_NOT_FOUND,
  order: [
    ['document_type', 'ASC'],
    ['id', 'ASC'],
  ],
})

export const listDocuments = documents.list
/** The user's document, or a 404 AppError. */
export const getDocument = documents.get
/** Deletes the user's document, or throws a 404 AppError. */
export const deleteDocument = documents.remove

function columns(input: EstateDocumentPatch, mode: WriteMode) {
  const v = optionalFor(mode)
  return withoutUndefined({
    document_type: input.document_type,
    document_name: input.document_name,
    status: input.status,
    last_updated: v(input.last_updated),
    next_review_date: v(input.next_review_date),
    attorney_contact: v(input.attorney_contact),
    document_location: v(input.document_location),
    document_details: detailsText(input.document_details),
  })
}

const writes = writesFromInput(documents, columns, (input: EstateDocumentInput) => ({
  document_type: input.document_type,
  document_name: input.document_name,
  status: input.status,
  document_details: JSON.stringify(input.document_details ?? {}),
}))

export const createDocument = writes.create
/** A 404 AppError when the user has no such document. */
export const updateDocument = writes.update

export function summarizeDocuments(
  documents: readonly EstateDocumentDto[],
  gaps: EstateGap[],
  today: string,
): EstateSummary {
  const byStatus: Record<string, number> = Object.fromEntries(ESTATE_DOCUMENT_STATUSES.map((s) => [s, 0]))
  const byType: Record<string, number> = Object.fromEntries(ESTATE_DOCUMENT_TYPES.map((t) => [t, 0]))
  for (const doc of documents) {
    byStatus[doc.status] = (byStatus[doc.status] ?? 0) + 1
    byType[doc.document_type] = (byType[doc.document_type] ?? 0) + 1
  }
  const upcoming = documents
    .filter((doc) => isReviewDue(doc.next_review_date, today))
    .map((doc) => ({
      id: doc.id,
      document_name: doc.document_name,
      document_type: doc.document_type,
      next_review_date: doc.next_review_date ?? '',
      overdue: (doc.next_review_date ?? '') < today,
    }))
    .sort((a, b) => a.next_review_date.localeCompare(b.next_review_date) || a.id - b.id)
  return {
    total_documents: documents.length,
    documents_by_status: byStatus,
    documents_by_type: byType,
    upcoming_reviews: upcoming,
    gaps_identified: gaps.map((gap) => `${gap.title}: ${gap.reason}`),
    gaps,
  }
}

export async function getEstateSummary(userId: number, today = todayIso()): Promise<EstateSummary> {
  const [documents, household] = await Promise.all([listDocuments(userId), loadHouseholdFacts(userId, today)])
  return summarizeDocuments(documents, estateGaps(documents, household), today)
}

/** The Estate Planning panel: documents and their summary, read once. */
export async function getEstatePanel(userId: number, today = todayIso()) {
  const [documents, household] = await Promise.all([listDocuments(userId), loadHouseholdFacts(userId, today)])
  return { documents, summary: summarizeDocuments(documents, estateGaps(documents, household), today) }
}
