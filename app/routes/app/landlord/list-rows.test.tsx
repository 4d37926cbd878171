import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ConditionReportList } from '~/features/condition-reports/condition-report-list'
import { ExpenseAmountCell, ExpenseRows } from '~/features/expenses/expense-list'
import { InvoiceList } from '~/features/invoices/invoice-list'
import { MarketingList } from '~/features/listings/marketing-list'
import { MaintenanceList } from '~/features/maintenance/maintenance-list'
import { PeopleListPage } from '~/features/people/people-list'
import { LeasesTab } from '~/features/portfolio/lease-list'
import { SecurityDepositList } from '~/features/security-deposits/security-deposit-views'
import PropertiesPage from './_index'
import { Table } from '~/components/ui'

/**
 * ADR 040: a list renders each row once — the table, which CSS shows as cards on phones —
 * not a table and a list of cards. Each list here gets two rows: each row's link is in the
 * page once, there is no second (card) list, and every data cell names its column for the
 * phone's card (data-label), except the actions' cell.
 */
function render(element: ReactNode, path = '/app/landlord/list') {
  const Stub = createRoutesStub([{ path: path.split('?')[0]!, Component: () => <>{element}</> }])
  return renderToString(<Stub initialEntries={[path]} />)
}

const count = (html: string, text: string) => html.split(text).length - 1

function expectRowsOnce(html: string, hrefs: string[], { unlabelled = 0 }: { unlabelled?: number } = {}) {
  for (const href of hrefs) expect(count(html, `href="${href}"`), href).toBe(1)
  expect(count(html, 'list-table'), 'one table, shown as cards on phones').toBe(1)
  expect(html).not.toContain('md:hidden')
  expect(html).not.toContain('hidden md:block')
  const cells = [...html.matchAll(/<td [^>]*>/g)].map(([cell]) => cell)
  expect(cells.length).toBeGreaterThan(0)
  expect(cells.filter((cell) => !/ data-label="[^"]+"/.test(cell)), 'cells without a label').toHaveLength(unlabelled * hrefs.length)
}

const ISO = '2026-11-01T12:00:00.000Z'

describe('lists render each row once (ADR 040)', () => {
  it('properties', () => {
    const row = (id: number) => ({ id, address: { line1: `${id} Main St`, line2: null, city: 'Springfield', state: 'IL', postalCode: '62701' }, nickname: null, propertyType: null, archived: false, unitCount: 2, activeLeaseCount: 1, deletedAt: null })
    const loaderData = { properties: [row(1), row(2)], page: 1, hasNextPage: false, sort: 'address.line1', q: '', archived: 'exclude', trash: false, unfiltered: true }
    const html = render(<PropertiesPage {...({ loaderData } as unknown as Parameters<typeof PropertiesPage>[0])} />, '/app/landlord')
    expectRowsOnce(html, ['/app/landlord/properties/1', '/app/landlord/properties/2'], { unlabelled: 1 })
  })

  it('maintenance', () => {
    const row = (id: number) => ({ id, number: id, title: `Leak ${id}`, category: 'plumbing', priority: 'normal', status: 'open', address: '1 Main St', assigneeName: null, dueDate: null, createdAt: ISO })
    const data = { rows: [row(1), row(2)], page: 1, hasNextPage: false, sort: '-createdAt', filters: { statuses: [], priorities: [], categories: [], property: null, unit: null, assignee: '', from: null, to: null }, options: null }
    const html = render(<MaintenanceList data={data as never} hrefOf={(id) => `/app/landlord/maintenance/${id}`} emptyDescription="None" />)
    expectRowsOnce(html, ['/app/landlord/maintenance/1', '/app/landlord/maintenance/2'])
  })

  it('invoices, each link named by its category, due date and tenant', () => {
    const row = (id: number) => ({
      id,
      dueDate: ISO,
      paidAt: null,
      tenant: 'Ann Lee',
      leaseId: null,
      leaseLabel: '',
      unitId: null,
      unitName: '',
      propertyId: null,
      propertyLabel: '',
      category: id === 1 ? 'rent' : 'fee',
      total: 100_00,
      amountDue: 100_00,
      status: 'open',
    })
    const totals = { openAmountDue: 0, openCount: 0, overdueAmount: 0, overdueCount: 0, paidThisMonth: 0, paidThisMonthCount: 0, monthStart: ISO }
    const filters = { statuses: [], lease: null, property: null, category: null, dueFrom: null, dueTo: null }
    const data = { rows: [row(1), row(2)], page: 1, hasNextPage: false, sort: '-dueDate', filters, filterLabels: { lease: null, property: null }, view: 'all', scope: {}, totals }
    const html = render(<InvoiceList data={data as never} emptyDescription="None" />)
    expectRowsOnce(html, ['/app/landlord/invoices/1', '/app/landlord/invoices/2'])
    // Two invoices due the same day to the same tenant: the links' names still differ (axe).
    expect(html).toContain('aria-label="Rent · due Nov 1, 2026, Ann Lee"')
    expect(html).toContain('aria-label="Fee · due Nov 1, 2026, Ann Lee"')
  })

  it('people', () => {
    const row = (id: number) => ({ id, name: `Ann ${id}`, companyName: null, email: `ann${id}@example.com`, phoneNumber: null, leases: 1, portalAccess: false, invitation: null })
    const data = { type: 'tenant', rows: [row(1), row(2)], page: 1, hasNextPage: false, sort: 'lastName', q: '' }
    const html = render(<PeopleListPage data={data as never} />, '/app/landlord/people')
    expectRowsOnce(html, ['/app/landlord/people/tenants/1', '/app/landlord/people/tenants/2'])
  })

  it('a leases tab', () => {
    const row = (id: number) => ({ id, title: `Lease ${id}`, unitName: null, status: 'active' as const, tenants: ['Ann Lee'], rent: 1000_00, startDate: ISO, endDate: null, archived: false })
    const html = render(<LeasesTab leases={[row(1), row(2)]} page={1} hasNextPage={false} addHref="/app/landlord/leases?d=lease-add" emptyDescription="None" />)
    expectRowsOnce(html, ['/app/landlord/leases/1', '/app/landlord/leases/2'])
  })

  it('condition reports', () => {
    const row = (id: number) => ({ id, type: 'move-in', status: 'draft', address: '1 Main St', lease: 3, createdAt: ISO, completedAt: null, href: `/app/landlord/condition-reports/${id}` })
    const html = render(<ConditionReportList rows={[row(1), row(2)] as never} />)
    expectRowsOnce(html, ['/app/landlord/condition-reports/1', '/app/landlord/condition-reports/2'])
  })

  it('marketing', () => {
    const row = (id: number) => ({ id, name: `Unit ${id}`, title: null, propertyLabel: '1 Main St', status: 'draft', rent: null, availableDate: null, photos: 0 })
    const html = render(<MarketingList rows={[row(1), row(2)] as never} page={1} hasNextPage={false} />)
    expectRowsOnce(html, ['/app/landlord/marketing/1', '/app/landlord/marketing/2'])
  })

  it('security deposits', () => {
    const deposit = (id: number) => ({ id, status: 'held', amount: 500_00, amountHeld: 500_00, amountReturned: 0, heldAt: ISO, returnedAt: null, createdAt: ISO, lease: { id: id + 10, title: `Lease ${id}` }, property: null })
    const html = render(<SecurityDepositList list={{ deposits: [deposit(1), deposit(2)] as never, page: 1, hasNextPage: false }} emptyDescription="None" />)
    expectRowsOnce(html, ['/app/landlord/leases/11/security-deposit', '/app/landlord/leases/12/security-deposit'])
  })

  it('expenses (their actions cell has no label)', () => {
    const rows = [1, 2].map((id) => ({ id, payeeName: `Payee ${id}`, amount: 10_00, place: null }))
    const html = render(
      <ExpenseRows
        rows={rows}
        header={<Table.ColumnHeaderCell>Payee</Table.ColumnHeaderCell>}
        cells={(row) => (
          <>
            <Table.RowHeaderCell>{row.payeeName}</Table.RowHeaderCell>
            <ExpenseAmountCell amount={row.amount} />
          </>
        )}
        actions={(row) => <a href={`/app/landlord/expenses/${row.id}`}>Edit</a>}
      />,
    )
    expectRowsOnce(html, ['/app/landlord/expenses/1', '/app/landlord/expenses/2'], { unlabelled: 1 })
  })
})
