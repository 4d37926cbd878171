import { getFormProps } from '@conform-to/react'
import { Form } from 'react-router'
import { supportMessages } from '@common/support'
import { FormAlert, Notice, SubmitButton, TextAreaField } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Card, Flex } from '~/components/ui'
import { FeedbackSchema } from '~/features/support/support-schema'
import { feedbackAction, feedbackLoader } from '~/features/support/support.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/feedback'

export const meta: Route.MetaFunction = () => titleMeta(supportMessages.feedbackTitle)

export const loader = ({ context, request }: Route.LoaderArgs) => feedbackLoader(context, request)
export const action = ({ context, request }: Route.ActionArgs) => feedbackAction(context, request)

/** Submit Feedback without an external form (ADR 034): stored by the API and e-mailed to the team. */
export default function FeedbackPage({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm(FeedbackSchema, { id: 'feedback', lastResult: actionData?.result })
  return (
    <>
      <PageHeader title={supportMessages.feedbackTitle} description={supportMessages.feedbackDescription} />
      <Card size="3" className="max-w-2xl">
        <Flex direction="column" gap="4">
          {loaderData.sent ? <Notice>{supportMessages.feedbackSent}</Notice> : null}
          <FormAlert id={form.errorId} errors={form.errors} />
          <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
            {loaderData.page ? <input type="hidden" name="page" value={loaderData.page} /> : null}
            <TextAreaField field={fields.message} label={supportMessages.feedbackLabel} rows={6} />
            <SubmitButton>Send feedback</SubmitButton>
          </Form>
        </Flex>
      </Card>
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
