import { useActionData } from 'react-router'
import { fileMessages } from '@common/files'
import { Drawer, DrawerForm } from '~/components/drawer'
import { Field, Notice } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { Flex } from '~/components/ui'
import { FilePickerField, FileUploadSchema } from '~/features/files/file-drawers'
import { FILE_ADD_INTENT } from '~/features/files/files-list'
import { replyFor } from '~/utils/form-action'

/** Add attachment (`?d=attachment-add`): a file shared with the lease's tenants, like the invoice. */
export function AttachmentAddDrawer() {
  const [form, fields] = useSchemaForm(FileUploadSchema, {
    id: 'attachment-add',
    lastResult: replyFor(useActionData(), FILE_ADD_INTENT),
  })
  return (
    <Drawer title="Add attachment">
      <Flex direction="column" gap="4">
        <Notice tone="info">Attachments are shared with the tenants of the lease, who see them with the invoice.</Notice>
        <DrawerForm form={form} intent={FILE_ADD_INTENT} encType="multipart/form-data" submitLabel="Upload">
          <FilePickerField field={fields.file} label="File" />
          <Field field={fields.nickname} label={fileMessages.nicknameLabel} autoComplete="off" />
        </DrawerForm>
      </Flex>
    </Drawer>
  )
}
