import type { FieldMetadata } from '@conform-to/react'

/**
 * Template forms are not conform forms (their fields come from the `forms` collection, their
 * answers and errors from the form engine in common/forms), but their inputs are the app's
 * shared fields (app/components/forms.tsx), which take conform field metadata. This builds
 * that metadata from a posted name, a value and an error.
 *
 * The shared fields read only plain properties of the metadata through conform's
 * `getInputProps` / `getSelectProps` / `getTextareaProps` (id, name, formId, initialValue,
 * errors, errorId, descriptionId, key, required and the length/min/max constraints), so the
 * cast below is safe for them; do not hand the result to conform's hooks.
 */
export function templateFieldMeta<Value = string | undefined>(
  name: string,
  { value, error }: { value?: string | string[]; error?: string | null },
): FieldMetadata<Value> {
  const id = fieldDomId(name)
  const meta = {
    key: undefined,
    id,
    name,
    formId: undefined,
    descriptionId: `${id}-description`,
    errorId: `${id}-error`,
    initialValue: value,
    value,
    // Present only with an error: conform marks the control aria-invalid and points aria-describedby at the list.
    errors: error ? [error] : undefined,
    valid: !error,
    dirty: false,
    // Never the native `required` attribute: the server judges required fields (a hidden block
    // may be required, and Back must post an incomplete page). Labels say '(optional)' instead.
    required: undefined,
  }
  return meta as unknown as FieldMetadata<Value>
}

/** The element id of the control posting `name` (names may hold dots: `tenants.0.fullName`). */
export function fieldDomId(name: string): string {
  return `form-field-${name.replace(/[^A-Za-z0-9_-]/g, (character) => (character === '.' ? '__' : '_'))}`
}
