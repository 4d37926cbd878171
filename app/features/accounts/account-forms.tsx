import type { FieldMetadata } from '@conform-to/react'
import { useActionData } from 'react-router'
import { z } from 'zod'
import { accountMessages } from '@common/accounts'
import { MANUAL_METHODS, MOBILE_METHODS, paymentMethodLabel, type MobileMethod } from '@common/invoices'
import type { Account } from '@api/payload-types'
import { Drawer, DrawerForm } from '~/components/drawer'
import { CheckboxField, CheckboxGroupField, Field, TextAreaField } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { Flex, Heading, Separator } from '~/components/ui'
import { replyFor } from '~/utils/form-action'
import { multiSelect, optionalText } from '~/utils/schema'
import { ACCOUNT_INTENTS } from './account-display'

/**
 * The operating account's forms (product-spec §2: Account add; Mobile payment providers (Venmo,
 * Cash App, Zelle) and manual provider add), one zod schema each that the route actions
 * parse too (the server half is accounts.server.ts). The API enforces the same rules
 * (Accounts hooks/validate.ts) and its messages land on the same fields. The pages render the
 * drawers through lazy-drawers.tsx; what they show without a form is in account-display.tsx.
 */
export const AccountNameSchema = z.object({
  name: z.string({ error: accountMessages.nameRequired }).trim().min(1, { error: accountMessages.nameRequired }).max(100, { error: 'Use at most 100 characters.' }),
})

/** The flat form names of a mobile provider's fields (the API's `venmo.handle` is the form's `venmoHandle`). */
export const mobileFieldNames = (method: MobileMethod) => ({ enabled: `${method}Enabled`, handle: `${method}Handle` }) as const

const handleText = optionalText(100)
export const MobileProvidersSchema = z
  .object({
    venmoEnabled: z.boolean().optional().default(false),
    venmoHandle: handleText,
    cashappEnabled: z.boolean().optional().default(false),
    cashappHandle: handleText,
    zelleEnabled: z.boolean().optional().default(false),
    zelleHandle: handleText,
  })
  .superRefine((value, context) => {
    for (const method of MOBILE_METHODS) {
      const names = mobileFieldNames(method)
      if (value[names.enabled] && !value[names.handle]) context.addIssue({ code: 'custom', message: accountMessages.handleRequired[method], path: [names.handle] })
    }
  })

export const MANUAL_METHOD_OPTIONS = MANUAL_METHODS.map((method) => [method, paymentMethodLabel[method]] as const)

export const ManualProviderSchema = z
  .object({
    enabled: z.boolean().optional().default(false),
    methods: multiSelect(MANUAL_METHOD_OPTIONS),
    // Browsers post a textarea's line breaks as CRLF; store plain newlines.
    address: optionalText(500).transform((value) => value?.replace(/\r\n?/g, '\n')),
  })
  .superRefine((value, context) => {
    if (!value.enabled) return
    if (!value.methods?.length) context.addIssue({ code: 'custom', message: accountMessages.manualMethodsRequired, path: ['methods'] })
    if (value.methods?.some((method) => method !== 'cash') && !value.address) context.addIssue({ code: 'custom', message: accountMessages.mailingAddressRequired, path: ['address'] })
  })

/** API field paths → the forms' field names. */
export const ACCOUNT_FIELD_NAMES: Record<string, string> = {
  ...Object.fromEntries(MOBILE_METHODS.flatMap((method) => [[`${method}.handle`, mobileFieldNames(method).handle] as const, [`${method}.enabled`, mobileFieldNames(method).enabled] as const])),
  'manual.enabled': 'enabled',
  'manual.methods': 'methods',
  'manual.address': 'address',
}

const MOBILE_HANDLE_LABELS: Record<MobileMethod, { label: string; placeholder: string }> = {
  venmo: { label: 'Venmo username', placeholder: '@your-business' },
  cashapp: { label: 'Cash App $Cashtag', placeholder: '$YourBusiness' },
  zelle: { label: 'Zelle e-mail or phone number', placeholder: 'payments@example.com' },
}

/** Account add (product-spec §2): the organization's one operating account, by name. */
export function AccountAddDrawer({ action }: { action?: string }) {
  const actionData = useActionData()
  const [form, fields] = useSchemaForm(AccountNameSchema, {
    id: ACCOUNT_INTENTS.add,
    lastResult: replyFor(actionData, ACCOUNT_INTENTS.add),
    defaultValue: { name: 'Operating Account' },
  })
  return (
    <Drawer title="Add Account" description="Your operating account holds the payment methods your tenants pay you with. Your organization has one.">
      <DrawerForm form={form} intent={ACCOUNT_INTENTS.add} action={action} submitLabel="Add Account">
        <Field field={fields.name} label="Account name" autoComplete="off" />
      </DrawerForm>
    </Drawer>
  )
}

export function AccountEditDrawer({ account }: { account: Pick<Account, 'id' | 'name'> }) {
  const actionData = useActionData()
  const [form, fields] = useSchemaForm(AccountNameSchema, {
    id: ACCOUNT_INTENTS.edit,
    lastResult: replyFor(actionData, ACCOUNT_INTENTS.edit),
    defaultValue: { name: account.name ?? '' },
  })
  return (
    <Drawer title="Edit Account">
      <DrawerForm form={form} intent={ACCOUNT_INTENTS.edit} target={account.id} submitLabel="Save">
        <Field field={fields.name} label="Account name" autoComplete="off" />
      </DrawerForm>
    </Drawer>
  )
}

const asBoolean = (field: FieldMetadata<unknown>) => field as unknown as FieldMetadata<boolean | undefined>
const asText = (field: FieldMetadata<unknown>) => field as unknown as FieldMetadata<string | undefined>

/** Mobile payment providers (Venmo, Cash App, Zelle): each enabled with the handle tenants pay to. */
export function MobileProvidersDrawer({ account }: { account: Pick<Account, 'id' | 'venmo' | 'cashapp' | 'zelle'> }) {
  const actionData = useActionData()
  const [form, fields] = useSchemaForm(MobileProvidersSchema, {
    id: ACCOUNT_INTENTS.mobile,
    lastResult: replyFor(actionData, ACCOUNT_INTENTS.mobile),
    defaultValue: Object.fromEntries(
      MOBILE_METHODS.flatMap((method) => [
        [mobileFieldNames(method).enabled, Boolean(account[method]?.enabled)],
        [mobileFieldNames(method).handle, account[method]?.handle ?? undefined],
      ]),
    ),
  })
  const fieldMap = fields as unknown as Record<string, FieldMetadata<unknown>>
  return (
    <Drawer title="Mobile payment providers" description="Tenants send the payment in their app and mark it sent; you confirm it when it arrives.">
      <DrawerForm form={form} intent={ACCOUNT_INTENTS.mobile} target={account.id} submitLabel="Save">
        {MOBILE_METHODS.map((method, index) => {
          const names = mobileFieldNames(method)
          return (
            <Flex key={method} direction="column" gap="2">
              {index > 0 ? <Separator size="4" mb="2" /> : null}
              <Heading as="h3" size="3">
                {paymentMethodLabel[method]}
              </Heading>
              <CheckboxField field={asBoolean(fieldMap[names.enabled]!)} label={`Accept ${paymentMethodLabel[method]}`} />
              <Field
                field={asText(fieldMap[names.handle]!)}
                label={MOBILE_HANDLE_LABELS[method].label}
                placeholder={MOBILE_HANDLE_LABELS[method].placeholder}
                autoComplete="off"
                optional
              />
            </Flex>
          )
        })}
      </DrawerForm>
    </Drawer>
  )
}

/** Manual provider add: cash, check, money order, cashier's check, and where to mail them. */
export function ManualProviderDrawer({ account }: { account: Pick<Account, 'id' | 'manual'> }) {
  const actionData = useActionData()
  const [form, fields] = useSchemaForm(ManualProviderSchema, {
    id: ACCOUNT_INTENTS.manual,
    lastResult: replyFor(actionData, ACCOUNT_INTENTS.manual),
    defaultValue: { enabled: Boolean(account.manual?.enabled), methods: [...(account.manual?.methods ?? [])], address: account.manual?.address ?? undefined },
  })
  return (
    <Drawer title="Manual payment methods" description="Payments handed over or mailed to you; you record them when they arrive.">
      <DrawerForm form={form} intent={ACCOUNT_INTENTS.manual} target={account.id} submitLabel="Save">
        <CheckboxField field={fields.enabled} label="Accept manual payments" />
        <CheckboxGroupField field={fields.methods} legend="Methods" options={MANUAL_METHOD_OPTIONS} />
        <TextAreaField field={fields.address} label="Mailing address" hint="Where tenants mail checks and money orders." rows={3} optional />
      </DrawerForm>
    </Drawer>
  )
}
