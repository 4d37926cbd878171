import { CheckCircledIcon, CircleIcon, TrashIcon } from '@radix-ui/react-icons'
import { Form, useLocation, useNavigation } from 'react-router'
import { SubmitButton } from '~/components/forms'
import { LEASE_DRAWERS, REQUIRED_DOCUMENT_REMOVE, REQUIRED_DOCUMENT_TOGGLE } from '~/features/portfolio/lease-drawer-names'
import { leaseBasePath, useLeaseView } from '~/features/portfolio/lease-page'
import { AddLink, ListSection } from '~/components/list'
import { Badge, Card, Flex, Text } from '~/components/ui'
import { requireLandlord } from '~/utils/auth.server'
import { closedDrawerHref, drawerHref } from '~/utils/drawer'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/required-documents'

export const meta: Route.MetaFunction = () => titleMeta('Required Documents')

/** The lease (with its required documents) comes from the layout's loader. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireLandlord(context)
  return null
}

export default function RequiredDocumentsTab() {
  const lease = useLeaseView()
  const location = useLocation()
  const action = leaseBasePath(lease.id)
  const returnTo = closedDrawerHref(location)
  const navigation = useNavigation()
  // Only the button of the row being submitted shows a spinner.
  const pendingFor = (intent: string, documentId: string) =>
    navigation.state !== 'idle' && navigation.formData?.get('intent') === intent && navigation.formData?.get('target') === documentId
  const received = lease.requiredDocuments.filter((document) => document.received).length
  return (
    <ListSection
      id="required-documents-title"
      title="Required documents"
      subtitle={
        lease.requiredDocuments.length ? (
          <Text size="2" color="gray">
            {received} of {lease.requiredDocuments.length} received
          </Text>
        ) : null
      }
      action={
        <AddLink to={drawerHref(location, LEASE_DRAWERS.requiredDocumentAdd)} preventScrollReset>
          Add required document
        </AddLink>
      }
      empty={lease.requiredDocuments.length === 0}
      emptyDescription="Documents the tenants must provide, such as proof of renters insurance or a photo ID, tracked until you receive them."
    >
      <ul className="m-0 flex list-none flex-col gap-3 p-0">
        {lease.requiredDocuments.map((document) => (
          <li key={document.id}>
            <Card size="2">
              <Flex justify="between" align="start" gap="3" wrap="wrap">
                <Flex direction="column" gap="1" className="min-w-0 flex-1">
                  <Flex gap="2" align="center" wrap="wrap">
                    <Text weight="medium" className="break-words">
                      {document.name}
                    </Text>
                    <Badge color={document.received ? 'green' : 'amber'} variant="soft" size="2">
                      {document.received ? 'Received' : 'Pending'}
                    </Badge>
                  </Flex>
                  {document.description ? (
                    <Text size="2" color="gray" className="whitespace-pre-wrap break-words">
                      {document.description}
                    </Text>
                  ) : null}
                </Flex>
                <Flex gap="2" className="shrink-0">
                  <Form method="post" action={action} preventScrollReset>
                    <input type="hidden" name="returnTo" value={returnTo} />
                    <input type="hidden" name="target" value={document.id} />
                    <input type="hidden" name="received" value={document.received ? 'false' : 'true'} />
                    <SubmitButton intent={REQUIRED_DOCUMENT_TOGGLE} pending={pendingFor(REQUIRED_DOCUMENT_TOGGLE, document.id)} variant="soft" color={document.received ? 'gray' : undefined}>
                      {document.received ? <CircleIcon aria-hidden /> : <CheckCircledIcon aria-hidden />}
                      {document.received ? 'Mark as not received' : 'Mark as received'}
                    </SubmitButton>
                  </Form>
                  <Form method="post" action={action} preventScrollReset>
                    <input type="hidden" name="returnTo" value={returnTo} />
                    <input type="hidden" name="target" value={document.id} />
                    <SubmitButton intent={REQUIRED_DOCUMENT_REMOVE} pending={pendingFor(REQUIRED_DOCUMENT_REMOVE, document.id)} variant="soft" color="red" aria-label={`Remove ${document.name}`}>
                      <TrashIcon aria-hidden /> Remove
                    </SubmitButton>
                  </Form>
                </Flex>
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
    </ListSection>
  )
}
