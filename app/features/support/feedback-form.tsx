import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { supportMessages } from '@common/support'
import { FormAlert, SubmitButton, TextAreaField } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { FeedbackSchema } from './support-schema'

/**
 * The Submit Feedback form (ADR 034). A chunk of its own (conform and zod with it): the page
 * renders it through `lazyBoundary` (lazy-drawers.tsx), so the server sends it complete and the
 * browser loads this beside hydration (ADR 027).
 */
export function FeedbackForm({ page, lastResult }: { page?: string | null; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(FeedbackSchema, { id: 'feedback', lastResult })
  return (
    <>
      <FormAlert id={form.errorId} errors={form.errors} />
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        {page ? <input type="hidden" name="page" value={page} /> : null}
        <TextAreaField field={fields.message} label={supportMessages.feedbackLabel} rows={6} />
        <SubmitButton>Send feedback</SubmitButton>
      </Form>
    </>
  )
}
