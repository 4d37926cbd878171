import { useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'

/**
 * A form validated by its zod schema, the same one the action parses with. Errors appear
 * on submit and then follow the typing: validating on blur moved the submit button under
 * the first click (ADR 010). Apart from components/forms.tsx, so that a page whose forms are
 * all in lazily loaded drawers does not load zod (ADR 027).
 */
export function useSchemaForm<Schema extends z.ZodObject>(
  schema: Schema,
  options: { id: string; lastResult?: SubmissionResult<string[]> | null; defaultValue?: DefaultValue<z.input<Schema>> },
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    ...options,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
}
