import { EyeClosedIcon, EyeOpenIcon } from '@radix-ui/react-icons'
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { HoneypotInputs, HoneypotProvider } from 'remix-utils/honeypot/react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { Field, NATIVE_SELECT_CLASS, type FieldProps } from './fields'
import { Button, Flex, IconButton, Text, TextField } from './ui'

// The fields themselves live in fields.tsx: a page that needs only them (the public form page)
// imports that module and leaves the password field, the honeypot and the filters out (ADR 027).
export * from './fields'
export { SubmitButton, useIsPending } from './submit-button'
export { Notice } from './notice'

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

/**
 * The honeypot (see honeypot.server.ts): remix-utils' hidden inputs (display: none, skipped by
 * keyboard and assistive technology) under our field name. Only the field that must stay
 * empty: remix-utils' server check (and its encrypted "valid from" time) needs @oslojs/crypto,
 * which is not a dependency, so honeypot.server.ts checks the field (ADR 036).
 */
export function HoneypotField({ name, label }: { name: string; label: string }) {
  return (
    <HoneypotProvider nameFieldName={name} validFromFieldName={null}>
      <HoneypotInputs label={label} />
    </HoneypotProvider>
  )
}

/**
 * A filter dialog's select (GET forms: no validation state): 'empty' first for no filter. A
 * value from the URL that the choices do not list (e.g. beyond the first 100 leases) stays
 * selected as '<label> #<id>'.
 */
export function FilterSelect({ id, name, label, value, empty, options }: { id: string; name: string; label: string; value: string | number | null; empty: string; options: ReadonlyArray<readonly [string, string]> }) {
  const current = value === null ? '' : String(value)
  const listed = !current || options.some(([optionValue]) => optionValue === current)
  return (
    <div className="flex flex-col gap-1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <select id={id} name={name} defaultValue={current} className={NATIVE_SELECT_CLASS}>
        <option value="">{empty}</option>
        {listed ? null : <option value={current}>{`${label} #${current}`}</option>}
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  )
}

/** A filter dialog's text or date input (GET forms: no validation state), labelled above it. */
export function FilterInput({ id, name, label, value, type, placeholder, className = 'flex flex-col gap-1' }: { id: string; name: string; label: string; value: string; type?: 'date'; placeholder?: string; className?: string }) {
  return (
    <div className={className}>
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <TextField.Root id={id} name={name} type={type} size="3" defaultValue={value} placeholder={placeholder} />
    </div>
  )
}

/** A day range's from and to inputs side by side (wrapping on a phone); ids `${idPrefix}-from` and `${idPrefix}-to`. */
export function FilterDates({ idPrefix, labels, from, to }: { idPrefix: string; labels: readonly [from: string, to: string]; from: string; to: string }) {
  return (
    <Flex gap="3" wrap="wrap">
      <FilterInput id={`${idPrefix}-from`} name="from" type="date" label={labels[0]} value={from} className="flex min-w-40 flex-1 flex-col gap-1" />
      <FilterInput id={`${idPrefix}-to`} name="to" type="date" label={labels[1]} value={to} className="flex min-w-40 flex-1 flex-col gap-1" />
    </Flex>
  )
}

/** A filter dialog's property select and, once a property is chosen (and applied), its units; ids `${idPrefix}-property` and `${idPrefix}-unit`. */
export function FilterPropertyUnit({
  idPrefix,
  property,
  unit,
  options,
}: {
  idPrefix: string
  property: string | number | null
  unit: string | number | null
  options: { properties: ReadonlyArray<readonly [string, string]>; units: ReadonlyArray<readonly [string, string]> }
}) {
  return (
    <>
      <FilterSelect id={`${idPrefix}-property`} name="property" label="Property" value={property} empty="All properties" options={options.properties} />
      {property ? (
        <FilterSelect id={`${idPrefix}-unit`} name="unit" label="Unit" value={unit} empty="All units" options={options.units} />
      ) : (
        <Text size="1" color="gray">
          Choose a property and apply to filter by unit.
        </Text>
      )}
    </>
  )
}

/** A filter dialog's checkboxes (GET forms): one per value, checked when the URL lists it; ids `${idPrefix}-${name}-${value}`. */
export function FilterCheckboxes<T extends string>({
  idPrefix,
  legend,
  name,
  values,
  label,
  selected,
  hint,
}: {
  idPrefix: string
  legend: string
  name: string
  values: readonly T[]
  label: (value: T) => string
  selected: readonly T[]
  /** A line under the legend (e.g. why the list shows one status only). */
  hint?: ReactNode
}) {
  return (
    <fieldset className="m-0 flex flex-col gap-1 border-0 p-0">
      <Text as="div" size="2" weight="medium" asChild>
        <legend className="mb-1 p-0">{legend}</legend>
      </Text>
      {hint ? (
        <Text size="2" color="gray">
          {hint}
        </Text>
      ) : null}
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        {values.map((value) => (
          <label key={value} htmlFor={`${idPrefix}-${name}-${value}`} className="flex min-h-11 cursor-pointer items-center gap-3">
            <input
              id={`${idPrefix}-${name}-${value}`}
              type="checkbox"
              name={name}
              value={value}
              defaultChecked={selected.includes(value)}
              className="size-5 shrink-0 cursor-pointer accent-[var(--accent-9)]"
            />
            <Text size="2">{label(value)}</Text>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** A filter dialog's radio buttons (GET forms), one choice of `choices` ([value, label]); ids `${idPrefix}-${name}-${value}`. */
export function FilterRadios({ idPrefix, legend, name, choices, selected }: { idPrefix: string; legend: string; name: string; choices: ReadonlyArray<readonly [string, string]>; selected: string }) {
  return (
    <fieldset className="m-0 flex flex-col gap-1 border-0 p-0">
      <Text as="div" size="2" weight="medium" asChild>
        <legend className="mb-1 p-0">{legend}</legend>
      </Text>
      {choices.map(([value, text]) => (
        <label key={value} htmlFor={`${idPrefix}-${name}-${value}`} className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            id={`${idPrefix}-${name}-${value}`}
            type="radio"
            name={name}
            value={value}
            defaultChecked={selected === value}
            className="size-5 shrink-0 cursor-pointer accent-[var(--accent-9)]"
          />
          <Text size="2">{text}</Text>
        </label>
      ))}
    </fieldset>
  )
}

/** A filter dialog's buttons: clear (a link to the unfiltered list) and apply (submits the GET form). */
export function FilterActions({ clearHref, clearLabel = 'Clear filters' }: { clearHref: string; clearLabel?: string }) {
  return (
    <Flex gap="3" justify="end" wrap="wrap">
      <Button asChild variant="soft" color="gray" size="3" className="min-h-11">
        <Link to={clearHref}>{clearLabel}</Link>
      </Button>
      <Button type="submit" size="3" className="min-h-11">
        Apply filters
      </Button>
    </Flex>
  )
}

