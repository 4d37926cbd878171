import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { useEffect, useState, type ReactNode } from 'react'
import { useActionData } from 'react-router'
import { z } from 'zod'
import { DOCUMENT_ACCEPT, documentTypeOfName, fileMessages, isPreviewableImage, MAX_FILE_BYTES, type FileKind } from '@common/files'
import { DOCUMENT_CATEGORIES, documentCategoryLabel } from '~/features/documents/documents-paths'
import { Drawer, DrawerForm } from '~/components/drawer'
import { Field, FieldShell, Notice, SelectField } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { Flex } from '~/components/ui'
import { replyFor } from '~/utils/form-action'
import { AttachmentRow, FILE_ADD_INTENT, FILE_RENAME_INTENT, type FileItem } from './files-list'

/**
 * The file drawers (product-spec §2 Add File drawer; §5 Files): their schemas and forms. Pages
 * load them when a drawer opens (lazy-drawers.tsx, ADR 027); files.tsx re-exports them.
 */
const fileField = z
  .file({ error: fileMessages.fileRequired })
  .min(1, { error: fileMessages.fileRequired })
  .max(MAX_FILE_BYTES, { error: fileMessages.fileTooLarge })
  // The browser knows the name only; the server checks the bytes too.
  .refine((file) => documentTypeOfName(file.name) !== null, { error: fileMessages.fileTypeInvalid })

const nicknameField = z
  .string({ error: fileMessages.nicknameRequired })
  .trim()
  .min(1, { error: fileMessages.nicknameRequired })
  .max(200, { error: 'Use at most 200 characters.' })
const categoryField = z.enum(DOCUMENT_CATEGORIES, { error: fileMessages.categoryRequired })

/** The Add File form of a lease, property, unit, contact or My Files. */
export const FileUploadSchema = z.object({ file: fileField, nickname: nicknameField })
/** The Add File form of the documents page: a category too (product-spec §2: general documents only). */
export const DocumentUploadSchema = FileUploadSchema.extend({ category: categoryField })
export const FileRenameSchema = z.object({ nickname: nicknameField })
export const DocumentRenameSchema = FileRenameSchema.extend({ category: categoryField })

export const CATEGORY_OPTIONS = DOCUMENT_CATEGORIES.map((category) => [category, documentCategoryLabel[category]] as const)

/**
 * The Add File drawer (`?d=file-add`, product-spec §2): the file picker with its preview,
 * 'File Nickname', and 'File Category' for general documents; the lease notice (shared
 * with the lease's tenants) or the hint that other files stay private. Posts intent
 * 'file-add' as multipart to `action` or the closest route.
 */
export function FileAddDrawer({ kind, action }: { kind: FileKind; action?: string }) {
  const actionData = useActionData()
  const withCategory = kind === 'document'
  const schema = withCategory ? DocumentUploadSchema : FileUploadSchema
  const [form, fields] = useSchemaForm(schema, { id: 'file-add', lastResult: replyFor(actionData, FILE_ADD_INTENT) })
  const categoryField = (fields as unknown as { category?: FieldMetadata<string | undefined> }).category
  return (
    <Drawer title="Add File" description={kind === 'lease' ? undefined : fileMessages.privateFileHint}>
      <Flex direction="column" gap="4">
        {kind === 'lease' ? <Notice tone="info">{fileMessages.leaseSharingNotice}</Notice> : null}
        <DrawerForm form={form} intent={FILE_ADD_INTENT} action={action} encType="multipart/form-data" submitLabel="Upload">
          <FilePickerField field={fields.file} label="File" />
          <Field field={fields.nickname} label={fileMessages.nicknameLabel} autoComplete="off" />
          {withCategory && categoryField ? (
            <SelectField field={categoryField} label={fileMessages.categoryLabel} options={CATEGORY_OPTIONS} placeholder={fileMessages.categoryPlaceholder} />
          ) : null}
        </DrawerForm>
      </Flex>
    </Drawer>
  )
}

type Chosen = { name: string; previewUrl: string | null; loading: boolean }

/**
 * A native file input (it posts without JavaScript) with its label and errors. With
 * JavaScript, the chosen file shows as an attachment row (product-spec §4: choosing sets loading,
 * keeps the first file and clears the error), a picture with its preview; Remove clears it.
 */
export function FilePickerField({ field, label }: { field: FieldMetadata<File | undefined>; label: ReactNode }) {
  const { key, ...controlProps } = getInputProps(field, { type: 'file', ariaDescribedBy: field.descriptionId })
  const [chosen, setChosen] = useState<Chosen | null>(null)
  const [inputKey, setInputKey] = useState(0)
  useEffect(() => () => (chosen?.previewUrl ? URL.revokeObjectURL(chosen.previewUrl) : undefined), [chosen?.previewUrl])
  useEffect(() => {
    if (!chosen?.loading) return
    const timer = window.setTimeout(() => setChosen((current) => (current ? { ...current, loading: false } : current)), 150)
    return () => window.clearTimeout(timer)
  }, [chosen])
  const invalid = Boolean(field.errors?.length)
  const clientError = chosen && documentTypeOfName(chosen.name) === null ? fileMessages.fileTypeInvalid : null
  return (
    <FieldShell
      field={field}
      label={label}
      hint="PDF, Word (DOC, DOCX), JPG or PNG, up to 20 MB."
      footer={
        chosen ? (
          <div className="mt-2">
            <AttachmentRow
              title={chosen.name}
              name={chosen.name}
              thumbnailSrc={chosen.previewUrl}
              loading={chosen.loading}
              error={clientError}
              onRemove={() => {
                setChosen(null)
                setInputKey((value) => value + 1)
              }}
            />
          </div>
        ) : null
      }
    >
      <input
        key={`${key ?? field.name}-${inputKey}`}
        {...controlProps}
        accept={DOCUMENT_ACCEPT}
        onChange={(event) => {
          // Spec §5: only the first chosen file is taken.
          const file = event.currentTarget.files?.[0]
          setChosen(file ? { name: file.name, previewUrl: isPreviewableImage(file.name) ? URL.createObjectURL(file) : null, loading: true } : null)
        }}
        className="min-h-11 w-full cursor-pointer rounded-[var(--radius-2)] p-1 text-[length:var(--font-size-2)] file:mr-3 file:min-h-9 file:cursor-pointer file:rounded-[var(--radius-2)] file:border-0 file:px-3 file:font-medium"
        style={{ boxShadow: `inset 0 0 0 1px ${invalid ? 'var(--red-8)' : 'var(--gray-a7)'}` }}
      />
    </FieldShell>
  )
}

/** The rename drawer of a file page (`?d=file-rename`): the nickname, and a document's category. */
export function FileRenameDrawer({ file, action }: { file: FileItem; action?: string }) {
  const actionData = useActionData()
  const withCategory = file.kind === 'document'
  const [form, fields] = useSchemaForm(withCategory ? DocumentRenameSchema : FileRenameSchema, {
    id: 'file-rename',
    lastResult: replyFor(actionData, FILE_RENAME_INTENT),
    defaultValue: { nickname: file.nickname, ...(withCategory ? { category: file.category ?? undefined } : {}) },
  })
  const categoryField = (fields as unknown as { category?: FieldMetadata<string | undefined> }).category
  return (
    <Drawer title="Rename file">
      <DrawerForm form={form} intent={FILE_RENAME_INTENT} action={action} submitLabel="Save">
        <Field field={fields.nickname} label={fileMessages.nicknameLabel} autoComplete="off" />
        {withCategory && categoryField ? (
          <SelectField field={categoryField} label={fileMessages.categoryLabel} options={CATEGORY_OPTIONS} placeholder={fileMessages.categoryPlaceholder} />
        ) : null}
      </DrawerForm>
    </Drawer>
  )
}

