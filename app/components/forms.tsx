import { getInputProps, useForm, type DefaultValue, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { CheckCircledIcon, ExclamationTriangleIcon, EyeClosedIcon, EyeOpenIcon, InfoCircledIcon } from '@radix-ui/react-icons'
import { useId, useState, useSyncExternalStore, type ComponentProps, type ReactNode } from 'react'
import { useFormAction, useNavigation } from 'react-router'
import type { z } from 'zod'
import { Button, Callout, Card, Flex, IconButton, Radio, Text, TextField } from './ui'

/**
 * Shared form fields. Each one renders a visible label, links its errors (and hint) to
 * the control with aria-describedby, marks it aria-invalid, and shows the error list
 * under it. They take conform's field metadata, so the same markup serves the server
 * render (JavaScript off, errors from the action's reply) and client validation.
 */
export type ListOfErrors = Array<string | null | undefined> | null | undefined

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

type TextInputType = 'text' | 'email' | 'password' | 'tel' | 'url' | 'search' | 'number'

type FieldProps = {
  field: FieldMetadata<string | undefined>
  label: ReactNode
  type?: TextInputType
  /** Always-visible help under the control (e.g. the password requirements). */
  hint?: ReactNode
  className?: string
} & Omit<ComponentProps<typeof TextField.Root>, 'type' | 'size' | 'name' | 'form' | 'id'>

/** Without JavaScript nothing interactive is rendered (the show-password toggle comes with hydration). */
const subscribeNothing = () => () => {}
function useHydrated() {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
}

export function Field({ field, label, type = 'text', hint, className, children, ...inputProps }: FieldProps) {
  const hintId = hint ? field.descriptionId : undefined
  const { key, ...controlProps } = getInputProps(field, { type, ariaDescribedBy: hintId })
  return (
    <div className={['flex flex-col gap-1', className].filter(Boolean).join(' ')}>
      <Text as="label" htmlFor={field.id} size="2" weight="medium">
        {label}
      </Text>
      <TextField.Root
        key={key}
        size="3"
        color={field.errors?.length ? 'red' : undefined}
        className="[--text-field-height:44px]"
        {...controlProps}
        {...inputProps}
      >
        {children}
      </TextField.Root>
      {hint ? (
        <Text id={hintId} size="1" color="gray">
          {hint}
        </Text>
      ) : null}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  )
}

/** A password field; once JavaScript runs, a button shows or hides the characters. */
export function PasswordField({ autoComplete = 'current-password', ...props }: Omit<FieldProps, 'type'>) {
  const hydrated = useHydrated()
  const [visible, setVisible] = useState(false)
  return (
    <Field {...props} type={visible ? 'text' : 'password'} autoComplete={autoComplete}>
      {hydrated ? (
        <TextField.Slot side="right">
          <IconButton
            type="button"
            variant="ghost"
            color="gray"
            size="2"
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeClosedIcon /> : <EyeOpenIcon />}
          </IconButton>
        </TextField.Slot>
      ) : null}
    </Field>
  )
}

/** A native checkbox, so it posts without JavaScript; the whole row is the touch target. */
export function CheckboxField({ field, label, className }: { field: FieldMetadata<boolean | undefined>; label: ReactNode; className?: string }) {
  const { key, ...controlProps } = getInputProps(field, { type: 'checkbox' })
  return (
    <div className={['flex flex-col gap-1', className].filter(Boolean).join(' ')}>
      <label htmlFor={field.id} className="flex min-h-11 cursor-pointer items-center gap-3">
        <input key={key} {...controlProps} className="size-5 shrink-0 cursor-pointer accent-[var(--accent-9)]" />
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
        {options.map((option) => {
          const { key, ...controlProps } = getInputProps(field, { type: 'radio', value: option.value })
          const id = `${field.id}-${option.value}`
          return (
            <Card key={key ?? option.value} asChild size="1">
              <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-2">
                <Radio {...controlProps} id={id} value={option.value} aria-invalid={invalid || undefined} className="mt-0.5" />
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

/** The form-level summary (e.g. bad credentials). Give it the form's errorId so the form points at it. */
export function FormAlert({ id, errors, children }: { id?: string; errors?: ListOfErrors; children?: ReactNode }) {
  const shown = errors?.filter((error): error is string => Boolean(error)) ?? []
  if (!shown.length && !children) return null
  return (
    <Callout.Root id={id} color="red" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      {shown.map((error) => (
        <Callout.Text key={error}>{error}</Callout.Text>
      ))}
      {children}
    </Callout.Root>
  )
}

/** A confirmation or information banner (green success, blue information). */
export function Notice({ tone = 'success', children }: { tone?: 'success' | 'info'; children: ReactNode }) {
  return (
    <Callout.Root color={tone === 'success' ? 'green' : 'blue'} role="status">
      <Callout.Icon>{tone === 'success' ? <CheckCircledIcon /> : <InfoCircledIcon />}</Callout.Icon>
      <Callout.Text>{children}</Callout.Text>
    </Callout.Root>
  )
}

/** True while this route's form (optionally with a given intent) is being submitted. */
export function useIsPending({ formAction, intent }: { formAction?: string; intent?: string } = {}) {
  const routeAction = useFormAction()
  const navigation = useNavigation()
  if (navigation.state === 'idle' || navigation.formMethod?.toUpperCase() !== 'POST') return false
  const pathOf = (action: string | undefined) => action?.split('?')[0]
  if (pathOf(navigation.formAction) !== pathOf(formAction ?? routeAction)) return false
  return intent === undefined || navigation.formData?.get('intent') === intent
}

/** A submit button that shows a spinner (and blocks double submits) while its form is pending. */
export function SubmitButton({
  pending,
  formAction,
  intent,
  children,
  ...props
}: { pending?: boolean; formAction?: string; intent?: string } & Omit<ComponentProps<typeof Button>, 'type' | 'loading'>) {
  const routePending = useIsPending({ formAction, intent })
  return (
    <Button type="submit" size="3" className="min-h-11" name={intent ? 'intent' : undefined} value={intent} {...props} loading={pending ?? routePending}>
      {children}
    </Button>
  )
}

/** The honeypot (see honeypot.server.ts): off-screen, skipped by keyboard and assistive technology. */
export function HoneypotField({ name, label }: { name: string; label: string }) {
  const id = useId()
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

/**
 * A form validated by its zod schema, the same one the action parses with. Errors appear
 * on submit and then follow the typing: validating on blur moved the submit button under
 * the first click (ADR 010).
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
