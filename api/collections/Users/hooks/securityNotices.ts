import type { CollectionAfterChangeHook, CollectionAfterOperationHook, CollectionBeforeChangeHook, CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { emailChangedNotice, passwordChangedNotice } from '@api/email/templates'
import { afterCommit } from '@api/utilities/afterCommit'
import type { User } from '@api/payload-types'
import { hashToken } from './sendVerification'

const PASSWORD_CHANGED = 'passwordChanged'

/** Remembers, for the change hooks, that this operation sets a new password (Payload drops it from `data` before they run). */
export const notePasswordChange: CollectionBeforeOperationHook<'users'> = ({ args, operation, req }) => {
  if (operation !== 'update' && operation !== 'updateByID') return args
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (typeof password === 'string' && password !== '') req.context[PASSWORD_CHANGED] = true
  return args
}

const mail = (req: PayloadRequest, to: string, message: { subject: string; html: string; text: string }) =>
  afterCommit(req, () => req.payload.sendEmail({ to, subject: message.subject, html: message.html, text: message.text }))

/**
 * The owner hears of every change of the account's credentials (ASVS V2.2.3):
 * a changed e-mail is reported to the address it replaced, a new password to the
 * account's address and, when the address changed at the same time, to the old one too.
 */
export const sendSecurityNotices: CollectionAfterChangeHook<User> = async ({ doc, previousDoc, operation, req, context }) => {
  if (operation !== 'update' || !previousDoc) return doc
  const oldEmail = typeof previousDoc.email === 'string' ? previousDoc.email : null
  const emailChanged = oldEmail !== null && oldEmail !== doc.email
  if (emailChanged) await mail(req, oldEmail, emailChangedNotice(doc.email))
  if (context[PASSWORD_CHANGED]) {
    const notice = passwordChangedNotice()
    await mail(req, doc.email, notice)
    if (emailChanged) await mail(req, oldEmail, notice)
  }
  return doc
}

/** A password set through a reset link is reported as well (the link may have reached the wrong hands). */
export const noticeAfterReset: CollectionAfterOperationHook<'users'> = async ({ operation, result, req }) => {
  if (operation !== 'resetPassword') return result
  const email = (result as { user?: { email?: unknown } } | undefined)?.user?.email
  if (typeof email === 'string') await mail(req, email, passwordChangedNotice())
  return result
}

/**
 * Reset tokens are stored hashed, as verification tokens are (ASVS V2.4.1: a reset token is as good as the password): Payload writes
 * the token through an update (hashed here) and mails the original; reset-password looks
 * the user up by the hash of the token it is given (`hashResetToken`).
 */
export const storeResetTokenHashed: CollectionBeforeChangeHook<User> = ({ data }) => {
  if (typeof data.resetPasswordToken === 'string' && data.resetPasswordToken !== '') data.resetPasswordToken = hashToken(data.resetPasswordToken)
  return data
}

export const hashResetToken: CollectionBeforeOperationHook<'users'> = ({ args, operation }) => {
  if (operation !== 'resetPassword') return args
  const data = (args as { data?: { token?: unknown } }).data
  if (data && typeof data.token === 'string' && data.token !== '') data.token = hashToken(data.token)
  return args
}
