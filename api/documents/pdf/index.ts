/**
 * The PDF engine of generated documents (ADR 014): a template's document body (JSON) plus
 * a form's answers → a PDF.
 */
export { documentBodySchema, parseDocumentBody } from './body'
export type {
  ClauseBlock,
  ClauseContent,
  DocumentBlock,
  DocumentBody,
  ListBlock,
  PartiesBlock,
  PartyReference,
  SignatureLinesBlock,
  TableBlock,
} from './body'
export { isShown, type DocumentCondition, type DocumentConditionGroup, type DocumentWhen } from './conditions'
export { BLANK, PLACEHOLDER_FORMATS, fillPlaceholders, findPlaceholders, formatAnswer, type PlaceholderFormat } from './format'
export { renderDocumentPdf, type DocumentMeta } from './render'
