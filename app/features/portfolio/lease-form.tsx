import type { ReactNode } from 'react'
import { z } from 'zod'
import { messages } from '@common/messages'
import { LEASE_STATUSES, leaseStatusLabel, portfolioMessages } from '@common/portfolio'
import { Field, MoneyField, RadioCardsField, SelectField, type SelectOption, type SelectOptionGroup } from '~/components/forms'
import type { useSchemaForm } from '~/components/schema-form'
import { centsSchema } from '~/utils/money-schema'
import { dateInput, optionalText } from '~/utils/schema'
import { LEASE_TYPES } from './lease-display'

/** A numeric id chosen in a native select ('' is no choice). */
export const selectedId = ({ required = true }: { required?: boolean } = {}) => {
  const id = z
    .string({ error: messages.fieldRequired })
    .regex(/^\d+$/, { error: messages.fieldRequired })
    .transform(Number)
  return required ? id : id.optional()
}

export const STATUS_OPTIONS = LEASE_STATUSES.map((status) => [status, leaseStatusLabel[status]] as const)
const RENT_DUE_DAYS = Array.from({ length: 28 }, (_, index) => [String(index + 1), String(index + 1)] as const)

/**
 * One lease form for add and 'edit all' (product-spec §2 Dialogs: lease add, edit all). Dates are
 * 'YYYY-MM-DD'; money is dollars here and cents on the API. The API checks the same end
 * date rule, so a client that skips this schema still gets the message on endDate.
 */
export const LeaseSchema = z
  .object({
    unit: selectedId(),
    nickname: optionalText(120),
    status: z.enum(LEASE_STATUSES, { error: messages.fieldRequired }),
    startDate: dateInput({ required: true }),
    endDate: dateInput(),
    leaseType: z.enum(['fixed', 'month-to-month'], { error: messages.fieldRequired }),
    rent: centsSchema({ required: true }),
    securityDeposit: centsSchema(),
    rentDueDay: z
      .string({ error: messages.fieldRequired })
      .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 28, { error: portfolioMessages.rentDueDayRange })
      .transform(Number),
  })
  .refine((value) => !value.endDate || !value.startDate || value.endDate > value.startDate, { error: portfolioMessages.endBeforeStart, path: ['endDate'] })

export type LeaseFormValue = z.output<typeof LeaseSchema>

/** The API body of a lease form; empty optional fields are cleared (null), not kept. */
export function leaseToApi(value: LeaseFormValue) {
  return {
    unit: value.unit,
    nickname: value.nickname ?? null,
    status: value.status,
    startDate: value.startDate,
    endDate: value.endDate ?? null,
    leaseType: value.leaseType,
    rent: value.rent,
    securityDeposit: value.securityDeposit ?? null,
    rentDueDay: value.rentDueDay,
  }
}

export type UnitOption = SelectOption
export type UnitOptionGroup = SelectOptionGroup & { options: UnitOption[] }

type LeaseFields = ReturnType<typeof useSchemaForm<typeof LeaseSchema>>[1]

/** The lease form's fields (the unit picker first, then names, status, terms and money). */
export function LeaseFormFields({ fields, unitGroups, unitHint }: { fields: LeaseFields; unitGroups: UnitOptionGroup[]; unitHint?: ReactNode }) {
  return (
    <>
      {/* One native select with a group per property, so it works without JavaScript (no dependent property → unit selects). */}
      <SelectField field={fields.unit} label="Unit" options={unitGroups} placeholder="Choose a unit…" hint={unitHint} />
      <Field field={fields.nickname} label="Nickname" optional hint="Shown instead of the unit address, e.g. 'Garcia family'." />
      <SelectField field={fields.status} label="Status" options={STATUS_OPTIONS} placeholder="Choose a status" />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field field={fields.startDate} label="Start date" type="date" />
        <Field field={fields.endDate} label="End date" type="date" optional />
      </div>
      <RadioCardsField field={fields.leaseType} legend="Lease type" options={LEASE_TYPES.map(([value, label]) => ({ value, label }))} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <MoneyField field={fields.rent} label="Monthly rent" />
        <MoneyField field={fields.securityDeposit} label="Security deposit" optional />
      </div>
      <SelectField field={fields.rentDueDay} label="Rent due day" options={RENT_DUE_DAYS} placeholder="Choose a day" hint="Day of the month, 1 to 28." />
    </>
  )
}
