import { Form, useActionData } from 'react-router'
import { maintenanceStatusLabel, type MaintenanceStatus } from '@common/maintenance'
import { FormAlert, SubmitButton, TextAreaField } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { Flex, Text } from '~/components/ui'
import { replyFor } from '~/utils/form-action'
import { VENDOR_COMMENT_INTENT, VENDOR_DONE_INTENT, VendorCommentSchema } from './maintenance-form'
import { MaintenanceFilesField } from './maintenance-request-drawer'

/**
 * The vendor's comment and 'Mark done' on the job its signed link opens (product-spec §1
 * maintenance). A chunk of its own (conform and zod with it): the vendor's page renders it
 * through `lazyBoundary` (lazy-drawers.tsx), so the server sends it complete and the browser
 * loads this beside hydration (ADR 027).
 */
export function VendorCommentForm({ canMarkDone, status }: { canMarkDone: boolean; status: MaintenanceStatus }) {
  const actionData = useActionData()
  // The comment is required to send a comment, optional with Mark done: the server says which.
  const [form, fields] = useSchemaForm(VendorCommentSchema.partial(), { id: 'vendor-comment', lastResult: replyFor(actionData, VENDOR_COMMENT_INTENT) })
  return (
    <Form method="post" encType="multipart/form-data" id={form.id} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-3">
      <FormAlert id={form.errorId} errors={form.errors} />
      <TextAreaField field={fields.body} label="Comment for the landlord and the tenant" rows={4} />
      <MaintenanceFilesField field={fields.photo} label="Photo or PDF" max={1} />
      <Flex gap="2" wrap="wrap">
        <SubmitButton intent={VENDOR_COMMENT_INTENT} variant="soft">
          Send comment
        </SubmitButton>
        {canMarkDone ? <SubmitButton intent={VENDOR_DONE_INTENT}>Mark done</SubmitButton> : null}
      </Flex>
      {canMarkDone ? (
        <Text size="1" color="gray">
          Mark done sends the comment and the photo too, if you added them.
        </Text>
      ) : (
        <Text size="1" color="gray">
          This job is {maintenanceStatusLabel[status].toLowerCase()}.
        </Text>
      )}
    </Form>
  )
}
