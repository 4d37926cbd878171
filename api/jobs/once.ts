import type { PayloadRequest } from 'payload'
import { inTransaction } from '@api/collections/Invoices/endpoints/shared'

/** What a recurring job did in one run. */
export type RecurringRun = { created: number; skipped: number; ended: number }

/**
 * Creates a document of a recurring schedule exactly once (ADR 021, ADR 029): `generationKey`
 * is UNIQUE in `collection`, so a second run — here, on another instance, or at the same
 * moment — finds it or loses the insert race and creates nothing. True when this call created it.
 */
export async function createOnce(req: PayloadRequest, collection: 'invoices' | 'expenses', generationKey: string, create: () => Promise<unknown>): Promise<boolean> {
  const exists = async () => (await req.payload.count({ collection, where: { generationKey: { equals: generationKey } }, overrideAccess: true, req })).totalDocs > 0
  if (await exists()) return false
  try {
    await inTransaction(req, create)
    return true
  } catch (error) {
    // A concurrent run inserted the same key first (unique violation, rolled back): nothing to do.
    if (await exists()) return false
    throw error
  }
}
