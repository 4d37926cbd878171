import { useForm, type FieldMetadata } from '@conform-to/react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { messages } from '@common/messages'
import { AddressFields, type AddressFormValue } from './address-fields'
import { DetailTabs, tabLabel } from './detail-tabs-nav'
import { GeneralErrorScreen } from './error-screens'
import { Field, MoneyField, SelectField } from './forms'
import { PageHeader } from './shell/page-header'

/**
 * One look and one behaviour across every form and page (ADR 035), checked on the shared
 * components every page uses: the keypad and checks each input type brings, the address
 * fields' autocomplete, every refused field marked, the tabs' casing, the detail header and
 * the error screen's wording. (app/components/consistency-sources.test.ts checks that the
 * pages use these components.)
 */

type Values = { email?: string; count?: string; rent?: string; state?: string; address?: AddressFormValue }

/** A form as the action's refusal renders it: every field listed in `errors` was refused. */
function RefusedForm({ errors, children }: { errors: Record<string, string[]>; children: (fields: ReturnType<typeof useForm<Values>>[1]) => React.ReactNode }) {
  const [form, fields] = useForm<Values>({ id: 'test', lastResult: { status: 'error', initialValue: {}, error: errors } })
  return <form id={form.id}>{children(fields)}</form>
}

const render = (node: React.ReactNode) => renderToString(<MemoryRouter initialEntries={['/app/landlord/properties/1/condition-reports']}>{node}</MemoryRouter>).replaceAll('<!-- -->', '')

/** The opening tag of the control named `name`. */
function control(html: string, name: string) {
  const tag = html.match(new RegExp(`<(input|select|textarea)[^>]*name="${name.replace(/[.[\]]/g, '\\$&')}"[^>]*>`))?.[0]
  expect(tag, `a control named ${name}`).toBeDefined()
  return tag!
}

const text = (field: FieldMetadata<unknown>) => field as FieldMetadata<string | undefined>

describe('input types bring their keypad and checks', () => {
  it('an e-mail field is typed, opens the e-mail keypad and is neither capitalised nor spell-checked', () => {
    const html = render(<RefusedForm errors={{}}>{(fields) => <Field field={fields.email} label="Email" type="email" />}</RefusedForm>)
    const email = control(html, 'email')
    expect(email).toContain('type="email"')
    expect(email).toContain('inputMode="email"')
    expect(email).toContain('autoCapitalize="none"')
    expect(email).toContain('spellCheck="false"')
  })

  it('a number field opens the numeric keypad, even when a caller passes inputMode={undefined}', () => {
    const html = render(<RefusedForm errors={{}}>{(fields) => <Field field={text(fields.count)} label="Payment Due" type="number" inputMode={undefined} />}</RefusedForm>)
    expect(control(html, 'count')).toContain('inputMode="numeric"')
  })

  it('a money field is text with the decimal keypad and a $ in front', () => {
    const html = render(<RefusedForm errors={{}}>{(fields) => <MoneyField field={fields.rent} label="Rent" />}</RefusedForm>)
    const rent = control(html, 'rent')
    expect(rent).toContain('inputMode="decimal"')
    expect(rent).toContain('type="text"')
    expect(html).toMatch(/rt-TextFieldSlot[^>]*>\$</)
  })
})

describe('address fields', () => {
  it('carry the autocomplete tokens a browser fills from, and the ZIP opens the numeric keypad', () => {
    const html = render(<RefusedForm errors={{}}>{(fields) => <AddressFields field={fields.address as FieldMetadata<AddressFormValue>} />}</RefusedForm>)
    expect(control(html, 'address.line1')).toContain('autoComplete="address-line1"')
    expect(control(html, 'address.line2')).toContain('autoComplete="address-line2"')
    expect(control(html, 'address.city')).toContain('autoComplete="address-level2"')
    expect(control(html, 'address.state')).toContain('autoComplete="address-level1"')
    const zip = control(html, 'address.postalCode')
    expect(zip).toContain('autoComplete="postal-code"')
    expect(zip).toContain('inputMode="numeric"')
  })
})

describe('a refused form', () => {
  it('marks every refused field — text, money, select — not only the first, and styles selects like text fields', () => {
    const html = render(
      <RefusedForm errors={{ email: ['Enter an e-mail'], rent: ['Amount is required'], state: ['Choose a state'] }}>
        {(fields) => (
          <>
            <Field field={fields.email} label="Email" type="email" />
            <MoneyField field={fields.rent} label="Rent" />
            <SelectField field={fields.state} label="State" options={[['TX', 'Texas']]} />
          </>
        )}
      </RefusedForm>,
    )
    for (const name of ['email', 'rent', 'state']) expect(control(html, name)).toContain('aria-invalid="true"')
    // The select's look (and its red border when aria-invalid) is the shared app.css rule, not inline styles.
    expect(control(html, 'state')).toContain('class="native-select"')
    expect(control(html, 'state')).not.toContain('style=')
  })
})

describe('tabs', () => {
  it('use one casing: every label in Title Case, small words and counts kept', () => {
    expect(tabLabel('Condition reports')).toBe('Condition Reports')
    expect(tabLabel('Security deposit')).toBe('Security Deposit')
    expect(tabLabel('Property info')).toBe('Property Info')
    expect(tabLabel('Terms of use')).toBe('Terms of Use')
    expect(tabLabel('Comments (3)')).toBe('Comments (3)')
    const html = render(
      <DetailTabs
        label="Property sections"
        tabs={[
          { to: '/app/landlord/properties/1', label: 'Overview', end: true },
          { to: '/app/landlord/properties/1/condition-reports', label: 'Condition reports' },
        ]}
      />,
    )
    expect(html).toContain('>Condition Reports<')
    expect(html).not.toContain('Condition reports')
    // The current tab is marked for assistive technology (and scrolled into view with JavaScript).
    expect(html).toMatch(/href="\/app\/landlord\/properties\/1\/condition-reports"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/app\/landlord\/properties\/1\/condition-reports"/)
  })
})

describe('the detail-page header', () => {
  it('puts the back link above the only h1, with the badges beside the title and the actions after', () => {
    const html = render(<PageHeader back={{ to: '/app/landlord', label: 'Properties' }} title="12 Oak Street" badges={<span>Archived</span>} actions={<a href="/edit">Edit</a>} />)
    const back = html.indexOf('data-back-link')
    const h1 = html.indexOf('<h1')
    expect(back).toBeGreaterThan(-1)
    expect(back).toBeLessThan(h1)
    expect(html.match(/<h1/g)).toHaveLength(1)
    expect(html).toMatch(/href="\/app\/landlord"[^>]*>.*Properties<\/a>/)
    expect(html.indexOf('Archived')).toBeGreaterThan(h1)
    expect(html.indexOf('href="/edit"')).toBeGreaterThan(html.indexOf('Archived'))
  })
})

describe('the error screen', () => {
  it("reads as the spec's: 'Something went wrong', 'Application Error', '… contact support if the problem persists', three buttons", () => {
    const html = render(<GeneralErrorScreen frame="panel" />)
    expect(html).toContain(`>${messages.errorKicker}<`)
    expect(messages.errorKicker).toBe('Application Error')
    expect(html).toMatch(new RegExp(`<h1[^>]*>${messages.errorTitle}</h1>`))
    expect(messages.errorBody).toMatch(/contact support if the problem persists\.$/)
    // The '...' of the spec is an elision, not text to show.
    expect(html).not.toContain('...')
    for (const label of ['Try Again', 'Go to Homepage', 'Go Back']) expect(html).toContain(`>${label}<`)
  })
})
