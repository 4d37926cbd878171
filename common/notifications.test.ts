import { describe, expect, it } from 'vitest'
import {
  NOTIFICATION_EVENTS,
  notificationActionLabel,
  notificationCategoryFor,
  notificationPillLabel,
  notificationTimeLabel,
  presentNotification,
  presentNotifications,
  type NotificationInput,
} from './notifications'

const base = { id: 1, createdAt: '2026-11-20T10:00:00.000Z', markedRead: false }
const invitation = { id: 7, contact: 42, firstName: 'Ann', lastName: 'Renter', organizationName: 'Dana Rentals', propertyLabel: '5 Pine Street, Austin, TX 78701' }

describe('labels (product-spec §4, verbatim)', () => {
  it('every event has a pill and an action label from the spec (and ours for listing inquiries, ADR 032)', () => {
    const pills = ['New Inquiry', 'Invitation Recieved', 'Invitation Accepted', 'Invitation Declined', 'Invoice Received', 'Payment Marked Sent', 'Payment Not Received', 'Payment Overdue', 'Payment Received', 'Payment Failed', 'Action Required', 'Refund Complete', 'Refund Failed', 'New Request', 'Request Complete', 'Request Updated', 'New Comment']
    const actions = ['View Invitation', 'View Person', 'View Invoice', 'Confirm', 'View Report', 'View Request', 'View Lead']
    // The spec's 17 events and the listing inquiry.
    expect(NOTIFICATION_EVENTS).toHaveLength(18)
    for (const event of NOTIFICATION_EVENTS) {
      expect(pills, event).toContain(notificationPillLabel[event])
      expect(actions, event).toContain(notificationActionLabel[event])
    }
    // Every pill of the spec is used.
    expect(new Set(Object.values(notificationPillLabel))).toEqual(new Set(pills))
    expect(notificationPillLabel['invitation:invited']).toBe('Invitation Recieved')
  })

  it('the list category follows the area (product-spec §6)', () => {
    expect(notificationCategoryFor('tenant')).toBe('tenant')
    expect(notificationCategoryFor('landlord')).toBe('organization')
  })
})

describe('presentNotification', () => {
  it('an invitation to a tenant: pill, sentence and the tenant area', () => {
    const view = presentNotification({ ...base, event: 'invitation:invited', category: 'tenant', invitation })
    expect(view).toMatchObject({
      pill: 'Invitation Recieved',
      actionLabel: 'View Invitation',
      destination: '/app/tenant/invitations/',
      text: 'Dana Rentals invited you to your lease for 5 Pine Street, Austin, TX 78701.',
      markedRead: false,
    })
  })

  it('an answered invitation: the landlord area, on the tenant (the contact) who answered', () => {
    const accepted = presentNotification({ ...base, event: 'invitation:accepted', category: 'organization', invitation: { ...invitation, contact: { id: 42 } } })
    expect(accepted).toMatchObject({ pill: 'Invitation Accepted', actionLabel: 'View Person', destination: '/app/landlord/people/tenants/42/', text: 'Ann Renter accepted your invitation to 5 Pine Street, Austin, TX 78701.' })
    const declined = presentNotification({ ...base, event: 'invitation:declined', category: 'organization', invitation })
    expect(declined).toMatchObject({ pill: 'Invitation Declined', destination: '/app/landlord/people/tenants/42/' })
  })

  it('later kinds lead to their pages in the area of their category', () => {
    const cases: Array<[Partial<NotificationInput>, string, string]> = [
      [{ event: 'invoice:received', category: 'tenant', invoice: 9 }, '/app/tenant/invoices/9/', 'View Invoice'],
      [{ event: 'invoice:payment-marked-sent', category: 'organization', invoice: { id: 9 } }, '/app/landlord/invoices/9/', 'Confirm'],
      [{ event: 'refund:failed', category: 'organization', refund: { amount: 100, invoice: 3 } }, '/app/landlord/invoices/3/', 'View Invoice'],
      [{ event: 'condition-report:requested', category: 'tenant', conditionReport: { id: 5, lease: 11 } }, '/app/tenant/leases/11/condition-reports/5/', 'View Report'],
      [{ event: 'condition-report:completed', category: 'organization', conditionReport: { id: 5, lease: 11 } }, '/app/landlord/condition-reports/5/', 'View Report'],
      [{ event: 'maintenance-request:created', category: 'organization', maintenanceRequest: { id: 8 } }, '/app/landlord/maintenance/8/', 'View Request'],
      [{ event: 'maintenance-request:updated', category: 'tenant', maintenanceRequest: { id: 8 } }, '/app/tenant/maintenance/8/', 'View Request'],
      [{ event: 'comment:created', category: 'tenant', comment: { maintenanceRequest: 8 } }, '/app/tenant/maintenance/8/', 'View Request'],
    ]
    for (const [input, destination, actionLabel] of cases) {
      expect(presentNotification({ ...base, event: '', category: '', ...input } as NotificationInput), input.event).toMatchObject({ destination, actionLabel })
    }
  })

  it('skips notifications lacking their related data (product-spec §4), and unknown events or categories', () => {
    expect(presentNotification({ ...base, event: 'invitation:invited', category: 'tenant', invitation: null })).toBeNull()
    // An id alone: the invitation is gone or not readable.
    expect(presentNotification({ ...base, event: 'invitation:accepted', category: 'organization', invitation: 7 })).toBeNull()
    expect(presentNotification({ ...base, event: 'invitation:accepted', category: 'organization', invitation: { ...invitation, contact: null } })).toBeNull()
    expect(presentNotification({ ...base, event: 'invoice:received', category: 'tenant' })).toBeNull()
    expect(presentNotification({ ...base, event: 'condition-report:requested', category: 'tenant', conditionReport: { id: 5 } })).toBeNull()
    expect(presentNotification({ ...base, event: 'comment:created', category: 'tenant', comment: {} })).toBeNull()
    expect(presentNotification({ ...base, event: 'party:started', category: 'tenant', invitation })).toBeNull()
    expect(presentNotification({ ...base, event: 'invitation:invited', category: 'staff', invitation })).toBeNull()

    const list = presentNotifications([
      { ...base, id: 1, event: 'invitation:invited', category: 'tenant', invitation },
      { ...base, id: 2, event: 'invitation:invited', category: 'tenant', invitation: null },
      { ...base, id: 3, event: 'invoice:received', category: 'tenant', invoice: 4 },
    ])
    expect(list.map((view) => view.id)).toEqual([1, 3])
  })
})

describe('notificationTimeLabel', () => {
  const now = new Date('2026-11-22T12:00:00.000Z')
  it('reads as relative time, then as a date', () => {
    expect(notificationTimeLabel('2026-11-22T11:59:40.000Z', now)).toBe('just now')
    expect(notificationTimeLabel('2026-11-22T11:59:00.000Z', now)).toBe('1 minute ago')
    expect(notificationTimeLabel('2026-11-22T09:00:00.000Z', now)).toBe('3 hours ago')
    expect(notificationTimeLabel('2026-11-20T12:00:00.000Z', now)).toBe('2 days ago')
    expect(notificationTimeLabel('2026-11-01T12:00:00.000Z', now)).toBe('Nov 1, 2026')
    expect(notificationTimeLabel('not a date', now)).toBe('')
  })
})
