import { z } from 'zod'
import { messages } from '@common/messages'
import { CONTACT_TYPES, CUSTOM_FIELD_TYPES } from '@common/people'
import { portfolioMessages } from '@common/portfolio'
import { contactShape } from '~/features/portfolio/contact-form'
import { checkbox, optionalText } from '~/utils/schema'

// The paths, names and tabs (no zod: the lists import them without the schemas, ADR 027).
export * from './people-paths'

/**
 * One custom field row of the form. Existing rows carry their id and a Remove checkbox;
 * the empty row at the end adds one (left empty, it is ignored).
 */
export const CustomFieldRowSchema = z.object({
  id: z.string().trim().max(100).optional(),
  label: optionalText(100),
  type: z.enum(CUSTOM_FIELD_TYPES).optional().default('text'),
  value: optionalText(1000),
  remove: checkbox(),
})

/**
 * The person form (add and edit drawers): the contact's own fields, shared with the
 * lease's invite drawer, plus type, company, notes and custom fields. The values of custom
 * fields are checked by their type by the API, whose errors come back on each row.
 */
export const PersonSchema = z
  .object({
    type: z.enum(CONTACT_TYPES, { error: messages.fieldRequired }),
    ...contactShape,
    companyName: optionalText(200),
    notes: optionalText(5000),
    customFields: z.array(CustomFieldRowSchema).max(40).optional().default([]),
  })
  .superRefine((value, context) => {
    if (!value.firstName && !value.lastName) context.addIssue({ code: 'custom', message: portfolioMessages.contactNeedsName, path: ['firstName'] })
    value.customFields.forEach((row, index) => {
      if (!row.remove && !row.label && row.value) context.addIssue({ code: 'custom', message: messages.fieldRequired, path: ['customFields', index, 'label'] })
    })
  })

export type PersonValue = z.output<typeof PersonSchema>

/**
 * The API body of a person form, and for each custom field sent the index of its row in
 * the form (removed and empty rows are not sent), so that the API's errors
 * ('customFields.1.value') land on the right row.
 */
export function personToApi(value: PersonValue) {
  const kept = value.customFields.flatMap((row, index) => (!row.remove && row.label ? [{ row, index }] : []))
  return {
    body: {
      type: value.type,
      firstName: value.firstName ?? null,
      lastName: value.lastName ?? null,
      email: value.email ?? null,
      phoneNumber: value.phoneNumber ?? null,
      companyName: value.companyName ?? null,
      notes: value.notes ?? null,
      customFields: kept.map(({ row }) => ({ ...(row.id ? { id: row.id } : {}), label: row.label, type: row.type, value: row.value ?? null })),
    },
    formIndexOf: kept.map(({ index }) => index),
  }
}

/** An API field path as the form names it: 'customFields.1.value' → 'customFields[3].value'. */
export function formFieldName(apiPath: string, formIndexOf: readonly number[]) {
  const match = /^customFields\.(\d+)\.(\w+)$/.exec(apiPath)
  if (!match) return apiPath
  const formIndex = formIndexOf[Number(match[1])]
  return formIndex === undefined ? 'customFields' : `customFields[${formIndex}].${match[2]}`
}
