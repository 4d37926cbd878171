import { z } from 'zod'
import { CONDITION_OPERATORS } from './conditions'
import { PLACEHOLDER_FORMATS, findPlaceholders } from './format'

/**
 * A document body: what a form template prints, as plain JSON (stored with the template's
 * form definition). Every text may hold `{{fieldName}}` placeholders, optionally with a
 * format: `{{monthlyRent | currency}}` (see `format.ts`). Every block may carry `when`, a
 * condition on the answers (see `conditions.ts`); a block whose condition fails is left
 * out, and a left-out clause takes no number.
 *
 * Blocks:
 * - heading: an unnumbered section title (e.g. an addendum).
 * - paragraph: body text, justified unless `align` says otherwise.
 * - clause: a numbered section, '3. Rent', whose content is paragraphs (a plain string is
 *   a paragraph), lists, tables and parties.
 * - list: bullets, either fixed `items`, or one per entry of the answer `source` (a string
 *   list, or repeater rows printed through `itemTemplate`, whose placeholders name the row's
 *   fields and fall back to the form's answers).
 * - parties: 'Landlord: Jane Roe' lines, one per party; a party's answer is a name, a list
 *   of names, or repeater rows (`nameField` names the row field holding the name).
 * - table: one row per repeater entry of `source`; each column prints one row field.
 * - signatureLines: for every name of every party, a signature line, the printed name and
 *   a date line.
 * - pageBreak: the next block starts a new page.
 */

const text = z.string().max(20_000)
const fieldSelector = z.string().min(1).max(200)

const condition = z.object({
  fieldSelector,
  conditionalIs: z.enum(CONDITION_OPERATORS),
  value: z.union([z.string(), z.number(), z.boolean()]).nullish(),
})
const when = z.union([condition, z.object({ logic: z.enum(['AND', 'OR']).optional(), conditions: z.array(condition) })]).optional()

const placeholderFormat = z.enum(PLACEHOLDER_FORMATS)

const party = z.object({
  /** Printed before the names: 'Landlord', 'Tenant'. */
  role: z.string().min(1).max(100),
  field: fieldSelector,
  nameField: z.string().min(1).max(200).optional(),
})

const heading = z.object({ kind: z.literal('heading'), text, when })
const paragraph = z.object({ kind: z.literal('paragraph'), text, align: z.enum(['left', 'center', 'justify']).optional(), when })
const list = z.union([
  z.object({ kind: z.literal('list'), items: z.array(text).min(1), when }),
  z.object({
    kind: z.literal('list'),
    source: fieldSelector,
    itemTemplate: text.optional(),
    /** Printed instead of the bullets when the answer has no entries; a blank line otherwise. */
    emptyText: text.optional(),
    when,
  }),
])
const parties = z.object({ kind: z.literal('parties'), intro: text.optional(), parties: z.array(party).min(1), when })
const table = z.object({
  kind: z.literal('table'),
  source: fieldSelector,
  columns: z
    .array(
      z.object({
        header: z.string().min(1).max(200),
        field: z.string().min(1).max(200),
        format: placeholderFormat.optional(),
        align: z.enum(['left', 'right']).optional(),
        /** Relative width; columns share the line width in proportion (1 when unset). */
        width: z.number().positive().max(100).optional(),
      }),
    )
    .min(1)
    .max(8),
  emptyText: text.optional(),
  when,
})
const clauseContent = z.union([text, paragraph, list, table, parties])
const clause = z.object({ kind: z.literal('clause'), title: z.string().min(1).max(300), content: z.array(clauseContent), when })
const signatureLines = z.object({ kind: z.literal('signatureLines'), parties: z.array(party).min(1), when })
const pageBreak = z.object({ kind: z.literal('pageBreak'), when })

const block = z.union([heading, paragraph, clause, list, parties, table, signatureLines, pageBreak])

/** Every placeholder's format must be one we know; the renderer would print it unformatted. */
function checkPlaceholders(value: unknown, path: PropertyKey[], context: z.RefinementCtx) {
  if (typeof value === 'string') {
    for (const placeholder of findPlaceholders(value)) {
      if (placeholder.format && !(PLACEHOLDER_FORMATS as readonly string[]).includes(placeholder.format)) {
        context.addIssue({ code: 'custom', path, message: `Unknown format '${placeholder.format}' in {{${placeholder.field} | ${placeholder.format}}}.` })
      }
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => checkPlaceholders(item, [...path, index], context))
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) checkPlaceholders(item, [...path, key], context)
  }
}

export const documentBodySchema = z
  .object({ title: z.string().min(1).max(300), blocks: z.array(block) })
  .superRefine((body, context) => checkPlaceholders(body, [], context))

export type DocumentBody = z.infer<typeof documentBodySchema>
export type DocumentBlock = DocumentBody['blocks'][number]
export type ClauseBlock = z.infer<typeof clause>
export type ClauseContent = z.infer<typeof clauseContent>
export type ListBlock = z.infer<typeof list>
export type TableBlock = z.infer<typeof table>
export type PartiesBlock = z.infer<typeof parties>
export type SignatureLinesBlock = z.infer<typeof signatureLines>
export type PartyReference = z.infer<typeof party>

/** Validates stored JSON as a document body; throws zod's error listing every problem. */
export function parseDocumentBody(input: unknown): DocumentBody {
  return documentBodySchema.parse(input)
}
