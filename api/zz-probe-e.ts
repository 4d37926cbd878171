import type { RequiredDataFromCollectionSlug } from 'payload'
export const x: RequiredDataFromCollectionSlug<'invoices'> = { kind: 'security-deposit', lease: 1, dueDate: '', category: 'other', paymentMethods: ['zelle'], items: [{ name: 'a', description: 'b', amount: 1, quantity: 1 }] }
