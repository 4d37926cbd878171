import { DOCUMENT_CATEGORIES, type DocumentCategory } from '@api/collections/EditableDocuments/categories'

/**
 * Shared vocabulary of the landlord's documents pages (product-spec §2 landlord documents/*,
 * Document filter drawer; §3 document types). Used by the routes and their tests.
 */
export { DOCUMENT_CATEGORIES, type DocumentCategory }

export const DOCUMENTS_PATH = '/app/landlord/documents'
export const documentHref = (id: number | string) => `${DOCUMENTS_PATH}/${id}`
/** Reopens the document's form prefilled (documents.$documentId.edit.ts). */
export const documentEditHref = (id: number | string) => `${DOCUMENTS_PATH}/${id}/edit`
/** The PDF of a generated document (resource route, served with the signed-in user's token). */
export const documentFileHref = (id: number | string) => `${DOCUMENTS_PATH}/${id}/file`

/** Drawer names (`?d=`). */
export const DOCUMENT_FILTER = 'document-filter'
export const DOCUMENT_RENAME = 'document-rename'
export const DOCUMENT_CONNECT = 'document-connect'
export const DOCUMENT_DELETE = 'document-delete'

export const documentCategoryLabel: Record<DocumentCategory, string> = {
  lease: 'Lease',
  invoice: 'Invoice',
  receipt: 'Receipt',
  utility: 'Utility',
  tax: 'Tax',
  image: 'Image',
  other: 'Other',
}

export const documentMessages = {
  renamed: 'Document renamed.',
  connected: 'Document connections saved.',
  deleted: 'Document moved to the trash.',
  emptyList: 'Documents you create from form templates are listed here. Fill in a form to create your first one.',
  emptyFiltered: 'No documents match these filters.',
} as const

/** The filters of the list, read from the URL: repeated `leases`, `properties`, `category` params (product-spec §3 Document filter). */
export type DocumentFilters = { leases: number[]; properties: number[]; categories: DocumentCategory[] }

const ids = (values: string[]) => [...new Set(values.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0))]

/** Accepts both `leases` and `leases[]` spellings; unknown values are dropped. */
export function readDocumentFilters(url: URL): DocumentFilters {
  const all = (name: string) => [...url.searchParams.getAll(name), ...url.searchParams.getAll(`${name}[]`)]
  return {
    leases: ids(all('leases')),
    properties: ids(all('properties')),
    categories: [...new Set(all('category'))].filter((value): value is DocumentCategory => (DOCUMENT_CATEGORIES as readonly string[]).includes(value)),
  }
}
