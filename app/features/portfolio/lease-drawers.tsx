import { useActionData } from 'react-router'
import { z } from 'zod'
import { LEASE_STATUSES, portfolioMessages } from '@common/portfolio'
import { Drawer, DrawerForm } from '~/components/drawer'
import { Field, Notice, RadioCardsField, SelectField, TextAreaField } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { Flex, Separator, Text } from '~/components/ui'
import { replyFor } from '~/utils/form-action'
import { centsToDollarInput } from '~/utils/money'
import { toDateInput } from '~/utils/format'
import { optionalText, requiredText } from '~/utils/schema'
import { contactShape, ContactFormFields } from './contact-form'
import { LeaseFormFields, LeaseSchema, selectedId, STATUS_OPTIONS, type UnitOptionGroup } from './lease-form'
import { LEASE_DRAWERS, leaseMessages } from './lease-drawer-names'
import type { LeaseView } from './lease-page'

export * from './lease-drawer-names'

export const LeaseStatusSchema = z.object({ status: z.enum(LEASE_STATUSES, { error: 'This field is required' }) })

export const InviteContactSchema = z.object({ contact: selectedId({ required: false }), ...contactShape }).superRefine((value, context) => {
  const typedNew = Boolean(value.firstName || value.lastName || value.email || value.phoneNumber)
  if (value.contact && typedNew) context.addIssue({ code: 'custom', path: ['contact'], message: leaseMessages.notBothContacts })
  else if (!value.contact && !value.firstName && !value.lastName) {
    context.addIssue({ code: 'custom', path: ['firstName'], message: typedNew ? portfolioMessages.contactNeedsName : leaseMessages.chooseOrEnterContact })
  }
})

export const RequiredDocumentSchema = z.object({ name: requiredText(120), description: optionalText(1000) })

export function LeaseEditDrawer({ action, lease, unitGroups }: { action: string; lease: LeaseView; unitGroups: UnitOptionGroup[] }) {
  const actionData = useActionData()
  const [form, fields] = useSchemaForm(LeaseSchema, {
    id: LEASE_DRAWERS.edit,
    lastResult: replyFor(actionData, LEASE_DRAWERS.edit),
    defaultValue: {
      unit: lease.unit ? String(lease.unit.id) : undefined,
      nickname: lease.nickname ?? undefined,
      status: lease.status,
      startDate: toDateInput(lease.startDate) || undefined,
      endDate: toDateInput(lease.endDate) || undefined,
      leaseType: lease.leaseType ?? 'fixed',
      rent: centsToDollarInput(lease.rent),
      securityDeposit: centsToDollarInput(lease.securityDeposit) || undefined,
      rentDueDay: String(lease.rentDueDay ?? 1),
    },
  })
  return (
    <Drawer title="Edit lease" size="md">
      <DrawerForm form={form} intent={LEASE_DRAWERS.edit} action={action} submitLabel="Save lease">
        <LeaseFormFields fields={fields} unitGroups={unitGroups} />
      </DrawerForm>
    </Drawer>
  )
}

export function LeaseStatusDrawer({ action, lease }: { action: string; lease: LeaseView }) {
  const actionData = useActionData()
  const [form, fields] = useSchemaForm(LeaseStatusSchema, {
    id: LEASE_DRAWERS.status,
    lastResult: replyFor(actionData, LEASE_DRAWERS.status),
    defaultValue: { status: lease.status },
  })
  return (
    <Drawer title="Edit status">
      <DrawerForm form={form} intent={LEASE_DRAWERS.status} action={action} submitLabel="Save status">
        <RadioCardsField
          field={fields.status}
          legend="Status"
          options={STATUS_OPTIONS.map(([value, label]) => ({ value, label, description: STATUS_DESCRIPTIONS[value] }))}
        />
      </DrawerForm>
    </Drawer>
  )
}

const STATUS_DESCRIPTIONS: Record<(typeof LEASE_STATUSES)[number], string> = {
  draft: 'Being prepared',
  upcoming: 'Signed, not started',
  active: 'In effect now',
  past: 'Ended',
}

export function InviteContactDrawer({ action, contactOptions }: { action: string; contactOptions: ReadonlyArray<readonly [string, string]> }) {
  const actionData = useActionData()
  const [form, fields] = useSchemaForm(InviteContactSchema, {
    id: LEASE_DRAWERS.inviteContact,
    lastResult: replyFor(actionData, LEASE_DRAWERS.inviteContact),
  })
  return (
    <Drawer title="Invite contact" description="Add a tenant to this lease: one of your contacts, or a new one.">
      <DrawerForm form={form} intent={LEASE_DRAWERS.inviteContact} action={action} submitLabel="Invite to lease">
        <Notice tone="info">
          The contact is added to the lease. With an e-mail address they also get an invitation to the tenant portal, where they see this lease once they accept.
        </Notice>
        {contactOptions.length ? (
          <>
            <SelectField field={fields.contact} label="Existing contact" options={contactOptions} placeholder="None — add a new contact below" />
            <Flex align="center" gap="3">
              <Separator size="4" className="flex-1" />
              <Text size="2" color="gray" className="shrink-0">
                or a new contact
              </Text>
              <Separator size="4" className="flex-1" />
            </Flex>
          </>
        ) : null}
        <ContactFormFields fields={fields} />
      </DrawerForm>
    </Drawer>
  )
}

export function RequiredDocumentAddDrawer({ action }: { action: string }) {
  const actionData = useActionData()
  const [form, fields] = useSchemaForm(RequiredDocumentSchema, {
    id: LEASE_DRAWERS.requiredDocumentAdd,
    lastResult: replyFor(actionData, LEASE_DRAWERS.requiredDocumentAdd),
  })
  return (
    <Drawer title="Add required document" description="Something the tenants must provide, e.g. proof of renters insurance.">
      <DrawerForm form={form} intent={LEASE_DRAWERS.requiredDocumentAdd} action={action} submitLabel="Add document">
        <Field field={fields.name} label="Name" />
        <TextAreaField field={fields.description} label="Description" optional rows={3} />
      </DrawerForm>
    </Drawer>
  )
}
