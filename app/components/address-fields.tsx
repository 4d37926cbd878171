import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { useEffect, useRef } from 'react'
import { US_STATES } from '@common/address'
import { Field, SelectField } from './forms'

export type AddressFormValue = {
  line1?: string
  line2?: string
  city?: string
  state?: string
  postalCode?: string
  latitude?: string | number
  longitude?: string | number
}

const STATE_OPTIONS = US_STATES.map(([code, name]) => [code, name] as const)

/**
 * The spec's address inputs (§3, §5): line 1, line 2, city, state (50 states + DC),
 * ZIP or ZIP+4. They post as `address.line1` etc. and work as plain fields; when a
 * maps key is configured, line 1 gets Google Places autocomplete (US street addresses)
 * that fills the other fields and the coordinates.
 */
export function AddressFields({ field, legend = 'Address' }: { field: FieldMetadata<AddressFormValue>; legend?: string }) {
  const fields = field.getFieldset()
  const line1Ref = useRef<HTMLInputElement>(null)
  usePlacesAutocomplete(line1Ref, field.formId, fields.line1.name)
  return (
    <fieldset className="m-0 flex flex-col gap-3 border-0 p-0">
      <legend className="sr-only">{legend}</legend>
      <Field field={fields.line1} label="Street address" autoComplete="address-line1" ref={line1Ref} />
      <Field field={fields.line2} label="Apt, suite, unit" optional autoComplete="address-line2" />
      <Field field={fields.city} label="City" autoComplete="address-level2" />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField field={fields.state} label="State" options={STATE_OPTIONS} placeholder="Choose a state" autoComplete="address-level1" />
        {/* ZIP+4 needs the hyphen, so a text input with the numeric keypad rather than type=number. */}
        <Field field={fields.postalCode} label="ZIP code" autoComplete="postal-code" inputMode="numeric" hint="12345 or 12345-6789" />
      </div>
      <input {...getInputProps(fields.latitude, { type: 'hidden' })} key={fields.latitude.key} />
      <input {...getInputProps(fields.longitude, { type: 'hidden' })} key={fields.longitude.key} />
    </fieldset>
  )
}

type PlaceResult = {
  address_components?: Array<{ long_name: string; short_name: string; types: string[] }>
  geometry?: { location?: { lat(): number; lng(): number } }
}

/** Sets a form control's value the way typing would, so conform sees the change. */
function setControlValue(form: HTMLFormElement, name: string, value: string) {
  const control = form.elements.namedItem(name)
  if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) return
  const prototype = control instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLSelectElement.prototype
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value)
  control.dispatchEvent(new Event('input', { bubbles: true }))
  control.dispatchEvent(new Event('change', { bubbles: true }))
}

/** Google Places autocomplete on line 1, only with a maps key (loaded lazily, failures only logged). */
function usePlacesAutocomplete(inputRef: React.RefObject<HTMLInputElement | null>, formId: string, line1Name: string) {
  useEffect(() => {
    const apiKey = window.ENV?.GOOGLE_MAPS_API_KEY
    const input = inputRef.current
    if (!apiKey || !input) return
    let cancelled = false
    let listener: { remove(): void } | undefined
    void import('~/utils/maps.client')
      .then(({ loadGoogleMaps }) => loadGoogleMaps(apiKey))
      .then((maps) => {
        if (cancelled) return
        const places = (maps as unknown as { places: { Autocomplete: new (input: HTMLInputElement, options: object) => GoogleAutocomplete } }).places
        const autocomplete = new places.Autocomplete(input, {
          componentRestrictions: { country: 'us' },
          types: ['address'],
          fields: ['address_components', 'geometry'],
        })
        listener = autocomplete.addListener('place_changed', () => {
          const form = document.getElementById(formId)
          if (!(form instanceof HTMLFormElement)) return
          const place = autocomplete.getPlace()
          const part = (type: string, short = false) => {
            const component = place.address_components?.find((candidate) => candidate.types.includes(type))
            return component ? (short ? component.short_name : component.long_name) : ''
          }
          const prefix = line1Name.replace(/line1$/, '')
          setControlValue(form, line1Name, [part('street_number'), part('route')].filter(Boolean).join(' '))
          setControlValue(form, `${prefix}city`, part('locality') || part('sublocality') || part('postal_town'))
          setControlValue(form, `${prefix}state`, part('administrative_area_level_1', true))
          const zip = part('postal_code')
          const suffix = part('postal_code_suffix')
          setControlValue(form, `${prefix}postalCode`, zip && suffix ? `${zip}-${suffix}` : zip)
          const location = place.geometry?.location
          setControlValue(form, `${prefix}latitude`, location ? String(location.lat()) : '')
          setControlValue(form, `${prefix}longitude`, location ? String(location.lng()) : '')
        })
      })
      .catch((error: unknown) => console.warn('Address autocomplete is unavailable', error))
    return () => {
      cancelled = true
      listener?.remove()
    }
  }, [inputRef, formId, line1Name])
}

type GoogleAutocomplete = { addListener(event: string, handler: () => void): { remove(): void }; getPlace(): PlaceResult }
