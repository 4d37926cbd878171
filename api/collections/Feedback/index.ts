import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'
import { FEEDBACK_MAX_LENGTH, FEEDBACK_PER_HOUR, supportMessages } from '@common/support'
import { adminsOnly, adminsOnlyField, hiddenUnlessReadable, isAdmin, signedIn } from '@api/access'
import { feedbackEmail } from '@api/email/templates'
import { getApiEnv } from '@api/env'
import { afterCommit } from '@api/utilities/afterCommit'
import type { Feedback as FeedbackDoc } from '@api/payload-types'

const HOUR_MS = 60 * 60 * 1000

/**
 * The author is the caller (never the client's word), and a user sends at most
 * FEEDBACK_PER_HOUR messages an hour: the next one is refused next to the message field.
 */
const recordAuthor: CollectionBeforeChangeHook<FeedbackDoc> = async ({ data, req, operation, collection }) => {
  if (operation !== 'create' || !req.user) return data
  const since = new Date(Date.now() - HOUR_MS).toISOString()
  const recent = await req.payload.count({
    collection: 'feedback',
    where: { and: [{ user: { equals: req.user.id } }, { createdAt: { greater_than: since } }] },
    overrideAccess: true,
    req,
  })
  if (recent.totalDocs >= FEEDBACK_PER_HOUR) {
    throw new ValidationError({ collection: collection.slug, errors: [{ message: supportMessages.feedbackThrottled, path: 'message' }] }, req.t)
  }
  data.user = req.user.id
  data.email = req.user.email
  return data
}

/** E-mailed, once the row is committed, to FEEDBACK_EMAIL or else to every admin. */
const mailTeam: CollectionAfterChangeHook<FeedbackDoc> = async ({ doc, req, operation }) => {
  if (operation !== 'create') return doc
  const configured = getApiEnv().FEEDBACK_EMAIL
  const recipients = configured
    ? [configured]
    : (
        await req.payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 20, depth: 0, overrideAccess: true, req, select: { email: true } })
      ).docs.map((admin) => admin.email)
  if (!recipients.length) return doc
  const mail = feedbackEmail({ from: doc.email ?? 'a user', area: doc.area ?? null, page: doc.page ?? null, message: doc.message })
  await afterCommit(req, () => req.payload.sendEmail({ to: recipients, replyTo: doc.email ?? undefined, subject: mail.subject, html: mail.html, text: mail.text }))
  return doc
}

/**
 * Feedback sent from the app's Submit Feedback page when no external form is configured
 * (product-spec §2 Shell; ADR 034). Any signed-in user writes one and reads its own; admins
 * read and change all: for anyone else a feedback id does not exist (404).
 */
export const Feedback: CollectionConfig<'feedback'> = {
  slug: 'feedback',
  access: {
    create: signedIn,
    // Admins read all; a user reads only what it sent; for everyone else an id does not exist (404).
    read: ({ req }) => (isAdmin(req) ? true : req.user ? { user: { equals: req.user.id } } : false),
    update: hiddenUnlessReadable('feedback', adminsOnly),
    delete: hiddenUnlessReadable('feedback', adminsOnly),
  },
  lockDocuments: false,
  defaultSort: '-createdAt',
  hooks: { beforeChange: [recordAuthor], afterChange: [mailTeam] },
  fields: [
    {
      name: 'message',
      type: 'textarea',
      required: true,
      maxLength: FEEDBACK_MAX_LENGTH,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() : value)] },
      validate: (value: string | null | undefined) =>
        !value?.trim() ? supportMessages.feedbackRequired : value.length > FEEDBACK_MAX_LENGTH ? supportMessages.feedbackTooLong : true,
    },
    // The page the user came from (a path of this app), for context.
    { name: 'page', type: 'text', maxLength: 500, validate: (value: string | null | undefined) => !value || /^\/app(\/|$)/.test(value) || 'Not a page of this app.' },
    { name: 'area', type: 'select', options: ['landlord', 'tenant'] },
    // Set by the server from the caller.
    { name: 'user', type: 'relationship', relationTo: 'users', index: true, access: { create: adminsOnlyField, update: adminsOnlyField } },
    { name: 'email', type: 'text', maxLength: 320, access: { create: adminsOnlyField, update: adminsOnlyField } },
  ],
  indexes: [{ fields: ['user', 'createdAt'] }],
}
