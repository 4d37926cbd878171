import type { FieldMetadata } from '@conform-to/react'
import { PlusIcon, TrashIcon } from '@radix-ui/react-icons'
import { Form, Link, useActionData, useLocation } from 'react-router'
import { z } from 'zod'
import { addressMessages, normalizeStateCode, POSTAL_CODE_PATTERN } from '@common/address'
import { businessMessages, CONTACT_METHODS, isUsPhoneNumber, type ContactMethod, isValidWebsite, ORGANIZATION_TYPES } from '@common/business'
import { messages } from '@common/messages'
import { EMAIL_PATTERN } from '@common/password'
import type { Image, Organization } from '@api/payload-types'
import { AddressFields, type AddressFormValue } from '~/components/address-fields'
import { Drawer, DrawerForm } from '~/components/drawer'
import { CheckboxField, Field, FormAlert, SelectField, SubmitButton, TextAreaField } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { ImageFileField, imageSrc, ImageUploadSchema } from '~/features/files/image-drawer'
import { Button, Flex, Separator, Text } from '~/components/ui'
import { drawerHref } from '~/utils/drawer'
import { confirmErrors, replyFor } from '~/utils/form-action'
import { optionalText } from '~/utils/schema'
import { BUSINESS_DRAWERS, BUSINESS_INTENTS, drawerOrganizationType, formatOrganizationAddress, ORGANIZATION_TYPE_LABELS, ORGANIZATION_TYPE_PARAM, type OrganizationLike } from './business-info'

/**
 * The organization's business information drawers (product-spec §2): Account Information,
 * Business Contact Information and Business Website, with one zod schema each that the
 * route action parses too (the server half is business.server.ts). The API enforces the
 * same rules (Organizations field validators). The pages render the drawers through
 * lazy-drawers.tsx (their chunk loads when one opens); what they show without a form is in
 * business-info.tsx.
 */
const optionalPhone = z
  .string()
  .trim()
  .max(30, { error: businessMessages.phoneInvalid })
  .refine(isUsPhoneNumber, { error: businessMessages.phoneInvalid })
  .optional()

const optionalEmail = z.string().trim().max(200).regex(EMAIL_PATTERN, { error: messages.emailInvalid }).optional()

/**
 * An address that may be left empty (the organization's own and its contact address):
 * once any part is given, line 1, city, state and ZIP are needed, as for a property.
 */
export const OptionalAddressSchema = z
  .object({
    line1: optionalText(200),
    line2: optionalText(200),
    city: optionalText(100),
    state: optionalText(20),
    postalCode: optionalText(10),
    latitude: z.coerce.number().min(-90).max(90).optional(),
    longitude: z.coerce.number().min(-180).max(180).optional(),
  })
  .optional()
  .superRefine((address, context) => {
    if (!address || !(address.line1 || address.line2 || address.city || address.state || address.postalCode)) return
    for (const key of ['line1', 'city'] as const) {
      if (!address[key]) context.addIssue({ code: 'custom', message: messages.fieldRequired, path: [key] })
    }
    if (!normalizeStateCode(address.state)) context.addIssue({ code: 'custom', message: addressMessages.stateUnknown, path: ['state'] })
    if (!address.postalCode || !POSTAL_CODE_PATTERN.test(address.postalCode)) {
      context.addIssue({ code: 'custom', message: address.postalCode ? addressMessages.postalCodeInvalid : messages.fieldRequired, path: ['postalCode'] })
    }
  })

export type OptionalAddress = z.output<typeof OptionalAddressSchema>

export const AccountInformationSchema = z
  .object({
    organizationType: z.enum(ORGANIZATION_TYPES, { error: messages.radioRequired }),
    organizationName: optionalText(200),
    firstName: optionalText(100),
    lastName: optionalText(100),
    address: OptionalAddressSchema,
    phoneNumber: optionalPhone,
    email: optionalEmail,
    website: z.string().trim().max(300).refine(isValidWebsite, { error: businessMessages.websiteInvalid }).optional(),
  })
  .superRefine((value, context) => {
    // Spec §5: individuals must give first and last name.
    if (value.organizationType !== 'individual') return
    if (!value.firstName) context.addIssue({ code: 'custom', message: businessMessages.nameRequired, path: ['firstName'] })
    if (!value.lastName) context.addIssue({ code: 'custom', message: businessMessages.nameRequired, path: ['lastName'] })
  })

const contactMethod = z.enum(CONTACT_METHODS.map(([value]) => value) as [ContactMethod, ...ContactMethod[]]).default('call')

export const BusinessContactSchema = z.object({
  contactAddress: OptionalAddressSchema,
  phone1: optionalPhone,
  phone1Method: contactMethod,
  phone2: optionalPhone,
  phone2Method: contactMethod,
  contactEmail: optionalEmail,
})

export const BusinessWebsiteSchema = z.object({
  shareAddress: z.boolean().optional().default(false),
  sharePhone: z.boolean().optional().default(false),
  shareEmail: z.boolean().optional().default(false),
  shareProperties: z.boolean().optional().default(false),
  description: optionalText(5000),
})

export const WebsiteImageSchema = ImageUploadSchema

const asAddressField = (field: FieldMetadata<unknown>) => field as unknown as FieldMetadata<AddressFormValue>

function addressDefaults(address: Organization['address'] | null | undefined) {
  return {
    line1: address?.line1 ?? undefined,
    line2: address?.line2 ?? undefined,
    city: address?.city ?? undefined,
    state: address?.state ?? undefined,
    postalCode: address?.postalCode ?? undefined,
    latitude: address?.latitude === null || address?.latitude === undefined ? undefined : String(address.latitude),
    longitude: address?.longitude === null || address?.longitude === undefined ? undefined : String(address.longitude),
  }
}

/**
 * Account Information (product-spec §2): individuals give First and Last Name (required); the
 * business name (used on the marketing page); the address ('Registered Business Address'
 * for companies), phone, e-mail and, for companies only, the website. `action` is the
 * route handling the intent when it is not the page itself.
 */
export function AccountInformationDrawer({ organization, action }: { organization: OrganizationLike; action?: string }) {
  const location = useLocation()
  const actionData = useActionData()
  const type = drawerOrganizationType(location.search, organization.organizationType)
  const company = type === 'company'
  const [form, fields] = useSchemaForm(AccountInformationSchema, {
    id: `${BUSINESS_INTENTS.accountInformation}-${type}`,
    lastResult: replyFor(actionData, BUSINESS_INTENTS.accountInformation),
    defaultValue: {
      organizationType: type,
      organizationName: organization.organizationName ?? undefined,
      firstName: organization.firstName ?? undefined,
      lastName: organization.lastName ?? undefined,
      address: addressDefaults(organization.address),
      phoneNumber: organization.phoneNumber ?? undefined,
      email: organization.email ?? undefined,
      website: organization.website ?? undefined,
    },
  })
  return (
    <Drawer title="Account Information" description="Who you are to your tenants, and on your business page.">
      <Flex direction="column" gap="4">
        <nav aria-label="Account type" className="grid grid-cols-2 gap-2">
          {ORGANIZATION_TYPES.map((option) => (
            <Button key={option} asChild size="3" variant={option === type ? 'solid' : 'soft'} color={option === type ? undefined : 'gray'} className="min-h-11">
              <Link
                to={drawerHref(location, BUSINESS_DRAWERS.accountInformation, { [ORGANIZATION_TYPE_PARAM]: option })}
                preventScrollReset
                replace
                aria-current={option === type ? 'true' : undefined}
              >
                {ORGANIZATION_TYPE_LABELS[option]}
              </Link>
            </Button>
          ))}
        </nav>
        <DrawerForm form={form} intent={BUSINESS_INTENTS.accountInformation} action={action} submitLabel="Save">
          <input type="hidden" name={fields.organizationType.name} value={type} />
          {company ? null : (
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <Field field={fields.firstName} label="First Name" autoComplete="given-name" />
              <Field field={fields.lastName} label="Last Name" autoComplete="family-name" />
            </div>
          )}
          <Field field={fields.organizationName} label="Business Name" optional={!company} hint={businessMessages.businessNameHint} autoComplete="organization" />
          <Text as="div" size="2" weight="medium">
            {company ? 'Registered Business Address' : 'Address'}
          </Text>
          <AddressFields field={asAddressField(fields.address)} legend={company ? 'Registered Business Address' : 'Address'} />
          <Field field={fields.phoneNumber} label={company ? 'Business Phone' : 'Phone'} type="tel" optional autoComplete="tel" />
          <Field field={fields.email} label={company ? 'Business Email' : 'Email'} type="email" optional autoComplete="email" />
          {company ? <Field field={fields.website} label="Business Website" type="text" inputMode="url" optional autoComplete="url" hint="e.g. example.com" /> : null}
        </DrawerForm>
      </Flex>
    </Drawer>
  )
}

/** Business Contact Information (product-spec §2, §9): the address, two phone slots each with a contact method (call by default), the e-mail. */
export function BusinessContactDrawer({ organization, action }: { organization: OrganizationLike; action?: string }) {
  const actionData = useActionData()
  const contact = organization.marketing?.contactInfo
  const phones = contact?.phone ?? []
  const [form, fields] = useSchemaForm(BusinessContactSchema, {
    id: BUSINESS_INTENTS.contactInformation,
    lastResult: replyFor(actionData, BUSINESS_INTENTS.contactInformation),
    defaultValue: {
      contactAddress: addressDefaults(contact?.address),
      phone1: phones[0]?.number ?? undefined,
      phone1Method: phones[0]?.type ?? 'call',
      phone2: phones[1]?.number ?? undefined,
      phone2Method: phones[1]?.type ?? 'call',
      contactEmail: contact?.email ?? undefined,
    },
  })
  const methodOptions = CONTACT_METHODS.map(([value, label]) => [value, label] as const)
  return (
    <Drawer title="Business Contact Information" description="How tenants and applicants reach you from your business page and listings.">
      <DrawerForm form={form} intent={BUSINESS_INTENTS.contactInformation} action={action} submitLabel="Save">
        <AddressFields field={asAddressField(fields.contactAddress)} legend="Contact Address" />
        <Separator size="4" />
        {([1, 2] as const).map((slot) => (
          <div key={slot} className="grid grid-cols-1 gap-3 sm:grid-cols-[2fr_1fr]">
            <Field field={slot === 1 ? fields.phone1 : fields.phone2} label={`Contact Phone ${slot}`} type="tel" optional autoComplete="off" />
            <SelectField field={slot === 1 ? fields.phone1Method : fields.phone2Method} label="Contact Method" options={methodOptions} placeholder="Call (default)" />
          </div>
        ))}
        <Field field={fields.contactEmail} label="Contact Email" type="email" optional autoComplete="off" />
      </DrawerForm>
    </Drawer>
  )
}

/**
 * Business Website (product-spec §2): Show Address / Show Phone Number / Show Email Address, each
 * with a read-only preview of the stored value (or 'No … Provided' and an Add button that
 * opens Account Information), the description, and the website image with preview and remove.
 */
export function BusinessWebsiteDrawer({ organization, action }: { organization: OrganizationLike; action?: string }) {
  const location = useLocation()
  const actionData = useActionData()
  const marketing = organization.marketing
  const [form, fields] = useSchemaForm(BusinessWebsiteSchema, {
    id: BUSINESS_INTENTS.website,
    lastResult: replyFor(actionData, BUSINESS_INTENTS.website),
    defaultValue: {
      shareAddress: marketing?.shareAddress ?? false,
      sharePhone: marketing?.sharePhone ?? false,
      shareEmail: marketing?.shareEmail ?? false,
      shareProperties: marketing?.shareProperties ?? false,
      description: organization.description ?? undefined,
    },
  })
  const addHref = drawerHref(location, BUSINESS_DRAWERS.accountInformation)
  const image = typeof organization.websiteImage === 'object' && organization.websiteImage?.filename ? organization.websiteImage : null
  return (
    <Drawer title="Business Website" description="What your public business page shows." size="md">
      <Flex direction="column" gap="5">
        <DrawerForm form={form} intent={BUSINESS_INTENTS.website} action={action} submitLabel="Save">
          <ShareToggle field={fields.shareAddress} label="Show Address" value={formatOrganizationAddress(organization.address)} empty={businessMessages.noAddress} addHref={addHref} />
          <ShareToggle field={fields.sharePhone} label="Show Phone Number" value={organization.phoneNumber} empty={businessMessages.noPhone} addHref={addHref} />
          <ShareToggle field={fields.shareEmail} label="Show Email Address" value={organization.email} empty={businessMessages.noEmail} addHref={addHref} />
          <div className="flex flex-col gap-1 rounded-[var(--radius-3)] p-3" style={{ boxShadow: 'inset 0 0 0 1px var(--gray-a5)' }}>
            <CheckboxField field={fields.shareProperties} label="Show Properties" />
            <Text size="2" color="gray">
              Your properties with their listings: name, city and state (the street only with Show Address).
            </Text>
          </div>
          <TextAreaField field={fields.description} label="Description" optional rows={5} placeholder={businessMessages.descriptionPlaceholder} />
        </DrawerForm>
        <Separator size="4" />
        <WebsiteImageSection image={image} action={action} />
      </Flex>
    </Drawer>
  )
}

function ShareToggle({
  field,
  label,
  value,
  empty,
  addHref,
}: {
  field: FieldMetadata<boolean | undefined>
  label: string
  value: string | null | undefined
  empty: string
  addHref: string
}) {
  return (
    <div className="flex flex-col gap-1 rounded-[var(--radius-3)] p-3" style={{ boxShadow: 'inset 0 0 0 1px var(--gray-a5)' }}>
      <CheckboxField field={field} label={label} />
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        {value ? (
          <Text size="2" className="whitespace-pre-line">
            {value}
          </Text>
        ) : (
          <>
            <Text size="2" color="gray">
              {empty}
            </Text>
            <Button asChild size="2" variant="soft" className="min-h-11">
              <Link to={addHref} preventScrollReset>
                <PlusIcon aria-hidden /> Add
              </Link>
            </Button>
          </>
        )}
      </Flex>
    </div>
  )
}

function WebsiteImageSection({ image, action }: { image: Pick<Image, 'id' | 'filename' | 'alt'> | null; action?: string }) {
  const location = useLocation()
  const actionData = useActionData()
  const [form, fields] = useSchemaForm(WebsiteImageSchema, {
    id: BUSINESS_INTENTS.websiteImageUpload,
    lastResult: replyFor(actionData, BUSINESS_INTENTS.websiteImageUpload),
  })
  const here = `${location.pathname}${location.search}`
  return (
    <Flex direction="column" gap="3">
      <Text as="div" size="3" weight="medium">
        Website Image
      </Text>
      {image ? (
        <Flex direction="column" gap="3">
          <img
            src={imageSrc(image)}
            alt={image.alt || 'Website image'}
            className="max-h-60 w-full rounded-[var(--radius-3)] object-contain"
            style={{ backgroundColor: 'var(--gray-3)' }}
          />
          <FormAlert errors={confirmErrors(actionData, BUSINESS_INTENTS.websiteImageRemove)} />
          <Form method="post" action={action} preventScrollReset>
            <input type="hidden" name="returnTo" value={here} />
            <SubmitButton intent={BUSINESS_INTENTS.websiteImageRemove} formAction={action} color="red" variant="soft">
              <TrashIcon aria-hidden /> Remove image
            </SubmitButton>
          </Form>
        </Flex>
      ) : (
        <Text size="2" color="gray">
          No website image yet.
        </Text>
      )}
      <DrawerForm
        form={form}
        intent={BUSINESS_INTENTS.websiteImageUpload}
        action={action}
        encType="multipart/form-data"
        returnTo={here}
        cancelLabel="Close"
        submitLabel="Upload image"
      >
        <ImageFileField field={fields.file} label={image ? 'Replace with' : 'Image'} />
        <Field field={fields.alt} label="Alt text" optional hint="Describes the picture for people who cannot see it." />
      </DrawerForm>
    </Flex>
  )
}
