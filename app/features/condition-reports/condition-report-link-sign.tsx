import type { FieldMetadata } from '@conform-to/react'
import { Form, useActionData } from 'react-router'
import { CheckboxField, Field, FormAlert, SubmitButton } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { Card, Text } from '~/components/ui'
import { replyFor } from '~/utils/form-action'
import { CONDITION_LINK_SIGN_INTENT, ConditionSignSchema } from './condition-report-forms'

/**
 * A tenant's signature through a signing link (ADR 031): typed name and the agreement, checked
 * by the same schema as the link's action. A chunk of its own (conform and zod with it): the
 * link's page renders it through `lazyBoundary` (lazy-drawers.tsx), so the server sends it
 * complete and the browser loads this beside hydration (ADR 027).
 */
export function LinkSignForm() {
  const actionData = useActionData()
  const [form, fields] = useSchemaForm(ConditionSignSchema, { id: 'condition-link-sign', lastResult: replyFor(actionData, CONDITION_LINK_SIGN_INTENT) })
  return (
    <Card size="3">
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-3">
        <FormAlert id={form.errorId} errors={form.errors} />
        <Text as="p" size="2">
          Your signature confirms that this report, with your notes and photos, describes the home&apos;s condition. The report completes when every tenant has signed.
        </Text>
        <SignatureFields fields={fields} />
        <SubmitButton intent={CONDITION_LINK_SIGN_INTENT}>Sign report</SubmitButton>
      </Form>
    </Card>
  )
}

/** A tenant's typed name and agreement (`ConditionSignSchema`): this form's and the report page's sign drawer's. */
export function SignatureFields({ fields }: { fields: { name: FieldMetadata<string>; agree: FieldMetadata<boolean> } }) {
  return (
    <>
      <Field field={fields.name} label="Type your full name" autoComplete="name" />
      <CheckboxField field={fields.agree} label="I agree that typing my name is my electronic signature on this report." />
    </>
  )
}
