import { Cross2Icon, EnvelopeClosedIcon, PersonIcon, ReloadIcon } from '@radix-ui/react-icons'
import type { ReactNode } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { invitationStatusLabel, type InvitationStatus } from '@common/people'
import { ContactDetails } from '~/features/portfolio/contact-details'
import { INVITATION_RESEND, INVITATION_SEND, LEASE_DRAWERS } from '~/features/portfolio/lease-drawer-names'
import { leaseBasePath, useLeaseView, type LeaseView } from '~/features/portfolio/lease-page'
import { AddLink, ListSection } from '~/components/list'
import { Badge, Button, Card, Flex, Text } from '~/components/ui'
import { requireLandlord } from '~/utils/auth.server'
import { drawerHref } from '~/utils/drawer'
import { formatDate } from '~/utils/format'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/tenants'

export const meta: Route.MetaFunction = () => titleMeta('Tenants')

/** The lease (with its tenants and their invitations) comes from the layout's loader. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return null
}

const INVITATION_COLOR: Record<InvitationStatus, 'amber' | 'green' | 'red'> = { pending: 'amber', accepted: 'green', declined: 'red' }

/** Where the tenant stands with the tenant portal: linked account, or the invitation's status. */
function PortalStatus({ tenant }: { tenant: LeaseView['tenants'][number] }) {
  const { invitation } = tenant
  if (tenant.portalAccess && (!invitation || invitation.status === 'accepted')) {
    return (
      <Badge color="green" variant="soft" size="2">
        Invitation {invitationStatusLabel.accepted.toLowerCase()}
      </Badge>
    )
  }
  if (!invitation) {
    return (
      <Text size="2" color="gray">
        {tenant.email ? 'Not invited to the tenant portal' : 'Add an e-mail address to invite them to the tenant portal'}
      </Text>
    )
  }
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Badge color={INVITATION_COLOR[invitation.status]} variant="soft" size="2">
        Invitation {invitationStatusLabel[invitation.status].toLowerCase()}
      </Badge>
      {invitation.sentAt && invitation.status === 'pending' ? (
        <Text size="1" color="gray">
          sent {formatDate(invitation.sentAt)}
        </Text>
      ) : null}
    </Flex>
  )
}

/** A one-button form posting to the lease layout's action, back to this tab. */
function InvitationButton({ intent, target, label, children }: { intent: string; target: number; label: string; children: ReactNode }) {
  const lease = useLeaseView()
  const location = useLocation()
  return (
    <Form method="post" action={leaseBasePath(lease.id)} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="target" value={target} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <Button type="submit" size="2" variant="soft" className="min-h-11" aria-label={label}>
        {children}
      </Button>
    </Form>
  )
}

export default function LeaseTenantsTab() {
  const lease = useLeaseView()
  const location = useLocation()
  return (
    <ListSection
      id="tenants-title"
      title="Tenants"
      action={
        <AddLink to={drawerHref(location, LEASE_DRAWERS.inviteContact)} icon={<PersonIcon aria-hidden />} preventScrollReset>
          Invite contact
        </AddLink>
      }
      empty={lease.tenants.length === 0}
      emptyDescription="The people who rent this unit. Invite a contact to add the first tenant."
    >
      <ul className="m-0 grid list-none grid-cols-1 gap-3 p-0 md:grid-cols-2">
        {lease.tenants.map((tenant) => (
          <li key={tenant.id}>
            <Card size="2">
              <Flex direction="column" gap="3">
                <Flex justify="between" align="start" gap="3">
                  <ContactDetails
                    name={tenant.name}
                    email={tenant.email}
                    phoneNumber={tenant.phoneNumber}
                    fallback={
                      <Text size="2" color="gray">
                        No e-mail or phone yet
                      </Text>
                    }
                  />
                  <Button asChild size="2" variant="soft" color="gray" className="min-h-11 shrink-0">
                    <Link to={drawerHref(location, LEASE_DRAWERS.removeTenant, { target: tenant.id })} preventScrollReset aria-label={`Remove ${tenant.name} from the lease`}>
                      <Cross2Icon aria-hidden /> Remove
                    </Link>
                  </Button>
                </Flex>
                <Flex justify="between" align="center" gap="3" wrap="wrap" data-testid="portal-status">
                  <PortalStatus tenant={tenant} />
                  {tenant.invitation && tenant.invitation.status !== 'accepted' ? (
                    <InvitationButton intent={INVITATION_RESEND} target={tenant.invitation.id} label={`Resend the invitation to ${tenant.name}`}>
                      <ReloadIcon aria-hidden /> Resend
                    </InvitationButton>
                  ) : !tenant.invitation && !tenant.portalAccess && tenant.email ? (
                    <InvitationButton intent={INVITATION_SEND} target={tenant.id} label={`Invite ${tenant.name} to the tenant portal`}>
                      <EnvelopeClosedIcon aria-hidden /> Invite
                    </InvitationButton>
                  ) : null}
                </Flex>
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
    </ListSection>
  )
}
