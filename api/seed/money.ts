import type { Payload } from 'payload'
import { utcMonthName, utcMonthYear } from '@common/en-us'
import { dueDateAfter } from '@common/invoices'

const DAY_MS = 86_400_000

/**
 * The demo landlord's money: an operating account taking Zelle, Venmo and
 * checks; for each active lease the last two months' rent paid, this month's rent open,
 * a recurring rent schedule from next month and, on one lease, an overdue water bill. The
 * recurring schedules start next month, so the recurring job adds nothing at start.
 */
export async function seedDemoMoney(payload: Payload, organization: number, today = new Date()) {
  // The demo's dates agree with its statuses: an invoice was sent two weeks before it fell due
  // (never later than today), and a paid one was paid when its payment was made.
  const sentBefore = (dueDate: string) => new Date(Math.min(Date.parse(dueDate) - 14 * DAY_MS, today.getTime())).toISOString()
  const backdate = (id: number, data: { sentAt: string; paidAt?: string }) => payload.update({ collection: 'invoices', id, data, overrideAccess: true, depth: 0 })
  await payload.create({
    collection: 'accounts',
    data: {
      organization,
      name: 'Operating Account',
      zelle: { enabled: true, handle: 'payments@danarentals.example' },
      venmo: { enabled: true, handle: '@DanaRentals' },
      manual: { enabled: true, methods: ['check', 'money-order'], address: 'Dana Rentals, PO Box 1200, Savannah, GA 31402' },
    },
    overrideAccess: true,
  })
  const { docs: leases } = await payload.find({ collection: 'leases', where: { and: [{ organization: { equals: organization } }, { status: { equals: 'active' } }] }, depth: 0, pagination: false, overrideAccess: true })
  const monthStart = (offset: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 1, 12))
  for (const [index, lease] of leases.entries()) {
    const dueDay = Math.min(lease.rentDueDay ?? 1, 28)
    for (const offset of [-2, -1, 0]) {
      const month = monthStart(offset)
      const invoice = await payload.create({
        collection: 'invoices',
        data: {
          organization,
          kind: 'charge',
          lease: lease.id,
          category: 'rent',
          dueDate: dueDateAfter(month, dueDay - 1),
          paymentMethods: ['zelle', 'venmo', 'check'],
          items: [{ name: 'Rent', description: utcMonthYear(month), amount: lease.rent, quantity: 1 }],
        },
        overrideAccess: true,
        depth: 0,
      })
      const paidAt = dueDateAfter(month, dueDay - 2)
      if (offset < 0) {
        await payload.create({
          collection: 'payments',
          data: { organization, invoice: invoice.id, method: index % 2 ? 'check' : 'zelle', amount: lease.rent, status: 'succeeded', paidAt, reference: index % 2 ? `Check #${1040 + offset}` : null },
          overrideAccess: true,
          depth: 0,
        })
      }
      await backdate(invoice.id, offset < 0 ? { sentAt: sentBefore(invoice.dueDate), paidAt } : { sentAt: sentBefore(invoice.dueDate) })
    }
    await payload.create({
      collection: 'recurring-invoices',
      data: {
        organization,
        lease: lease.id,
        status: 'active',
        dayOfMonth: dueDay,
        startDate: monthStart(1).toISOString(),
        dueDays: 0,
        category: 'rent',
        paymentMethods: ['zelle', 'venmo', 'check'],
        items: [{ name: 'Rent', description: 'Monthly rent', amount: lease.rent, quantity: 1 }],
      },
      overrideAccess: true,
      depth: 0,
    })
    if (index === 0) {
      const month = monthStart(-1)
      const water = await payload.create({
        collection: 'invoices',
        data: {
          organization,
          kind: 'charge',
          lease: lease.id,
          category: 'utility',
          dueDate: dueDateAfter(month, 14),
          paymentMethods: ['zelle', 'check'],
          items: [{ name: 'Water', description: `${utcMonthName(month)} water and sewer`, amount: 6_480, quantity: 1 }],
        },
        overrideAccess: true,
        depth: 0,
      })
      await backdate(water.id, { sentAt: sentBefore(water.dueDate) })
    }
  }
  return leases.length
}
