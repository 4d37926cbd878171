import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type RouterContextProvider } from 'react-router'
import type { z } from 'zod'
import { messages } from '@common/messages'
import { ApiError } from './api.server'
import { flashToast } from './auth.server'
import type { FormReply } from './form-action'
import { safeRedirect } from './redirect'
import type { Toast } from './session.server'

type Context = Readonly<RouterContextProvider>

// Components read replies with these; re-exported so actions and components share one import.
export { confirmErrors, replyFor, type FormReply } from './form-action'

/**
 * The one shape of a form action (Epic Stack style):
 * parse with the form's schema → 400 with field errors; call the API → its 4xx becomes
 * field errors (by path) or a form error, never a 500 and never lost input; success →
 * a toast and a redirect to `returnTo` (the page without the drawer).
 */
export async function submitForm<Schema extends z.ZodType, Result>({
  context,
  formData,
  schema,
  intent,
  mutate,
  toast,
  redirectTo,
  fallbackRedirect = '/app/landlord',
  fieldNames,
}: {
  context: Context
  formData: FormData
  schema: Schema
  intent: string
  mutate: (value: z.output<Schema>) => Promise<Result>
  toast?: Toast | ((result: Result) => Toast)
  /** Where to go on success; defaults to the form's `returnTo`. */
  redirectTo?: string | ((result: Result) => string)
  fallbackRedirect?: string
  /** API field paths that the form names differently (API path → form field name). */
  fieldNames?: Record<string, string>
}) {
  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success') {
    return data<FormReply>({ intent, result: submission.reply() }, { status: 400 })
  }
  let result: Result
  try {
    result = await mutate(submission.value)
  } catch (error) {
    const reply = apiErrorReply(error, fieldNames)
    if (!reply) throw error
    return data<FormReply>({ intent, result: submission.reply(reply.reply) }, { status: reply.status })
  }
  if (toast) flashToast(context, typeof toast === 'function' ? toast(result) : toast)
  const destination = typeof redirectTo === 'function' ? redirectTo(result) : (redirectTo ?? safeRedirect(formData.get('returnTo'), fallbackRedirect))
  throw redirect(destination)
}

/** An API refusal (4xx) as conform reply options; anything else is not ours to word. */
export function apiErrorReply(error: unknown, fieldNames: Record<string, string> = {}) {
  if (!(error instanceof ApiError) || error.status >= 500) return null
  const fieldErrors: Record<string, string[]> = {}
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    const name = fieldNames[path] ?? path
    ;(fieldErrors[name] ??= []).push(message)
  }
  const hasFieldErrors = Object.keys(fieldErrors).length > 0
  // A 404 on a record the form acts on means it is gone (or never was the caller's).
  if (error.status === 404 && !hasFieldErrors) throw data(null, { status: 404 })
  return { status: error.status, reply: { formErrors: hasFieldErrors ? [] : [error.message], fieldErrors } }
}

/** A confirmation (archive, delete, restore): no fields, the API's refusal shown in the dialog. */
export async function confirmAction<Result>({
  context,
  formData,
  intent,
  mutate,
  toast,
  redirectTo,
  fallbackRedirect = '/app/landlord',
}: {
  context: Context
  formData: FormData
  intent: string
  mutate: () => Promise<Result>
  toast?: Toast
  redirectTo?: string
  fallbackRedirect?: string
}) {
  try {
    await mutate()
  } catch (error) {
    const reply = apiErrorReply(error)
    if (!reply) throw error
    const message = reply.reply.formErrors[0] ?? Object.values(reply.reply.fieldErrors)[0]?.[0] ?? messages.unknownError
    return data<FormReply>({ intent, result: { status: 'error', error: { '': [message] } } }, { status: reply.status })
  }
  if (toast) flashToast(context, toast)
  throw redirect(redirectTo ?? safeRedirect(formData.get('returnTo'), fallbackRedirect))
}

/** A numeric route or form id; anything else is a 404 (never a 500). */
export function requireId(value: FormDataEntryValue | string | null | undefined): number {
  const id = Number(value)
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 })
  return id
}

/** A document of the caller's read by id, or the page's 404 (as the API answered: not the caller's, or gone). */
export function orNotFound<T>(promise: Promise<T>): Promise<T> {
  return promise.catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  })
}
