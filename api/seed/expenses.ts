import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { addMonths, isoDay, occurrenceDays, type ExpenseCategory, type TaxCategory } from '@common/expenses'
import type { User } from '@api/payload-types'
import { expenseGenerationKeyOf } from '@api/jobs/recurring-expenses'

/** A 1×1 PNG: the demo receipt (the file rules check the bytes). */
const RECEIPT = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

type Seeded = { date: string; amount: number; payeeName: string; category: ExpenseCategory; taxCategory: TaxCategory; property: number | null; memo?: string; payeeContact?: number | null }

/**
 * A year of demo expenses (ADR 029) for the demo organization, up to `today`: every property's
 * water bill each month and property tax each quarter, mortgage interest on the first property,
 * repairs and supplies now and then (the roof repair paid to the demo vendor, with its
 * receipt), an insurance policy split across the properties, and a recurring monthly
 * landscaping contract with its occurrences recorded as the job records them. Deterministic
 * amounts; once per organization (false when it already has expenses).
 */
export async function seedDemoExpenses(payload: Payload, organization: number, landlord: User, today: Date = new Date()) {
  // The expense a closed maintenance request recorded (seeded before) does not count as the demo's year.
  const { totalDocs } = await payload.count({ collection: 'expenses', where: { and: [{ organization: { equals: organization } }, { maintenanceRequest: { exists: false } }] }, overrideAccess: true })
  if (totalDocs > 0) return false
  const { docs: properties } = await payload.find({ collection: 'properties', where: { organization: { equals: organization } }, sort: 'id', depth: 0, limit: 10, overrideAccess: true })
  if (!properties.length) return false
  const vendor = (await payload.find({ collection: 'contacts', where: { and: [{ organization: { equals: organization } }, { type: { equals: 'vendor' } }] }, depth: 0, limit: 1, overrideAccess: true })).docs[0]
  const todayDay = isoDay(today)
  const firstOfMonth = isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)))
  const yearAgo = addMonths(firstOfMonth, -11)
  const create = (expense: Seeded & { splitGroup?: string; recurringExpense?: number; generationKey?: string }) =>
    payload.create({ collection: 'expenses', data: { organization, ...expense, date: `${expense.date}T00:00:00.000Z` } as never, depth: 0, overrideAccess: true })

  const expenses: Seeded[] = []
  for (let month = 0; month < 12; month++) {
    const start = addMonths(yearAgo, month)
    const day = (date: number) => `${start.slice(0, 8)}${String(date).padStart(2, '0')}`
    properties.forEach((property, index) => {
      expenses.push({ date: day(8 + index), amount: 4_200 + ((month * 7 + index * 13) % 11) * 350, payeeName: 'City Water & Sewer', category: 'utility', taxCategory: 'utilities', property: property.id })
      if (month % 3 === 2) expenses.push({ date: day(20), amount: 61_000 + index * 14_500, payeeName: 'County Tax Collector', category: 'tax', taxCategory: 'taxes', property: property.id, memo: 'Quarterly property tax' })
    })
    expenses.push({ date: day(1), amount: 98_000 - month * 250, payeeName: 'First Federal Mortgage', category: 'other', taxCategory: 'mortgage-interest', property: properties[0]!.id, memo: 'Interest part of the mortgage payment' })
    if (month % 4 === 1) expenses.push({ date: day(12), amount: 3_875 + month * 120, payeeName: 'Hardware Depot', category: 'maintenance', taxCategory: 'supplies', property: null, memo: 'Filters, bulbs, batteries' })
    if (month % 5 === 3) expenses.push({ date: day(17), amount: 12_500, payeeName: 'Leasewell Listings', category: 'fee', taxCategory: 'advertising', property: properties[month % properties.length]!.id, memo: 'Vacancy listing' })
  }
  for (const expense of expenses) if (expense.date <= todayDay) await create(expense)

  // A repair paid to the demo vendor, with its receipt.
  const repairDay = addMonths(yearAgo, 5).slice(0, 8) + '14'
  const repair = await create({ date: repairDay, amount: 185_000, payeeName: vendor ? '' : 'Martinez Plumbing & Heating', payeeContact: vendor?.id ?? null, category: 'repair', taxCategory: 'repairs', property: properties[0]!.id, memo: 'Replaced the water heater' })
  await payload.create({
    collection: 'files',
    data: { kind: 'expense', expense: repair.id, nickname: 'Water heater receipt.png' } as never,
    file: { data: RECEIPT, mimetype: 'image/png', name: 'water-heater-receipt.png', size: RECEIPT.length },
    overrideAccess: true,
    user: landlord,
  })

  // The yearly insurance policy, split across the properties (the parts add up to the premium).
  const premium = 360_000
  const splitGroup = randomUUID()
  const share = Math.floor(premium / properties.length)
  for (const [index, property] of properties.entries()) {
    const amount = index === 0 ? premium - share * (properties.length - 1) : share
    await create({ date: addMonths(yearAgo, 2).slice(0, 8) + '01', amount, payeeName: 'Harbor Mutual Insurance', category: 'other', taxCategory: 'insurance', property: property.id, memo: 'Landlord policy, yearly premium', splitGroup })
  }

  // A monthly landscaping contract, its occurrences so far recorded once each (as the job does).
  const startDate = addMonths(yearAgo, 1).slice(0, 8) + '05'
  const landscaping = await payload.create({
    collection: 'recurring-expenses',
    data: { organization, amount: 14_000, payeeName: 'Green Acres Landscaping', category: 'maintenance', taxCategory: 'cleaning-maintenance', property: properties[properties.length - 1]!.id, frequency: 'monthly', startDate: `${startDate}T00:00:00.000Z`, status: 'active' },
    depth: 0,
    overrideAccess: true,
  })
  let last: string | null = null
  for (const day of occurrenceDays({ startDate, frequency: 'monthly' })) {
    if (day > todayDay) break
    last = day
    await create({ date: day, amount: 14_000, payeeName: 'Green Acres Landscaping', category: 'maintenance', taxCategory: 'cleaning-maintenance', property: properties[properties.length - 1]!.id, recurringExpense: landscaping.id, generationKey: expenseGenerationKeyOf(landscaping.id, day) })
  }
  if (last) await payload.update({ collection: 'recurring-expenses', id: landscaping.id, data: { lastOccurrence: last }, depth: 0, overrideAccess: true })
  return true
}
