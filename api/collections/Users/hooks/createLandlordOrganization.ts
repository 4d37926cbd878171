import type { CollectionAfterChangeHook } from 'payload'
import { ensureLandlordOrganization } from '@api/collections/Organizations/ensureLandlordOrganization'
import type { User } from '@api/payload-types'

/** A landlord sign-up (`landlord: true`) gets an individual organization owned by the new user. */
export const createLandlordOrganization: CollectionAfterChangeHook<User> = async ({ data, doc, operation, req }) => {
  if (operation !== 'create' || data?.landlord !== true) return doc
  await ensureLandlordOrganization(req, doc)
  return doc
}
