import { Cross2Icon, PersonIcon } from '@radix-ui/react-icons'
import { Link, useLocation } from 'react-router'
import { ContactDetails } from '~/components/lease/contact-form'
import { LEASE_DRAWERS } from '~/components/lease/lease-drawers'
import { useLeaseView } from '~/components/lease/lease-page'
import { AddLink, ListSection } from '~/components/list'
import { Button, Card, Flex, Text } from '~/components/ui'
import { requireLandlord } from '~/utils/auth.server'
import { drawerHref } from '~/utils/drawer'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/tenants'

export const meta: Route.MetaFunction = () => titleMeta('Tenants')

/** The lease (with its tenants) comes from the layout's loader. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return null
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
            </Card>
          </li>
        ))}
      </ul>
    </ListSection>
  )
}
