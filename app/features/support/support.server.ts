import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { searchHelp, type HelpArea } from '@common/support'
import { ApiError } from '~/utils/api.server'
import { api, getAuth, requireUser } from '~/utils/auth.server'
import { getEnv } from '~/utils/env.server'
import { getFeatureFlags } from '~/utils/feature-flags.server'
import { FeedbackSchema, feedbackPage } from './support-schema'

type Context = Readonly<RouterContextProvider>

const areaOf = (context: Context): HelpArea => getAuth(context).internalRole ?? 'landlord'

/** A support page exists only where its feature flag is on; a configured external URL replaces it. */
async function requireSupportFeature(context: Context, feature: 'support' | 'feedback') {
  await requireUser(context)
  const features = await getFeatureFlags(context)
  if (!features.includes(feature)) throw data(null, { status: 404 })
  const external = feature === 'support' ? getEnv().SUPPORT_URL : getEnv().FEEDBACK_URL
  if (external) throw redirect(external)
}

/** /app/help?q=…: the built-in help, searched on the server (a GET form: works without JavaScript). */
export async function helpLoader(context: Context, request: Request) {
  await requireSupportFeature(context, 'support')
  const query = new URL(request.url).searchParams.get('q')?.trim() ?? ''
  const area = areaOf(context)
  return { area, query, topics: searchHelp(area, query) }
}

/** /app/feedback?from=/app/…: the page the user came from goes with the feedback. */
export async function feedbackLoader(context: Context, request: Request) {
  await requireSupportFeature(context, 'feedback')
  const url = new URL(request.url)
  return { page: feedbackPage(url.searchParams.get('from')) ?? null, sent: url.searchParams.get('sent') === '1' }
}

/** Stores the feedback through the API (which e-mails the team), then shows the thanks (PRG). */
export async function feedbackAction(context: Context, request: Request) {
  await requireSupportFeature(context, 'feedback')
  const submission = parseWithZod(await request.formData(), { schema: FeedbackSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const page = feedbackPage(submission.value.page)
  try {
    await api(context).create('feedback', { message: submission.value.message, page, area: areaOf(context) })
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      const message = error.fieldErrors.message ?? error.message
      return data({ result: submission.reply({ fieldErrors: { message: [message] } }) }, { status: 400 })
    }
    throw error
  }
  const params = new URLSearchParams({ sent: '1', ...(page ? { from: page } : {}) })
  throw redirect(`/app/feedback?${params}`)
}
