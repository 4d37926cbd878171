import { z } from 'zod'
import { FEEDBACK_MAX_LENGTH, supportMessages } from '@common/support'

/** The Submit Feedback form (ADR 034): the same rules as the API's feedback collection. */
export const FeedbackSchema = z.object({
  message: z
    .string({ error: supportMessages.feedbackRequired })
    .trim()
    .min(1, { error: supportMessages.feedbackRequired })
    .max(FEEDBACK_MAX_LENGTH, { error: supportMessages.feedbackTooLong }),
  page: z.string().optional(),
})

/** Only a page of this app is kept as the feedback's context (the query string is dropped). */
export function feedbackPage(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  const path = value.split(/[?#]/)[0]!
  return /^\/app(\/[\w\-./]*)?$/.test(path) && !path.includes('..') && path.length <= 500 ? path : undefined
}
