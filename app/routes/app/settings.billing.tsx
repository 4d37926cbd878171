import { ExternalLinkIcon } from '@radix-ui/react-icons'
import { data, Form, redirect } from 'react-router'
import { requireOrganizationId } from '~/features/accounts/accounts.server'
import { FormAlert } from '~/components/form-alert'
import { SubmitButton } from '~/components/submit-button'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Badge, Card, DataList, Flex, Heading, Text } from '~/components/ui'
import { ApiError } from '~/utils/api.server'
import { api, requireLandlord } from '~/utils/auth.server'
import { formatDate } from '~/utils/format'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/settings.billing'

export const meta: Route.MetaFunction = () => titleMeta('Billing')

type SubscriptionView = {
  plan: string | null
  status: string | null
  currentPeriodEnd: string | null
  grantsAccess: boolean
  stripeConfigured: boolean
  canManage: boolean
}

const PORTAL_INTENT = 'billing-portal'
const PLAN_LABELS: Record<string, string> = { pro_yearly: 'Pro (billed yearly)' }
const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Past due',
  unpaid: 'Unpaid',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  paused: 'Paused',
  canceled: 'Canceled',
}

/**
 * Billing (product-spec §2 settings/billing): the organization's subscription as the API reports
 * it (GET /api/organizations/{id}/subscription). With Stripe configured, an owner with a
 * Stripe customer opens Stripe's customer portal; without Stripe every organization has
 * access (self-hosted, ADR 015) and the page says so.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireLandlord(context)
  const id = requireOrganizationId(user)
  const subscription = await api(context).endpoint<SubscriptionView>('GET', 'organizations', `/${id}/subscription`)
  return { subscription }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireLandlord(context)
  const id = requireOrganizationId(user)
  const formData = await request.formData()
  if (formData.get('intent') !== PORTAL_INTENT) throw data(null, { status: 400 })
  try {
    const { url } = await api(context).endpoint<{ url: string }>('POST', 'organizations', `/${id}/subscription/portal`)
    throw redirect(url)
  } catch (error) {
    if (error instanceof ApiError && error.status !== 404) return data({ error: error.message }, { status: error.status >= 500 ? 502 : error.status })
    throw error
  }
}

export default function BillingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { subscription } = loaderData
  return (
    <>
      <PageHeader title="Billing" description="Your subscription." />
      <Card size={{ initial: '2', md: '3' }} className="max-w-2xl">
        <Flex direction="column" gap="4">
          <Heading as="h2" size="4">
            Subscription
          </Heading>
          {subscription.stripeConfigured ? (
            <>
              <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
                <DataList.Item>
                  <DataList.Label minWidth="160px">Plan</DataList.Label>
                  <DataList.Value>{PLAN_LABELS[subscription.plan ?? ''] ?? subscription.plan ?? 'Pro (billed yearly)'}</DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label minWidth="160px">Status</DataList.Label>
                  <DataList.Value>
                    <Badge color={subscription.grantsAccess ? 'green' : subscription.status ? 'amber' : 'gray'} size="2">
                      {subscription.status ? (STATUS_LABELS[subscription.status] ?? subscription.status) : 'Not subscribed'}
                    </Badge>
                  </DataList.Value>
                </DataList.Item>
                {subscription.currentPeriodEnd ? (
                  <DataList.Item>
                    <DataList.Label minWidth="160px">{subscription.grantsAccess ? 'Renews' : 'Ended'}</DataList.Label>
                    <DataList.Value>{formatDate(subscription.currentPeriodEnd)}</DataList.Value>
                  </DataList.Item>
                ) : null}
              </DataList.Root>
              <FormAlert errors={actionData?.error ? [actionData.error] : undefined} />
              {subscription.canManage ? (
                <Form method="post">
                  <SubmitButton intent={PORTAL_INTENT}>
                    Manage billing <ExternalLinkIcon aria-hidden />
                  </SubmitButton>
                </Form>
              ) : (
                <Text as="p" size="2" color="gray">
                  You subscribe when you download your first generated document.
                </Text>
              )}
            </>
          ) : (
            <Text as="p" size="2">
              Payments are not set up on this server, so every organization has full access. There is nothing to pay.
            </Text>
          )}
        </Flex>
      </Card>
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
