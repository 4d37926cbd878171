import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook, CollectionBeforeValidateHook, CollectionConfig } from 'payload'
import { validateForm, type Answers } from '@common/forms'
import { adminsOnly, adminsOnlyField, hiddenUnlessReadable, nobodyField, organizationMembers } from '@api/access'
import { loadRenderableTemplate, previewEndpoint } from '@api/documents/preview'
import { ClientError } from '@api/errors'
import { completeSubmissionEndpoint } from './endpoints/complete'
import { claimDraftEndpoint, createDraftEndpoint, readDraftEndpoint, updateDraftEndpoint } from './endpoints/draft'
import { FORM_SUBMISSION_STATUSES, newTempId, SUBMISSION_MESSAGES } from './shared'
import type { FormSubmission } from '@api/payload-types'

const isAnswersMap = (value: unknown): value is Answers => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A submission that an editable document was made from goes with that document, not alone. */
const keepDocumentSource: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const doc = await req.payload.findByID({ collection: 'form-submissions', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (doc?.editableDocument) throw new ClientError(SUBMISSION_MESSAGES.hasDocument, 409)
}

const fillTempId: CollectionBeforeValidateHook<FormSubmission> = ({ data, operation }) => {
  if (operation === 'create' && data && !data.tempId) data.tempId = newTempId()
  return data
}

/**
 * `submission` is an answers map and `visitedSteps` a list of step keys; a complete
 * submission must pass the engine's validation (hidden fields are not required), also when
 * its answers are changed later (editing a generated document).
 */
const checkAnswers: CollectionBeforeChangeHook<FormSubmission> = async ({ data, originalDoc, req }) => {
  if ('submission' in data && data.submission !== undefined && !isAnswersMap(data.submission)) throw new ClientError(SUBMISSION_MESSAGES.invalidValues, 400)
  if ('visitedSteps' in data && data.visitedSteps !== undefined && !(Array.isArray(data.visitedSteps) && data.visitedSteps.every((key: unknown) => typeof key === 'string'))) {
    throw new ClientError(SUBMISSION_MESSAGES.invalidValues, 400)
  }
  const status = data.status ?? originalDoc?.status
  if (status !== 'complete' || !('submission' in data) || data.submission === undefined) return data
  const source = await loadRenderableTemplate(req, data.template ?? originalDoc?.template)
  if (!source) throw new ClientError('Template is required', 400)
  const errors = validateForm(source.form, data.submission as Answers)
  if (Object.keys(errors).length) throw new ClientError(SUBMISSION_MESSAGES.incomplete, 400, { errors })
  return data
}

/**
 * A form filled from a template (product-spec §3 form-submissions): the answers (`submission`, with
 * `userDefinedDocumentName`), the pages visited, its status and, once complete, the editable
 * document made from it.
 *
 * - A visitor's draft has no organization: it is reached only with its `tempId` (128 random
 *   bits) through the draft endpoints, never listed. A landlord claims it
 *   (POST /draft/{tempId}/claim) after signing up or in.
 * - Organization staff read, update and delete their organization's submissions; the
 *   organization, template, status, tempId and editable document change only through the
 *   endpoints (complete sets status and creates the editable document). Direct creation is
 *   for admins; everyone else starts with POST /draft. A submission with an editable
 *   document is not deleted on its own (409): the document is what the landlord deletes.
 *
 * Endpoints (see endpoints/*.ts and api/documents/preview.ts): POST /draft,
 * GET|PATCH /draft/{tempId}, POST /draft/{tempId}/claim, POST /{id}/complete, POST /preview.
 */
export const FormSubmissions: CollectionConfig<'form-submissions'> = {
  slug: 'form-submissions',
  access: {
    read: organizationMembers('organization'),
    create: adminsOnly,
    update: hiddenUnlessReadable('form-submissions', organizationMembers('organization')),
    delete: hiddenUnlessReadable('form-submissions', organizationMembers('organization')),
  },
  lockDocuments: false,
  defaultSort: '-updatedAt',
  hooks: { beforeValidate: [fillTempId], beforeChange: [checkAnswers], beforeDelete: [keepDocumentSource] },
  endpoints: [previewEndpoint, createDraftEndpoint, readDraftEndpoint, updateDraftEndpoint, claimDraftEndpoint, completeSubmissionEndpoint],
  fields: [
    { name: 'organization', type: 'relationship', relationTo: 'organizations', index: true, access: { update: adminsOnlyField } },
    { name: 'template', type: 'relationship', relationTo: 'templates', required: true, index: true, access: { update: adminsOnlyField } },
    { name: 'status', type: 'select', options: [...FORM_SUBMISSION_STATUSES], defaultValue: 'draft', required: true, index: true, access: { update: adminsOnlyField } },
    { name: 'tempId', type: 'text', required: true, unique: true, index: true, access: { update: nobodyField } },
    { name: 'submission', type: 'json', defaultValue: {} },
    { name: 'visitedSteps', type: 'json', defaultValue: [] },
    { name: 'editableDocument', type: 'relationship', relationTo: 'editable-documents', index: true, access: { update: adminsOnlyField } },
  ],
}
