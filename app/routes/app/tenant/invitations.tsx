import { CheckIcon, Cross2Icon } from '@radix-ui/react-icons'
import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router'
import { INVITATION_ANSWERS, peopleMessages, type InvitationAnswer } from '@common/people'
import { EmptyState } from '~/components/empty-state'
import { FormAlert } from '~/components/forms'
import { NavIcon } from '~/components/shell/nav-icon'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Button, Card, Flex, Heading, Text } from '~/components/ui'
import { ApiError } from '~/utils/api.server'
import { api, flashToast, requireTenant } from '~/utils/auth.server'
import { formatDate } from '~/utils/format'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/invitations'

export const meta: Route.MetaFunction = () => titleMeta('Invitations')

/**
 * /app/tenant/invitations: the invitations waiting for the signed-in tenant's
 * answer. Arriving from the e-mail's link (`?invitation=&token=`), the token travels with the
 * answer, which proves the e-mail address even before it is verified.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireTenant(context)
  const url = new URL(request.url)
  const result = await api(context).find('invitations', {
    where: { and: [{ status: { equals: 'pending' } }, { email: { equals: user.email } }] },
    sort: '-createdAt',
    limit: 50,
    depth: 0,
    select: { firstName: true, lastName: true, organizationName: true, propertyLabel: true, sentAt: true, expiresAt: true },
  })
  const linked = url.searchParams.get('invitation')
  const token = url.searchParams.get('token')
  const listed = result.docs.map((invitation) => ({
    id: invitation.id,
    organizationName: invitation.organizationName || 'Your landlord',
    propertyLabel: invitation.propertyLabel || 'your home',
    sentAt: invitation.sentAt ?? null,
    expired: Boolean(invitation.expiresAt && Date.parse(invitation.expiresAt) <= Date.now()),
    // The link's token belongs to its own invitation only.
    token: linked === String(invitation.id) ? token : null,
  }))
  // An account whose e-mail is not verified yet reads no invitation by its address; the
  // link's token shows it the one invitation the link is for.
  if (linked && token && !listed.some((invitation) => String(invitation.id) === linked)) {
    const opened = await api(context)
      .endpoint<{ id: number; email: string; organizationName?: string; propertyLabel?: string }>('GET', 'invitations', `/${encodeURIComponent(linked)}`, { query: { token } })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status < 500) return null
        throw error
      })
    if (opened && opened.email === user.email) {
      listed.unshift({ id: opened.id, organizationName: opened.organizationName || 'Your landlord', propertyLabel: opened.propertyLabel || 'your home', sentAt: null, expired: false, token })
    }
  }
  return { invitations: listed }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireTenant(context)
  const formData = await request.formData()
  const id = String(formData.get('invitation') ?? '')
  const answer = String(formData.get('answer') ?? '') as InvitationAnswer
  if (!id) return data({ invitation: id, error: peopleMessages.invitationIdRequired }, { status: 400 })
  if (!INVITATION_ANSWERS.includes(answer)) return data({ invitation: id, error: peopleMessages.invitationFailed }, { status: 400 })
  const token = String(formData.get('token') ?? '') || undefined
  try {
    await api(context).endpoint('POST', 'invitations', `/${encodeURIComponent(id)}/${answer}`, { json: token ? { token } : {} })
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error
    if (error.status === 404) throw data(null, { status: 404 })
    return data({ invitation: id, error: error.message || peopleMessages.invitationFailed }, { status: error.status })
  }
  if (answer === 'accepted') {
    flashToast(context, { type: 'success', title: 'Invitation accepted.', description: 'Your lease is now in your account.' })
    throw redirect('/app/tenant/leases?allow-redirect=true')
  }
  flashToast(context, { type: 'info', title: 'Invitation declined.' })
  throw redirect('/app/tenant/invitations')
}

export default function InvitationsPage({ loaderData }: Route.ComponentProps) {
  const { invitations } = loaderData
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  return (
    <>
      <PageHeader title="Invitations" description="Landlords who invited you to see your lease here." />
      {invitations.length === 0 ? (
        <EmptyState
          icon={<NavIcon name="invitations" />}
          description="No invitations are waiting for you."
          action={
            <Button asChild size="3" variant="soft" className="min-h-11">
              <Link to="/app/tenant/leases">Go to your leases</Link>
            </Button>
          }
        />
      ) : (
        <ul className="m-0 flex max-w-2xl list-none flex-col gap-3 p-0">
          {invitations.map((invitation) => {
            const busy = navigation.state !== 'idle' && navigation.formData?.get('invitation') === String(invitation.id)
            const error = actionData && 'error' in actionData && actionData.invitation === String(invitation.id) ? actionData.error : null
            return (
              <li key={invitation.id}>
                <Card size="3" asChild>
                  <section aria-labelledby={`invitation-${invitation.id}`}>
                    <Flex direction="column" gap="3">
                      <Heading as="h2" size="4" id={`invitation-${invitation.id}`}>
                        {invitation.organizationName} invited you
                      </Heading>
                      <Text as="p" size="2" className="m-0">
                        Accept to see your lease for <strong>{invitation.propertyLabel}</strong> in your account.
                        {invitation.sentAt ? ` Sent ${formatDate(invitation.sentAt)}.` : ''}
                      </Text>
                      {invitation.expired ? (
                        <Text as="p" size="2" color="red" className="m-0">
                          {peopleMessages.invitationExpired}
                        </Text>
                      ) : null}
                      <FormAlert errors={error ? [error] : undefined} />
                      <Form method="post" className="flex flex-wrap gap-3">
                        <input type="hidden" name="invitation" value={invitation.id} />
                        {invitation.token ? <input type="hidden" name="token" value={invitation.token} /> : null}
                        <Button type="submit" name="answer" value="accepted" size="3" className="min-h-11" disabled={busy || invitation.expired}>
                          <CheckIcon aria-hidden /> Accept
                        </Button>
                        <Button type="submit" name="answer" value="declined" size="3" variant="soft" color="gray" className="min-h-11" disabled={busy}>
                          <Cross2Icon aria-hidden /> Decline
                        </Button>
                      </Form>
                    </Flex>
                  </section>
                </Card>
              </li>
            )
          })}
        </ul>
      )}
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
