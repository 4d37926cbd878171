import { Form } from 'react-router'
import { z } from 'zod'
import { FormAlert, SelectField, SubmitButton } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { Text } from '~/components/ui'

/**
 * The lease choice of a wizard (product-spec §2 wizards/{wizardSlug}) and its schema, which the
 * route action parses too. A chunk of its own (conform, zod and the select with it): the page
 * renders it through `lazyBoundary` (lazy-drawers.tsx), so the server sends it complete and the
 * browser loads this beside hydration (ADR 027).
 */
export const wizardMessages = {
  noLeases: 'You have no leases to renew yet.',
  chooseLease: 'Choose a lease.',
} as const

export const LeaseChoiceSchema = z.object({ lease: z.string({ error: wizardMessages.chooseLease }).regex(/^\d+$/, wizardMessages.chooseLease) })

export function WizardLeaseForm({ slug, options, selected, error }: { slug: string; options: Array<[string, string]>; selected?: string | null; error?: string }) {
  const [form, fields] = useSchemaForm(LeaseChoiceSchema, { id: `wizard-${slug}`, defaultValue: { lease: selected ?? undefined } })
  if (options.length === 0)
    return (
      <Text as="p" className="m-0">
        {wizardMessages.noLeases}
      </Text>
    )
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
      <FormAlert errors={error ? [error] : form.errors} />
      <SelectField field={fields.lease} label="Lease" options={options} placeholder="Choose a lease" />
      <div>
        <SubmitButton>Start the renewal</SubmitButton>
      </div>
    </Form>
  )
}
