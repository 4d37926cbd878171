import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { idOf } from '@common/ids'
import type { Avatar } from '@api/payload-types'

/** The value of `users.avatar` for a stored avatar: the shell serves it as /app/assets/avatars/{filename}. */
export const avatarPath = (filename: string) => `avatars/${filename}`

/** A new avatar replaces the owner's previous one (deleted with its file) and becomes `users.avatar`. */
export const linkUserAvatar: CollectionAfterChangeHook<Avatar> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || !doc.filename) return doc
  const owner = idOf(doc.owner)
  if (owner === null) return doc
  await req.payload.delete({ collection: 'avatars', where: { and: [{ owner: { equals: owner } }, { id: { not_equals: doc.id } }] }, overrideAccess: true, req })
  await req.payload.update({ collection: 'users', id: owner, data: { avatar: avatarPath(doc.filename) }, overrideAccess: true, depth: 0, req })
  return doc
}

/** Deleting the current avatar clears `users.avatar` (the shell shows the initials again). */
export const clearUserAvatar: CollectionAfterDeleteHook<Avatar> = async ({ doc, req }) => {
  if (!doc.filename) return doc
  const owner = idOf(doc.owner)
  if (owner === null) return doc
  const { docs } = await req.payload.find({ collection: 'users', where: { and: [{ id: { equals: owner } }, { avatar: { equals: avatarPath(doc.filename) } }] }, depth: 0, limit: 1, overrideAccess: true, req })
  if (docs.length) await req.payload.update({ collection: 'users', id: owner, data: { avatar: null }, overrideAccess: true, depth: 0, req })
  return doc
}
