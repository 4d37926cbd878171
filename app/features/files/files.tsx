/**
 * Uploaded files (product-spec §2 Add File drawer, File attachment row; §5 Files): the names,
 * URLs, attachment row and a parent's list of files (files-list.tsx, no zod), and the drawers'
 * schemas and forms (file-drawers.tsx). The action side is utils/files.server.ts; the API side
 * api/collections/Files (ADR 018).
 */
export * from './files-list'
export * from './file-drawers'
