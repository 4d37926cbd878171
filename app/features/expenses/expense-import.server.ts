import { createHmac, timingSafeEqual } from 'node:crypto'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { expenseMessages } from '@common/expenses'
import { idOf } from '@common/ids'
import { propertyTitle } from '~/features/portfolio/lease-display'
import { ApiError } from '~/utils/api.server'
import { api, flashToast, requireLandlord } from '~/utils/auth.server'
import { getEnv } from '~/utils/env.server'
import { EXPENSES_PATH } from './expense-form'
import { IMPORT_CONFIRM_INTENT, IMPORT_PREVIEW_INTENT, isImportRow, previewImport, type ImportError, type ImportPlaces, type ImportPreview, type ImportRow } from './expense-import'

type Context = Readonly<RouterContextProvider>

/**
 * The CSV import's server side (ADR 029). Step 1 posts the file: it is parsed and checked
 * against the organization's places, and the page shows the preview — nothing is saved. Step
 * 2, 'Import N expenses', posts the checked rows back: they travel in a hidden field signed
 * with the server's secret (HMAC over the user and the rows, valid for an hour), so no
 * server-side stash is needed and a changed or replayed field is refused. The API then
 * creates every row in one transaction (POST /api/expenses/import): all or nothing.
 */
const IMPORT_TTL_MS = 60 * 60 * 1000

export type ImportActionData = {
  intent: string
  preview: ImportPreview
  /** Present when every row is good: what 'Import N expenses' posts back. */
  confirm: { payload: string; signature: string } | null
}

const sign = (userId: number, payload: string) => createHmac('sha256', getEnv().SESSION_SECRET).update(`expense-import:${userId}:${payload}`).digest('base64url')

export function signImport(userId: number, rows: ImportRow[], now = Date.now()) {
  const payload = Buffer.from(JSON.stringify({ issuedAt: now, rows })).toString('base64url')
  return { payload, signature: sign(userId, payload) }
}

/** The rows of a signed field from this user, unexpired and untouched; null otherwise. */
export function verifyImport(userId: number, payload: string, signature: string, now = Date.now()): ImportRow[] | null {
  const expected = Buffer.from(sign(userId, payload))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { issuedAt?: unknown; rows?: unknown }
    if (typeof parsed.issuedAt !== 'number' || now - parsed.issuedAt > IMPORT_TTL_MS || !Array.isArray(parsed.rows) || !parsed.rows.every(isImportRow)) return null
    return parsed.rows
  } catch {
    return null
  }
}

/** The organization's properties (by nickname and street) and units, to resolve the file's names. */
async function loadImportPlaces(context: Context): Promise<ImportPlaces> {
  const client = api(context)
  const [properties, units] = await Promise.all([
    client.findEvery('properties', { where: { archived: { not_equals: true } }, depth: 0, select: { nickname: true, address: true } }),
    client.findEvery('units', { where: { archived: { not_equals: true } }, depth: 0, select: { name: true, property: true } }),
  ])
  return {
    properties: properties.map((property) => ({
      id: property.id,
      label: propertyTitle(property) || `Property #${property.id}`,
      names: [property.nickname ?? '', property.address?.line1 ?? '', propertyTitle(property)],
    })),
    units: units.map((unit) => ({ id: unit.id, property: idOf(unit.property) ?? 0, name: unit.name })),
  }
}

const reply = (intent: string, preview: ImportPreview, confirm: ImportActionData['confirm'] = null) =>
  data<ImportActionData>({ intent, preview, confirm }, { status: preview.problem || preview.errors.length ? 400 : 200 })

const problemOnly = (intent: string, problem: string) => reply(intent, { rows: [], errors: [], problem })

const FIELD_LABELS: Record<string, string> = { date: 'Date', amount: 'Amount', payeeName: 'Payee', category: 'Category', taxCategory: 'Tax category', property: 'Property', unit: 'Unit', memo: 'Memo' }

/** The import page's action: preview an uploaded file, or import the signed rows. */
export async function expenseImportAction(context: Context, request: Request) {
  const user = await requireLandlord(context)
  const formData = await request.formData()
  const intent = String(formData.get('intent') ?? '')
  if (intent === IMPORT_PREVIEW_INTENT) {
    const file = formData.get('file')
    if (!(file instanceof File) || file.size === 0) return problemOnly(intent, expenseMessages.importFileRequired)
    const preview = previewImport(await file.text(), await loadImportPlaces(context))
    const good = !preview.problem && !preview.errors.length
    return reply(intent, preview, good ? signImport(user.id, preview.rows) : null)
  }
  if (intent === IMPORT_CONFIRM_INTENT) {
    const rows = verifyImport(user.id, String(formData.get('payload') ?? ''), String(formData.get('signature') ?? ''))
    if (!rows) return problemOnly(intent, expenseMessages.importStale)
    try {
      const result = await api(context).endpoint<{ created: number }>('POST', 'expenses', '/import', {
        json: { rows: rows.map(({ row: _row, place: _place, date, ...rest }) => ({ ...rest, date: `${date}T00:00:00.000Z` })) },
      })
      flashToast(context, { type: 'success', title: `${result.created} ${result.created === 1 ? 'expense' : 'expenses'} imported.` })
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error
      // A place deleted since the preview, say: the row, its column and the API's message; nothing was saved.
      const errors: ImportError[] = Object.entries(error.fieldErrors).map(([path, message]) => {
        const [, index, field] = /^rows\.(\d+)\.(\w+)/.exec(path) ?? []
        return { row: rows[Number(index)]?.row ?? 0, field: FIELD_LABELS[field ?? ''] ?? field ?? '', message }
      })
      return reply(intent, { rows, errors, problem: errors.length ? expenseMessages.importHasErrors : error.message })
    }
    throw redirect(EXPENSES_PATH)
  }
  throw data(null, { status: 400 })
}
