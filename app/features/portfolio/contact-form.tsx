import { z } from 'zod'
import { messages } from '@common/messages'
import { EMAIL_PATTERN } from '@common/password'
import { isUsPhoneNumber } from '@common/phone'
import { portfolioMessages } from '@common/portfolio'
import { Field } from '~/components/forms'
import type { useSchemaForm } from '~/components/schema-form'
import { optionalText } from '~/utils/schema'

/** Spec §5, verbatim. */
export const PHONE_INVALID = messages.phoneInvalid

/** A US number: 10 digits, or 11 with the leading 1, whatever the punctuation. */

/**
 * A contact's own fields (product-spec §3: names, e-mail and phone). A contact needs a first or a
 * last name (the API says the same on firstName).
 */
export const contactShape = {
  firstName: optionalText(100),
  lastName: optionalText(100),
  email: z
    .string()
    .trim()
    .regex(EMAIL_PATTERN, { error: messages.emailInvalid })
    .optional(),
  phoneNumber: z
    .string()
    .trim()
    .max(30, { error: PHONE_INVALID })
    .refine(isUsPhoneNumber, { error: PHONE_INVALID })
    .optional(),
}

export const ContactSchema = z
  .object(contactShape)
  .refine((value) => Boolean(value.firstName || value.lastName), { error: portfolioMessages.contactNeedsName, path: ['firstName'] })

export function contactToApi(value: { firstName?: string; lastName?: string; email?: string; phoneNumber?: string }) {
  return { firstName: value.firstName ?? null, lastName: value.lastName ?? null, email: value.email ?? null, phoneNumber: value.phoneNumber ?? null }
}

type ContactFields = ReturnType<typeof useSchemaForm<typeof ContactSchema>>[1]

/** First and last name side by side from 640 px, then e-mail and phone. */
export function ContactFormFields({ fields }: { fields: Pick<ContactFields, 'firstName' | 'lastName' | 'email' | 'phoneNumber'> }) {
  return (
    <>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field field={fields.firstName} label="First name" autoComplete="off" />
        <Field field={fields.lastName} label="Last name" autoComplete="off" />
      </div>
      <Field field={fields.email} label="Email" type="email" optional autoComplete="off" />
      <Field field={fields.phoneNumber} label="Phone" type="tel" optional autoComplete="off" />
    </>
  )
}
