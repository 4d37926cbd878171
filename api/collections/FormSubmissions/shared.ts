import { randomBytes } from 'node:crypto'
import { NotFound, type PayloadRequest } from 'payload'
import { isAdmin } from '@api/access'
import { getMembership } from '@api/access/membership'
import type { FormSubmission } from '@api/payload-types'
import { KeyedLock } from '@api/utilities/keyedLock'

export const FORM_SUBMISSION_STATUSES = ['draft', 'complete'] as const
export type FormSubmissionStatus = (typeof FORM_SUBMISSION_STATUSES)[number]

/** 128 random bits as 32 lower-case hex digits: a visitor's draft key. */
export const TEMP_ID_PATTERN = /^[0-9a-f]{32}$/
export const newTempId = () => randomBytes(16).toString('hex')

export const SUBMISSION_MESSAGES = {
  unknownStep: 'This step is not part of the form.',
  invalidValues: 'The answers could not be read.',
  incomplete: 'Please fill in every required field before completing the document.',
  hasDocument: 'This form belongs to a document: delete the document instead.',
  landlordOnly: 'Only a landlord account can keep documents. Sign in as a landlord.',
} as const

/** Form-submission requests carry one step's answers: far below this. */
export const MAX_SUBMISSION_BODY_BYTES = 512 * 1024

export const relationId = (value: unknown): number | null => {
  const raw = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : null
}

/**
 * What the draft endpoints return: the submission's own fields with relations as ids. The
 * tempId is the caller's key to it; nothing of another visitor's or organization's data.
 */
export function draftView(doc: FormSubmission) {
  return {
    id: doc.id,
    tempId: doc.tempId,
    template: relationId(doc.template),
    organization: relationId(doc.organization),
    status: doc.status,
    submission: (doc.submission ?? {}) as Record<string, unknown>,
    visitedSteps: Array.isArray(doc.visitedSteps) ? (doc.visitedSteps as string[]) : [],
    editableDocument: relationId(doc.editableDocument),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }
}
export type DraftView = ReturnType<typeof draftView>

/**
 * The submission a tempId opens, for this caller: any caller while it belongs to no
 * organization (a visitor's draft); once claimed, only the organization's staff (and
 * admins). Anything else — a malformed key, no such draft, someone else's — is 404.
 */
export async function findByTempId(req: PayloadRequest, tempId: unknown): Promise<FormSubmission> {
  if (typeof tempId !== 'string' || !TEMP_ID_PATTERN.test(tempId)) throw new NotFound(req.t)
  const { docs } = await req.payload.find({
    collection: 'form-submissions',
    where: { tempId: { equals: tempId } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const doc = docs[0]
  if (!doc) throw new NotFound(req.t)
  const organization = relationId(doc.organization)
  if (organization === null || isAdmin(req)) return doc
  const { organizationIds } = await getMembership(req)
  if (!organizationIds.includes(organization)) throw new NotFound(req.t)
  return doc
}

const submissionLock = new KeyedLock()

/**
 * Runs a read-modify-write of one submission (merge a page into its answers, claim,
 * complete) after the previous one on the same key has finished, so that two quick page
 * saves never lose each other's answers (ADR 007: reads before the first write see no
 * lock). In-process, like the login's lock (ADR 009).
 */
export async function withSubmissionLock<T>(key: string, task: () => Promise<T>): Promise<T> {
  const release = await submissionLock.acquire(key)
  try {
    return await task()
  } finally {
    release()
  }
}
