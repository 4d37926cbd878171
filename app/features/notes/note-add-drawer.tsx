import { useActionData } from 'react-router'
import { z } from 'zod'
import { portfolioMessages } from '@common/portfolio'
import { Drawer, DrawerForm } from '~/components/drawer'
import { TextAreaField } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { replyFor } from '~/utils/form-action'
import { NOTE_ADD_INTENT } from './note-names'

export const NoteSchema = z.object({
  body: z
    .string({ error: portfolioMessages.noteRequired })
    .trim()
    .min(1, { error: portfolioMessages.noteRequired })
    .max(10_000, { error: 'Use at most 10,000 characters.' }),
})

/** The add-note drawer (`?d=note-add`); posts intent 'note-add' to `action` (a layout's URL) or the closest route. */
export function NoteAddDrawer({ action }: { action?: string }) {
  const actionData = useActionData()
  const [form, fields] = useSchemaForm(NoteSchema, { id: 'note-add', lastResult: replyFor(actionData, NOTE_ADD_INTENT) })
  return (
    <Drawer title="Add note" description="Only you and your team see notes.">
      <DrawerForm form={form} intent={NOTE_ADD_INTENT} action={action} submitLabel="Save note">
        <TextAreaField field={fields.body} label="Note" rows={6} />
      </DrawerForm>
    </Drawer>
  )
}
