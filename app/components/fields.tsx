import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react'
import type { ComponentProps, CSSProperties, ReactNode } from 'react'
import { Card, Flex, Radio, Text, TextArea, TextField } from './ui'

export { FormAlert } from './form-alert'

/**
 * Shared form fields. Each one renders a visible label, links its errors (and hint) to
 * the control with aria-describedby, marks it aria-invalid, and shows the error list
 * under it. They take conform's field metadata, so the same markup serves the server
 * render (JavaScript off, errors from the action's reply) and client validation.
 */
export type ListOfErrors = Array<string | null | undefined> | null | undefined

/**
 * A refused field asks for focus. Without JavaScript the browser honours the first
 * `autofocus` of the page, so the first invalid field has focus when the action's reply
 * renders; with JavaScript conform focuses it on a failed submit (updates do not autofocus).
 */
export function autoFocusIfInvalid(field: Pick<FieldMetadata<unknown>, 'errors'>): true | undefined {
  return field.errors?.length ? true : undefined
}

export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const shown = errors?.filter((error): error is string => Boolean(error))
  if (!shown?.length) return null
  return (
    <ul id={id} className="m-0 flex list-none flex-col gap-1 p-0">
      {shown.map((error) => (
        <li key={error}>
          <Text size="2" color="red">
            {error}
          </Text>
        </li>
      ))}
    </ul>
  )
}

type TextInputType = 'text' | 'email' | 'password' | 'tel' | 'url' | 'search' | 'number' | 'date'

export type FieldProps = {
  field: FieldMetadata<string | undefined>
  label: ReactNode
  type?: TextInputType
  /** Always-visible help under the control (e.g. the password requirements). */
  hint?: ReactNode
  className?: string
  /** Marks the label '(optional)'. */
  optional?: boolean
} & Omit<ComponentProps<typeof TextField.Root>, 'type' | 'size' | 'name' | 'form' | 'id'>

/**
 * What each input type brings by default (ADR 035): the phone keypad that fits it, and no
 * auto-capitalising or spell-checking of e-mail addresses. A field's own props win.
 */
export const INPUT_TYPE_DEFAULTS: Partial<Record<TextInputType, Partial<ComponentProps<typeof TextField.Root>>>> = {
  email: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false },
  tel: { inputMode: 'tel' },
  number: { inputMode: 'numeric' },
  url: { inputMode: 'url', autoCapitalize: 'none', spellCheck: false },
}

/** The props, with each default filled in where the prop is missing or undefined. */
function withDefaults<Props extends object>(props: Props, defaults: Partial<Props> | undefined): Props {
  if (!defaults) return props
  const merged = { ...props } as Record<string, unknown>
  for (const [name, value] of Object.entries(defaults)) if (merged[name] === undefined) merged[name] = value
  return merged as Props
}

export function Field({ field, label, type = 'text', hint, className, optional, children, ...inputProps }: FieldProps) {
  const hintId = hint ? field.descriptionId : undefined
  const { key, ...controlProps } = getInputProps(field, { type, ariaDescribedBy: hintId })
  return (
    <FieldShell field={field} label={label} hint={hint} optional={optional} className={className}>
      <TextField.Root
        key={key}
        size="3"
        color={field.errors?.length ? 'red' : undefined}
        className="[--text-field-height:44px]"
        autoFocus={autoFocusIfInvalid(field)}
        {...controlProps}
        {...withDefaults(inputProps, INPUT_TYPE_DEFAULTS[type])}
      >
        {children}
      </TextField.Root>
    </FieldShell>
  )
}

/**
 * What every single-control field shares: the visible label (optionally marked
 * '(optional)'), the control, the hint (the control's aria-describedby target, the
 * field's descriptionId) and the error list.
 */
export function FieldShell({
  field,
  label,
  hint,
  optional,
  className,
  children,
  footer,
}: {
  field: Pick<FieldMetadata<unknown>, 'id' | 'descriptionId' | 'errorId' | 'errors'>
  label: ReactNode
  hint?: ReactNode
  optional?: boolean
  className?: string
  children: ReactNode
  /** Shown between the hint and the errors (e.g. a preview). */
  footer?: ReactNode
}) {
  return (
    <div className={['flex flex-col gap-1', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={field.id} optional={optional}>
        {label}
      </FieldLabel>
      {children}
      {hint ? (
        <Text id={field.descriptionId} size="1" color="gray">
          {hint}
        </Text>
      ) : null}
      {footer}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  )
}

/** A native checkbox, so it posts without JavaScript; the whole row is the touch target. */
export function CheckboxField({ field, label, className }: { field: FieldMetadata<boolean | undefined>; label: ReactNode; className?: string }) {
  const { key, ...controlProps } = getInputProps(field, { type: 'checkbox' })
  return (
    <div className={['flex flex-col gap-1', className].filter(Boolean).join(' ')}>
      <label htmlFor={field.id} className="flex min-h-11 cursor-pointer items-center gap-3">
        <input key={key} {...controlProps} autoFocus={autoFocusIfInvalid(field)} className="size-5 shrink-0 cursor-pointer accent-[var(--accent-9)]" />
        <Text size="2">{label}</Text>
      </label>
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  )
}

/** Radio choices as cards (native radios: they post without JavaScript). */
export function RadioCardsField({
  field,
  legend,
  options,
}: {
  field: FieldMetadata<string | undefined>
  legend: ReactNode
  options: ReadonlyArray<{ value: string; label: ReactNode; description?: ReactNode }>
}) {
  const invalid = Boolean(field.errors?.length)
  return (
    <fieldset className="m-0 flex flex-col gap-2 border-0 p-0" aria-describedby={invalid ? field.errorId : undefined}>
      <Text as="div" size="2" weight="medium" asChild>
        <legend className="mb-1 p-0">{legend}</legend>
      </Text>
      <div className="grid grid-cols-2 gap-2">
        {options.map((option, index) => {
          const { key, ...controlProps } = getInputProps(field, { type: 'radio', value: option.value })
          const id = `${field.id}-${option.value}`
          return (
            <Card key={key ?? option.value} asChild size="1">
              <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-2">
                <Radio {...controlProps} id={id} value={option.value} aria-invalid={invalid || undefined} autoFocus={index === 0 ? autoFocusIfInvalid(field) : undefined} className="mt-0.5" />
                <Flex direction="column">
                  <Text size="2" weight="medium">
                    {option.label}
                  </Text>
                  {option.description ? (
                    <Text size="1" color="gray">
                      {option.description}
                    </Text>
                  ) : null}
                </Flex>
              </label>
            </Card>
          )
        })}
      </div>
      <ErrorList id={field.errorId} errors={field.errors} />
    </fieldset>
  )
}

/** The '(optional)' marker after a label or a legend. */
export function OptionalMarker() {
  return (
    <Text size="2" weight="regular" color="gray">
      {' '}
      (optional)
    </Text>
  )
}

/** The label row every field shares, with an optional '(optional)' marker. */
function FieldLabel({ htmlFor, children, optional }: { htmlFor: string; children: ReactNode; optional?: boolean }) {
  return (
    <Text as="label" htmlFor={htmlFor} size="2" weight="medium">
      {children}
      {optional ? <OptionalMarker /> : null}
    </Text>
  )
}

export function TextAreaField({
  field,
  label,
  hint,
  rows = 4,
  optional,
  placeholder,
}: {
  field: FieldMetadata<string | undefined>
  label: ReactNode
  hint?: ReactNode
  rows?: number
  optional?: boolean
  placeholder?: string
}) {
  const { key, ...controlProps } = getTextareaProps(field, { ariaDescribedBy: hint ? field.descriptionId : undefined })
  return (
    <FieldShell field={field} label={label} hint={hint} optional={optional}>
      <TextArea key={key} size="3" rows={rows} placeholder={placeholder} color={field.errors?.length ? 'red' : undefined} autoFocus={autoFocusIfInvalid(field)} {...controlProps} />
    </FieldShell>
  )
}

/**
 * A native <select> (or a bare date input) that looks like the Radix text fields beside it:
 * the same height, font, border, radius, focus ring and red border when invalid — the look
 * is the `native-select` rule of app.css (ADR 035), so every select shares it.
 */
export const NATIVE_SELECT_CLASS = 'native-select'
/** Kept for the callers that pass it: the look (incl. the invalid border, from aria-invalid) lives in app.css now. */
export function nativeSelectStyle(_invalid: boolean): CSSProperties {
  return {}
}

export type SelectOption = readonly [value: string, label: string]
/** Options under a heading (a native <optgroup>), e.g. the units of one property. */
export type SelectOptionGroup = { label: string; options: ReadonlyArray<SelectOption> }

/**
 * A native select: it posts without JavaScript, and phones show their own picker. Styled
 * to sit with Radix text fields. `options` are [value, label] pairs, or groups of them.
 */
export function SelectField({
  field,
  label,
  options,
  placeholder,
  hint,
  optional,
  className,
  autoComplete,
}: {
  field: FieldMetadata<string | undefined>
  label: ReactNode
  options: ReadonlyArray<SelectOption> | ReadonlyArray<SelectOptionGroup>
  placeholder?: string
  hint?: ReactNode
  optional?: boolean
  className?: string
  /** e.g. 'address-level1' for a state (ADR 035: address fields with autocomplete). */
  autoComplete?: string
}) {
  const { key, ...controlProps } = getSelectProps(field, { ariaDescribedBy: hint ? field.descriptionId : undefined })
  const renderOption = ([value, text]: SelectOption) => (
    <option key={value} value={value}>
      {text}
    </option>
  )
  return (
    <FieldShell field={field} label={label} hint={hint} optional={optional} className={className}>
      <select key={key} {...controlProps} autoComplete={autoComplete} autoFocus={autoFocusIfInvalid(field)} className={NATIVE_SELECT_CLASS}>
        <option value="">{placeholder ?? 'Select…'}</option>
        {options.map((option) =>
          isOptionGroup(option) ? (
            <optgroup key={option.label} label={option.label}>
              {option.options.map(renderOption)}
            </optgroup>
          ) : (
            renderOption(option)
          ),
        )}
      </select>
    </FieldShell>
  )
}

const isOptionGroup = (option: SelectOption | SelectOptionGroup): option is SelectOptionGroup => !Array.isArray(option)

/** Several choices at once (amenities, appliances): native checkboxes sharing one name. */
export function CheckboxGroupField({
  field,
  legend,
  options,
  columns = 2,
}: {
  field: FieldMetadata<string[] | undefined>
  legend: ReactNode
  options: ReadonlyArray<readonly [value: string, label: string]>
  columns?: 1 | 2 | 3
}) {
  // One ticked box posts a single value, not a list: a string must not be spread into its characters.
  const initial = field.initialValue as string[] | string | undefined
  const selected = new Set(typeof initial === 'string' ? [initial] : (initial ?? []))
  const invalid = Boolean(field.errors?.length)
  const grid = columns === 1 ? 'grid-cols-1' : columns === 2 ? 'grid-cols-1 sm:grid-cols-2' : 'grid-cols-1 sm:grid-cols-3'
  return (
    <fieldset className="m-0 flex flex-col gap-2 border-0 p-0" aria-describedby={invalid ? field.errorId : undefined}>
      <Text as="div" size="2" weight="medium" asChild>
        <legend className="mb-1 p-0">{legend}</legend>
      </Text>
      <div className={`grid gap-x-4 ${grid}`}>
        {options.map(([value, text], index) => {
          const id = `${field.id}-${value}`
          return (
            <label key={value} htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                id={id}
                type="checkbox"
                name={field.name}
                value={value}
                defaultChecked={selected.has(value)}
                form={field.formId}
                aria-invalid={invalid || undefined}
                autoFocus={index === 0 ? autoFocusIfInvalid(field) : undefined}
                className="size-5 shrink-0 cursor-pointer accent-[var(--accent-9)]"
              />
              <Text size="2">{text}</Text>
            </label>
          )
        })}
      </div>
      <ErrorList id={field.errorId} errors={field.errors} />
    </fieldset>
  )
}

/** Dollars in the UI (the server stores cents): '$' in front, a decimal keypad on phones. */
export function MoneyField(props: Omit<FieldProps, 'type'>) {
  return (
    <Field {...props} type="text" inputMode="decimal" autoComplete="off" placeholder={props.placeholder ?? '0.00'}>
      <TextField.Slot side="left">$</TextField.Slot>
    </Field>
  )
}
