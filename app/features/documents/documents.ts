import { z } from 'zod'
import { selectedId } from '~/features/portfolio/lease-form'
import { requiredText } from '~/utils/schema'

// The paths, names and labels (no zod: the list and badges import them without the schemas, ADR 027).
export * from './documents-paths'

export const RenameDocumentSchema = z.object({ name: requiredText(200) })

/** Connect drawer: an empty choice removes the link. */
export const ConnectDocumentSchema = z.object({ lease: selectedId({ required: false }), property: selectedId({ required: false }) })
