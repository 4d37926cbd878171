import type { RouterContextProvider } from 'react-router'
import { businessMessages } from '@common/business'
import { normalizeStateCode } from '@common/address'
import { forgetSetupProgress } from './setup-progress.server'
import { ApiError, type Doc } from '~/utils/api.server'
import { api } from '~/utils/auth.server'
import { confirmAction, submitForm } from '~/utils/form-action.server'
import { withCoordinates } from '~/utils/geocode.server'
import { AccountInformationSchema, BusinessContactSchema, BusinessWebsiteSchema, WebsiteImageSchema, type OptionalAddress } from './business-forms'
import { BUSINESS_INTENTS } from './business-info'

type Context = Readonly<RouterContextProvider>
type Organization = Doc<'organizations'>

/** Ours (the spec is silent on success wording). */
export const businessToasts = {
  accountInformation: 'Account information saved.',
  contactInformation: 'Business contact information saved.',
  website: 'Business website saved.',
  imageUploaded: 'Website image uploaded.',
  imageRemoved: 'Website image removed.',
} as const

/** An empty address clears the stored one; a given one gets coordinates when a maps key is set (product-spec §5). */
async function addressToApi(address: OptionalAddress) {
  if (!address?.line1) return { line1: null, line2: null, city: null, state: null, postalCode: null, latitude: null, longitude: null }
  const located = await withCoordinates({
    line1: address.line1,
    line2: address.line2,
    city: address.city ?? '',
    state: normalizeStateCode(address.state) ?? '',
    postalCode: address.postalCode ?? '',
    latitude: address.latitude,
    longitude: address.longitude,
  })
  return { ...located, state: normalizeStateCode(located.state), line2: located.line2 ?? null, latitude: located.latitude ?? null, longitude: located.longitude ?? null }
}

/**
 * Spec §8 Organization update: account information, website and website image failures
 * read 'Try again' (field errors stay next to their fields); contact information shows
 * the returned error.
 */
function tryAgainOnFailure<T>(mutate: () => Promise<T>, { keepFieldErrors = true }: { keepFieldErrors?: boolean } = {}) {
  return async () => {
    try {
      return await mutate()
    } catch (error) {
      if (error instanceof ApiError && error.status < 500 && error.status !== 404 && !(keepFieldErrors && Object.keys(error.fieldErrors).length)) {
        throw new ApiError(businessMessages.tryAgain, error.status)
      }
      if (error instanceof ApiError && error.status >= 500) throw new ApiError(businessMessages.tryAgain, 400)
      throw error
    }
  }
}

/** API field paths → the forms' field names. */
const CONTACT_FIELD_NAMES: Record<string, string> = {
  'marketing.contactInfo.phone.0.number': 'phone1',
  'marketing.contactInfo.phone.1.number': 'phone2',
  'marketing.contactInfo.email': 'contactEmail',
  ...Object.fromEntries(['line1', 'line2', 'city', 'state', 'postalCode'].map((key) => [`marketing.contactInfo.address.${key}`, `contactAddress.${key}`])),
}

const imageIdOf = (value: Organization['websiteImage']) => (typeof value === 'object' && value ? value.id : (value ?? null))

/**
 * The business info intents of a route action (settings, business website, account
 * setup): Account Information, Business Contact Information, Business Website, and the
 * website image's upload and removal. Returns null for any other intent.
 */
export async function handleBusinessIntent(context: Context, formData: FormData, organization: Organization, { fallbackRedirect }: { fallbackRedirect: string }) {
  const intent = formData.get('intent')
  const client = api(context)
  const id = organization.id
  forgetSetupProgress(context)

  switch (intent) {
    case BUSINESS_INTENTS.accountInformation:
      return submitForm({
        context,
        formData,
        schema: AccountInformationSchema,
        intent,
        fallbackRedirect,
        toast: { type: 'success', title: businessToasts.accountInformation },
        mutate: async (value) => {
          const address = await addressToApi(value.address)
          return tryAgainOnFailure(() =>
            client.update('organizations', id, {
              organizationType: value.organizationType,
              organizationName: value.organizationName ?? null,
              // A company keeps no personal name of its own; an individual's is required.
              firstName: value.organizationType === 'individual' ? value.firstName : (organization.firstName ?? null),
              lastName: value.organizationType === 'individual' ? value.lastName : (organization.lastName ?? null),
              address,
              phoneNumber: value.phoneNumber ?? null,
              email: value.email ?? null,
              website: value.organizationType === 'company' ? (value.website ?? null) : (organization.website ?? null),
            }),
          )()
        },
      })
    case BUSINESS_INTENTS.contactInformation:
      return submitForm({
        context,
        formData,
        schema: BusinessContactSchema,
        intent,
        fallbackRedirect,
        fieldNames: CONTACT_FIELD_NAMES,
        toast: { type: 'success', title: businessToasts.contactInformation },
        mutate: async (value) => {
          const phones = [
            { number: value.phone1, type: value.phone1Method },
            { number: value.phone2, type: value.phone2Method },
          ].map((phone) => ({ number: phone.number ?? null, type: phone.type }))
          return client.update('organizations', id, {
            marketing: { contactInfo: { address: await addressToApi(value.contactAddress), phone: phones, email: value.contactEmail ?? null } },
          })
        },
      })
    case BUSINESS_INTENTS.website:
      return submitForm({
        context,
        formData,
        schema: BusinessWebsiteSchema,
        intent,
        fallbackRedirect,
        toast: { type: 'success', title: businessToasts.website },
        mutate: (value) =>
          tryAgainOnFailure(() =>
            client.update('organizations', id, {
              description: value.description ?? null,
              marketing: { shareAddress: value.shareAddress, sharePhone: value.sharePhone, shareEmail: value.shareEmail, shareProperties: value.shareProperties },
            }),
          )(),
      })
    case BUSINESS_INTENTS.websiteImageUpload: {
      // Spec §5: only the first chosen file is taken.
      const files = formData.getAll('file')
      if (files.length > 1) formData.set('file', files[0]!)
      return submitForm({
        context,
        formData,
        schema: WebsiteImageSchema,
        intent,
        fallbackRedirect,
        toast: { type: 'success', title: businessToasts.imageUploaded },
        mutate: tryAgainOnFailure(async () => {
          const file = formData.get('file') as File
          const upload = new FormData()
          upload.append('file', file, file.name)
          upload.append('_payload', JSON.stringify({ alt: String(formData.get('alt') ?? '').trim() }))
          const previous = imageIdOf(organization.websiteImage)
          const { doc: image } = await client.create('images', upload)
          try {
            await client.update('organizations', id, { websiteImage: image.id })
          } catch (error) {
            await client.remove('images', image.id).catch(() => undefined)
            throw error
          }
          if (previous && previous !== image.id) await client.remove('images', previous).catch(() => undefined)
          return image
          // Spec §8: a website image create failure shows 'Try again' (the form has checked type and size).
        }, { keepFieldErrors: false }),
      })
    }
    case BUSINESS_INTENTS.websiteImageRemove:
      return confirmAction({
        context,
        formData,
        intent,
        fallbackRedirect,
        toast: { type: 'success', title: businessToasts.imageRemoved },
        mutate: tryAgainOnFailure(async () => {
          const previous = imageIdOf(organization.websiteImage)
          await client.update('organizations', id, { websiteImage: null })
          if (previous) await client.remove('images', previous).catch(() => undefined)
        }),
      })
    default:
      return null
  }
}
