import { expect } from 'vitest'
import type { ConditionRating, ConditionRoom } from '@common/condition-reports'
import { rest } from '../rest'
import { mailsTo } from './outbox'

/** Rates items of a report (by item id) through the collection, as the landlord's room form does. */
export async function rateItems(token: string, reportId: number, ratings: Record<string, ConditionRating>) {
  const report = await rest('GET', `/condition-reports/${reportId}`, { token })
  const rooms = (report.body.rooms as ConditionRoom[]).map((room) => ({ ...room, items: room.items.map((item) => (ratings[item.id] ? { ...item, rating: ratings[item.id]! } : item)) }))
  const updated = await rest('PATCH', `/condition-reports/${reportId}`, { token, json: { rooms } })
  expect(updated.status, JSON.stringify(updated.body)).toBe(200)
  return updated.body.doc
}

/**
 * A completed move-in of the lease (kitchen walls and floor good, living-area floor fair) and a
 * move-out started from it where the kitchen walls are damaged, the kitchen floor poor and the
 * living-area floor good again (better: not deductible).
 */
export async function moveOutWithWorseItems(token: string, leaseId: number) {
  const moveIn = await rest('POST', '/condition-reports', { token, json: { lease: leaseId, type: 'move-in' } })
  expect(moveIn.status, JSON.stringify(moveIn.body)).toBe(201)
  await rateItems(token, moveIn.body.doc.id, { 'kitchen.walls': 'good', 'kitchen.floor': 'good', 'living.floor': 'fair' })
  expect((await rest('POST', `/condition-reports/${moveIn.body.doc.id}/complete`, { token })).status).toBe(200)
  const moveOut = await rest('POST', '/condition-reports', { token, json: { lease: leaseId, type: 'move-out', basedOn: moveIn.body.doc.id } })
  expect(moveOut.status, JSON.stringify(moveOut.body)).toBe(201)
  await rateItems(token, moveOut.body.doc.id, { 'kitchen.walls': 'damaged', 'kitchen.floor': 'poor', 'living.floor': 'good' })
  return { moveIn: moveIn.body.doc.id as number, moveOut: moveOut.body.doc.id as number }
}

/** The signing links e-mailed to a report's tenant: the token of each, newest first. */
export const mailedLinks = async (email: string, report: number) =>
  (await mailsTo(email)).flatMap((mail) => mail.links.filter((link) => new URL(link).pathname.startsWith(`/app/condition-reports/sign/${report}.`)).map((link) => ({ mail, token: decodeURIComponent(new URL(link).pathname.split('/').pop()!) })))
