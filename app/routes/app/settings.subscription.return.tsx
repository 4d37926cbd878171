import { redirect, Link as RouterLink } from 'react-router'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Button, Callout, Card, Flex, Text } from '~/components/ui'
import { ApiError, usersApi } from '~/utils/api.server'
import { api, flashToast, getAuth, requireLandlord } from '~/utils/auth.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/settings.subscription.return'

export const subscriptionReturnMessages = {
  title: 'Subscription',
  active: 'Your subscription is active.',
  pending: 'We are confirming your payment…',
  pendingHint: 'This usually takes a few seconds. Refresh this page to check again.',
  refresh: 'Refresh',
  openDocument: 'Open your document',
  documents: 'Go to your documents',
} as const

export const meta: Route.MetaFunction = () => titleMeta(subscriptionReturnMessages.title)

/**
 * /app/settings/subscription/return?session_id=…&document=<id> (product-spec §2; Stripe Checkout's
 * success URL, ADR 015). The query is not trusted: the state shown is the organization's
 * subscription as the API reads it (its grantsAccess, which only the signed webhook sets).
 * The organization is the one holding `document` when the landlord can read it, else the
 * landlord's own. Active with a document → that document's page, with a toast; active
 * without → 'Your subscription is active.'; otherwise 'We are confirming your payment…' with
 * a refresh link (the webhook may arrive after the browser).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireLandlord(context)
  const url = new URL(request.url)
  const requested = url.searchParams.get('document')
  let documentId: number | null = null
  let organizationId: number | null = null
  if (requested && /^\d+$/.test(requested)) {
    try {
      const document = await api(context).findById('editable-documents', requested, { depth: 0 })
      documentId = document.id
      organizationId = typeof document.organization === 'object' ? document.organization.id : document.organization
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 403)) throw error
    }
  }
  const organization =
    organizationId === null
      ? (await usersApi.ensureOrganization(getAuth(context).token ?? '')).doc
      : await api(context).findById('organizations', organizationId, { depth: 0 })
  const active = Boolean(organization.subscription?.grantsAccess)
  const documentHref = documentId === null ? null : `/app/landlord/documents/${documentId}`
  if (active && documentHref) {
    flashToast(context, { type: 'success', title: subscriptionReturnMessages.active })
    throw redirect(documentHref)
  }
  return { active, documentHref, refreshHref: `${url.pathname}${url.search}` }
}

export default function SubscriptionReturnPage({ loaderData }: Route.ComponentProps) {
  const { active, documentHref, refreshHref } = loaderData
  return (
    <>
      <PageHeader title={subscriptionReturnMessages.title} />
      <Card size="3" className="max-w-xl">
        <Flex direction="column" gap="4">
          <Callout.Root color={active ? 'green' : 'blue'} role="status">
            <Callout.Text>{active ? subscriptionReturnMessages.active : subscriptionReturnMessages.pending}</Callout.Text>
          </Callout.Root>
          {active ? null : (
            <Text as="p" size="2" color="gray" className="m-0">
              {subscriptionReturnMessages.pendingHint}
            </Text>
          )}
          <Flex gap="3" wrap="wrap">
            {active ? null : (
              <Button asChild size="3" className="min-h-11">
                <a href={refreshHref}>{subscriptionReturnMessages.refresh}</a>
              </Button>
            )}
            <Button asChild size="3" variant={active ? 'solid' : 'soft'} color={active ? undefined : 'gray'} className="min-h-11">
              <RouterLink to={documentHref ?? '/app/landlord/documents'}>{documentHref ? subscriptionReturnMessages.openDocument : subscriptionReturnMessages.documents}</RouterLink>
            </Button>
          </Flex>
        </Flex>
      </Card>
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
