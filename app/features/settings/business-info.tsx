import type { ReactNode } from 'react'
import { formatLocality, formatStreet } from '@common/address'
import type { OrganizationType } from '@common/business'
import type { Image, Organization } from '@api/payload-types'
import { Flex, Text } from '~/components/ui'

/**
 * What the settings pages show of the organization's business information without a form: the
 * drawers' names and intents, the labels and the rows. The drawers and their zod schemas are in
 * business-forms.tsx, a chunk loaded when a drawer opens (lazy-drawers.tsx, ADR 027).
 */
export const BUSINESS_DRAWERS = {
  accountInformation: 'account-information',
  contactInformation: 'business-contact-information',
  website: 'business-website',
} as const

export const BUSINESS_INTENTS = {
  accountInformation: 'account-information',
  contactInformation: 'business-contact-information',
  website: 'business-website',
  websiteImageUpload: 'website-image-upload',
  websiteImageRemove: 'website-image-remove',
} as const

/** The drawer's organization type comes from the URL (`type=`), so switching works without JavaScript. */
export const ORGANIZATION_TYPE_PARAM = 'type'

export const ORGANIZATION_TYPE_LABELS: Record<OrganizationType, string> = { individual: 'Individual', company: 'Company' }
export const organizationTypeLabel = (type: string | null | undefined) => ORGANIZATION_TYPE_LABELS[type === 'company' ? 'company' : 'individual']

export type OrganizationLike = Pick<
  Organization,
  'organizationType' | 'organizationName' | 'firstName' | 'lastName' | 'address' | 'phoneNumber' | 'email' | 'website' | 'description' | 'marketing'
> & { websiteImage?: number | Pick<Image, 'id' | 'filename' | 'alt'> | null }

export function formatOrganizationAddress(address: Organization['address'] | null | undefined) {
  if (!address?.line1) return null
  return [formatStreet(address), formatLocality(address)].filter(Boolean).join('\n')
}

/** The organization type the Account Information drawer shows: the URL's choice, else the stored one. */
export function drawerOrganizationType(search: string, stored: string | null | undefined): OrganizationType {
  const chosen = new URLSearchParams(search).get(ORGANIZATION_TYPE_PARAM)
  if (chosen === 'individual' || chosen === 'company') return chosen
  return stored === 'company' ? 'company' : 'individual'
}

/** A row of a business info card: the label, the value or 'Not provided'. */
export function InfoRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Flex direction={{ initial: 'column', sm: 'row' }} gap={{ initial: '1', sm: '4' }} py="2">
      <Text size="2" color="gray" className="sm:w-56 sm:shrink-0">
        {label}
      </Text>
      {value ? (
        <Text size="2" className="whitespace-pre-line">
          {value}
        </Text>
      ) : (
        <Text size="2" color="gray">
          Not provided
        </Text>
      )}
    </Flex>
  )
}
