import type { FormEventHandler, ReactNode } from 'react'
import { Form, useLocation } from 'react-router'
import { MAINTENANCE_PRIORITIES, MAX_COMMENT_FILES, maintenancePriorityLabel } from '@common/maintenance'
import { Field, FormAlert, MoneyField, SelectField, SubmitButton, TextAreaField } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { Text } from '~/components/ui'
import { toDateInput } from '~/utils/format'
import { replyFor } from '~/utils/form-action'
import {
  MAINTENANCE_ASSIGN_INTENT,
  MAINTENANCE_CLOSE_INTENT,
  MAINTENANCE_COMMENT_INTENT,
  MAINTENANCE_FILE_INTENT,
  MaintenanceAssignSchema,
  MaintenanceCloseSchema,
  MaintenanceCommentSchema,
  MaintenanceFileSchema,
} from './maintenance-form'
import { MaintenanceFilesField } from './maintenance-request-drawer'
import type { MaintenanceArea, MaintenanceRequestView } from './maintenance.server'

/*
 * The request page's forms that validate in the browser (conform and zod), in a chunk of their
 * own: maintenance-request-page.tsx renders them through `lazyBoundary`, so the server sends them
 * complete, they post without JavaScript, and the page's first load leaves conform and zod out
 * (ADR 027). The plain posts (status changes, vendor link) stay on the page.
 */

/**
 * A form of the request page: posted to the request's layout route (`base`), back to this tab
 * (`returnTo`), validated by conform in the browser, the server's reply shown on a full post.
 */
function RequestForm({ form, base, multipart, className, children }: { form: { id: string; onSubmit: FormEventHandler<HTMLFormElement> }; base: string; multipart?: boolean; className: string; children: ReactNode }) {
  const location = useLocation()
  return (
    <Form method="post" action={base} encType={multipart ? 'multipart/form-data' : undefined} preventScrollReset id={form.id} onSubmit={form.onSubmit} noValidate className={className}>
      <input type="hidden" name="returnTo" value={location.pathname} />
      {children}
    </Form>
  )
}

const PRIORITY_OPTIONS = MAINTENANCE_PRIORITIES.map((priority) => [priority, maintenancePriorityLabel[priority]] as const)

export function AddFilesForm({ base, actionData }: { base: string; actionData: unknown }) {
  const [form, fields] = useSchemaForm(MaintenanceFileSchema, { id: 'maintenance-files', lastResult: replyFor(actionData, MAINTENANCE_FILE_INTENT) })
  return (
    <RequestForm form={form} base={base} multipart className="flex flex-col gap-3">
      <MaintenanceFilesField field={fields.files} label="Add photos or PDFs" />
      <div>
        <SubmitButton intent={MAINTENANCE_FILE_INTENT} formAction={base}>
          Upload
        </SubmitButton>
      </div>
    </RequestForm>
  )
}

/** Close with what the repair cost and its receipt (a file kept internal): both optional. */
export function CloseForm({ base, actionData }: { base: string; actionData: unknown }) {
  const [form, fields] = useSchemaForm(MaintenanceCloseSchema, { id: 'maintenance-close', lastResult: replyFor(actionData, MAINTENANCE_CLOSE_INTENT) })
  return (
    <RequestForm form={form} base={base} multipart className="flex max-w-xl flex-col gap-4">
      <FormAlert id={form.errorId} errors={form.errors} />
      <MoneyField field={fields.cost} label="Cost" optional hint="Only you and your team see it. A cost is recorded as a repair expense." />
      <MaintenanceFilesField field={fields.receipt} label="Receipt" max={1} />
      <div>
        <SubmitButton intent={MAINTENANCE_CLOSE_INTENT} formAction={base}>
          Close request
        </SubmitButton>
      </div>
    </RequestForm>
  )
}

export function AssignForm({ request, base, vendors, actionData }: { request: MaintenanceRequestView; base: string; vendors: ReadonlyArray<readonly [string, string]>; actionData: unknown }) {
  const [form, fields] = useSchemaForm(MaintenanceAssignSchema, {
    id: 'maintenance-assign',
    lastResult: replyFor(actionData, MAINTENANCE_ASSIGN_INTENT),
    defaultValue: {
      assignee: request.assigneeContact ? String(request.assigneeContact) : undefined,
      assigneeName: request.assigneeContact ? undefined : (request.assigneeName ?? undefined),
      dueDate: request.dueDate ? toDateInput(request.dueDate) : undefined,
      priority: request.priority,
    },
  })
  return (
    <RequestForm form={form} base={base} className="flex max-w-xl flex-col gap-4">
      <FormAlert id={form.errorId} errors={form.errors} />
      <SelectField field={fields.assignee} label="Vendor" options={vendors} placeholder="No vendor from People" optional hint="Vendors are people of type vendor." />
      <Field field={fields.assigneeName} label="Or assignee name" optional />
      <Field field={fields.dueDate} label="Due date" type="date" optional />
      <SelectField field={fields.priority} label="Priority" options={PRIORITY_OPTIONS} />
      <div>
        <SubmitButton intent={MAINTENANCE_ASSIGN_INTENT} formAction={base}>
          Save assignment
        </SubmitButton>
      </div>
    </RequestForm>
  )
}

/** The comments tab's form: a comment with files; the landlord chooses who sees it. */
export function CommentForm({ area, base, actionData }: { area: MaintenanceArea; base: string; actionData?: unknown }) {
  const [form, fields] = useSchemaForm(MaintenanceCommentSchema, { id: 'maintenance-comment', lastResult: replyFor(actionData, MAINTENANCE_COMMENT_INTENT), defaultValue: { visibility: 'shared' } })
  return (
    <RequestForm form={form} base={base} multipart className="flex max-w-xl flex-col gap-4">
      <FormAlert id={form.errorId} errors={form.errors} />
      <TextAreaField field={fields.body} label={area === 'tenant' ? 'Message to your landlord' : 'Comment'} rows={4} />
      <MaintenanceFilesField field={fields.files} label="Attach photos or PDFs" max={MAX_COMMENT_FILES} />
      {area === 'landlord' ? (
        <fieldset className="m-0 flex flex-col gap-1 border-0 p-0">
          <Text as="div" size="2" weight="medium" asChild>
            <legend className="mb-1 p-0">Who sees it</legend>
          </Text>
          {(
            [
              ['shared', 'Shared with the tenant'],
              ['internal', 'Internal: only you and your team'],
            ] as const
          ).map(([value, text]) => (
            <label key={value} htmlFor={`maintenance-visibility-${value}`} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                id={`maintenance-visibility-${value}`}
                type="radio"
                name={fields.visibility.name}
                value={value}
                defaultChecked={(fields.visibility.initialValue ?? 'shared') === value}
                className="size-5 shrink-0 cursor-pointer accent-[var(--accent-9)]"
              />
              <Text size="2">{text}</Text>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div>
        <SubmitButton intent={MAINTENANCE_COMMENT_INTENT} formAction={base}>
          Post comment
        </SubmitButton>
      </div>
    </RequestForm>
  )
}
