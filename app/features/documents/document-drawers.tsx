import { useActionData } from 'react-router'
import { Drawer, DrawerForm } from '~/components/drawer'
import { Field, SelectField, type SelectOption } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { replyFor } from '~/utils/form-action'
import { ConnectDocumentSchema, DOCUMENT_CONNECT, DOCUMENT_RENAME, RenameDocumentSchema } from './documents'

/** The document page's Rename drawer (product-spec §2), loaded when it opens (lazy-drawers.tsx). */
export function DocumentRenameDrawer({ name }: { name: string }) {
  const [form, fields] = useSchemaForm(RenameDocumentSchema, {
    id: DOCUMENT_RENAME,
    lastResult: replyFor(useActionData(), DOCUMENT_RENAME),
    defaultValue: { name },
  })
  return (
    <Drawer title="Rename document">
      <DrawerForm form={form} intent={DOCUMENT_RENAME} submitLabel="Save name">
        <Field field={fields.name} label="Name" />
      </DrawerForm>
    </Drawer>
  )
}

/** Spec §2 'select-connect': the document's lease and property, each chosen from the landlord's own. */
export function DocumentConnectDrawer({
  lease,
  property,
  leaseOptions,
  propertyOptions,
}: {
  lease: { id: number } | null
  property: { id: number } | null
  leaseOptions: ReadonlyArray<SelectOption> | null
  propertyOptions: ReadonlyArray<SelectOption> | null
}) {
  const [form, fields] = useSchemaForm(ConnectDocumentSchema, {
    id: DOCUMENT_CONNECT,
    lastResult: replyFor(useActionData(), DOCUMENT_CONNECT),
    defaultValue: { lease: lease ? String(lease.id) : undefined, property: property ? String(property.id) : undefined },
  })
  return (
    <Drawer title="Connect document" description="Link this document to one of your leases and properties.">
      <DrawerForm form={form} intent={DOCUMENT_CONNECT} submitLabel="Save connections">
        <SelectField field={fields.lease} label="Lease" options={leaseOptions ?? []} placeholder="No lease" optional />
        <SelectField field={fields.property} label="Property" options={propertyOptions ?? []} placeholder="No property" optional />
      </DrawerForm>
    </Drawer>
  )
}
