import { InfoCircledIcon, PlusIcon } from '@radix-ui/react-icons'
import { Fragment, useEffect, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react'
import type { AnswerValue, Answers, FieldBlock, FieldErrors, FormStep as EngineFormStep, RepeaterRow, RowBlock } from '@common/forms'
// The engine's modules themselves, not its index: the index brings blocks.ts and zod into the page (ADR 027).
import { sanitizeRichText } from '@common/forms/rich-text'
import { stateHash } from '@common/forms/state-hash'
import { centsToDollarInput } from '~/utils/money'
import { CheckboxField, CheckboxGroupField, ErrorList, Field, FormAlert, MoneyField, OptionalMarker, RadioCardsField, SelectField, TextAreaField } from '~/components/fields'
import { Button, Callout, Card, DataList, Flex, Heading, Text, TextField } from '~/components/ui'
import { enhanceDataJson } from './enhance/data'
import { fieldDomId, templateFieldMeta } from './field-meta'
import { FORM_STEP_INTENT, repeaterAddIntent, repeaterRemoveIntent } from './intents'
import { useHydrated } from 'remix-utils/use-hydrated'
import { announceInputChange, useLiveStepAnswers } from './live'
import { REVIEW_TITLES, reviewRequest, type ReviewSummary } from './reviews'
import { stepVisibility, type StepVisibility } from './visibility'

/** A lease a signed-in landlord may fill the form from (amounts in cents, as leases hold them). */
export type LeaseOption = { id: string | number; label: string; rent?: number | null; securityDeposit?: number | null }

export type FormStepProps = {
  /** The page to render, from the engine's `buildSteps` (names already namespaced for dynamic entries). */
  step: EngineFormStep
  /** The draft's answers (all pages: conditions may read other pages' answers). */
  answers: Answers
  /** Errors by answer key (`validateStep` plus `parseFormData`'s), shown next to their fields. */
  errors?: FieldErrors
  /** Signed-in landlords only: the leases prefillLease blocks offer. Absent: prefillLease blocks are not shown. */
  leaseOptions?: ReadonlyArray<LeaseOption>
  /** Review summaries loaded by the route, keyed as `reviewRequests` says. */
  reviews?: Readonly<Record<string, ReviewSummary | null | undefined>>
  /** Rows to show per repeater (after an 'Add another' / 'Remove' post); at least the answers' rows and minBlocks. */
  repeaterRows?: Readonly<Record<string, number>>
  /**
   * What Enter in a field posts: 'next', or 'preview' on the last page. null: none here, because
   * the route puts a `DefaultSubmitButton` earlier in the form (before the step indicator's buttons).
   */
  defaultIntent?: 'next' | 'preview' | null
  /**
   * The page is served without React's scripts (a visitor's form page, ADR 027) and enhanced by
   * the standalone script of `./enhance`: the server renders what that script needs — hidden
   * blocks with `hidden`, a blank row template per repeater, every row's Remove (hidden at the
   * minimum) and the step's definition and answers as JSON.
   */
  enhance?: boolean
}

/**
 * An invisible submit button of `intent`: a form's first submit button is what Enter in a field
 * presses, so put this first to make Enter mean Next (not a row's Remove, nor a step of the
 * step indicator).
 */
export function DefaultSubmitButton({ intent }: { intent: 'next' | 'preview' }) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      tabIndex={-1}
      aria-hidden="true"
      style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
    />
  )
}

export const formStepMessages = {
  errorSummary: 'Some answers on this page need your attention.',
  stringListHint: 'One per line, or separated by commas',
  richTextHint: 'You can use bold, italics, lists and links; other formatting is removed.',
  addRow: 'Add another',
  removeRow: 'Remove',
  useLease: 'Use this lease',
  chooseLease: 'Choose a lease',
  prefillHint: 'Fills in the rent and security deposit from the lease.',
  noLeases: 'You have no leases to fill this form from yet.',
  reviewEmpty: 'Choose a lease to see its details here.',
  startDate: 'Start date',
  endDate: 'End date',
} as const

/**
 * One page of a template form (product-spec §2 Forms, §3 block types): every block of `step` as plain
 * named inputs that post the way the engine's `parseFormData` reads them, so the page works
 * without JavaScript. Render it inside the route's <form method="post"> with `FormNavigation`.
 *
 * - Hidden blocks (their conditional is false) are not rendered. With JavaScript, visibility
 *   follows the inputs as they change: once hydrated, hidden blocks are kept in the page with the
 *   `hidden` attribute and shown when their conditions hold (the server ignores hidden answers).
 * - Buttons inside the page post `intent` (see intents.ts): 'repeater-add:<name>',
 *   'repeater-remove:<name>:<N>' and 'prefill-lease', which the route handles by rendering the
 *   same page again; with JavaScript, rows are added and removed and leases filled in place.
 */
export function FormStep({ step, answers, errors = {}, leaseOptions, reviews, repeaterRows, defaultIntent = 'next', enhance = false }: FormStepProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const hydrated = useHydrated()
  const live = useLiveStepAnswers(containerRef, step)
  const judged = live ? { ...answers, ...live.answers } : answers
  const visibility = stepVisibility(step, judged, live?.rows)
  const context: BlockContext = { answers, errors, leaseOptions, reviews, hydrated, enhance }
  const hasErrors = Object.values(errors).some(Boolean)

  return (
    <div ref={containerRef} className="flex flex-col gap-5" data-form-step={step.key}>
      {defaultIntent ? <DefaultSubmitButton intent={defaultIntent} /> : null}
      <div className="flex flex-col gap-1">
        {step.title ? (
          <Heading as="h2" size="6">
            {step.title}
          </Heading>
        ) : null}
        {step.section.description ? (
          <Text as="p" size="2" color="gray">
            {step.section.description}
          </Text>
        ) : null}
      </div>
      {hasErrors ? <FormAlert errors={[formStepMessages.errorSummary]} /> : null}
      {enhance ? <script type="application/json" data-form-step-data="" dangerouslySetInnerHTML={{ __html: enhanceDataJson(step, answers) }} /> : null}
      {step.blocks.map((block, index) => {
        const shown = visibility.blocks[index]
        if (!shown && !hydrated && !enhance) return null
        return (
          <div key={`${index}-${block.id ?? block.blockType}`} hidden={!shown || undefined} data-block-type={block.blockType} data-block-index={index}>
            {block.blockType === 'repeater' ? (
              <RepeaterBlock
                key={stateHash({ rows: answers[block.name] ?? null, count: repeaterRows?.[block.name] ?? null })}
                block={block}
                context={context}
                visibility={visibility}
                shownRows={repeaterRows?.[block.name]}
              />
            ) : (
              <LeafBlock block={block} slot={topLevelSlot(answers, errors)} context={context} />
            )}
          </div>
        )
      })}
    </div>
  )
}

type BlockContext = {
  answers: Answers
  errors: FieldErrors
  leaseOptions: FormStepProps['leaseOptions']
  reviews: FormStepProps['reviews']
  hydrated: boolean
  enhance: boolean
}

/** Where a leaf block's inputs post and read from: the page itself, or one repeater row. */
type Slot = {
  name: (key: string) => string
  value: (key: string) => AnswerValue | undefined
  error: (key: string) => string | undefined
}

function topLevelSlot(answers: Answers, errors: FieldErrors): Slot {
  return { name: (key) => key, value: (key) => answers[key], error: (key) => errors[key] }
}

function rowSlot(repeater: string, rowIndex: number, row: RepeaterRow, errors: FieldErrors): Slot {
  const name = (key: string) => `${repeater}.${rowIndex}.${key}`
  return { name, value: (key) => row[key], error: (key) => errors[name(key)] }
}

/** An answer as the text an input shows. */
function inputText(value: AnswerValue | undefined, separator = ', '): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string').join(separator)
  return undefined
}

function labelOf(block: FieldBlock | RowBlock): string {
  return block.label?.trim() || block.name || ''
}

/** A fieldset legend with the '(optional)' marker the single fields put on their labels. */
function legendText(label: ReactNode, optional: boolean): ReactNode {
  return (
    <>
      {label}
      {optional ? <OptionalMarker /> : null}
    </>
  )
}

function LeafBlock({ block, slot, context }: { block: FieldBlock | RowBlock; slot: Slot; context: BlockContext }) {
  const optional = !block.required
  const hint = block.description?.trim() || undefined
  switch (block.blockType) {
    case 'text':
    case 'phone':
    case 'number': {
      const name = slot.name(block.name)
      const field = templateFieldMeta(name, { value: inputText(slot.value(block.name)), error: slot.error(block.name) })
      const typeProps =
        block.blockType === 'phone'
          ? ({ type: 'tel', autoComplete: 'tel', inputMode: 'tel' } as const)
          : block.blockType === 'number'
            ? ({ type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const)
            : ({ type: 'text' } as const)
      return <Field field={field} label={labelOf(block)} hint={hint} optional={optional} aria-required={block.required || undefined} {...typeProps} />
    }
    case 'currency': {
      const value = slot.value(block.name)
      const field = templateFieldMeta(slot.name(block.name), { value: centsToDollarInput(typeof value === 'number' ? value : null), error: slot.error(block.name) })
      return <MoneyField field={field} label={labelOf(block)} hint={hint} optional={optional} aria-required={block.required || undefined} />
    }
    case 'textarea':
    case 'advancedTextarea': {
      // advancedTextarea: the sanitised HTML is the textarea's text (React escapes it); nothing here renders it as markup.
      const field = templateFieldMeta(slot.name(block.name), { value: inputText(slot.value(block.name)), error: slot.error(block.name) })
      const fullHint =
        block.blockType === 'advancedTextarea' ? (
          <>
            {hint ? <>{hint} </> : null}
            {formStepMessages.richTextHint}
          </>
        ) : (
          hint
        )
      return <TextAreaField field={field} label={labelOf(block)} hint={fullHint} optional={optional} rows={block.blockType === 'advancedTextarea' ? 6 : 4} />
    }
    case 'stringRepeater': {
      const field = templateFieldMeta(slot.name(block.name), { value: inputText(slot.value(block.name), '\n'), error: slot.error(block.name) })
      const fullHint = (
        <>
          {hint ? <>{hint} </> : null}
          {formStepMessages.stringListHint}
        </>
      )
      return <TextAreaField field={field} label={labelOf(block)} hint={fullHint} optional={optional} rows={3} />
    }
    case 'checkbox': {
      const field = templateFieldMeta<boolean | undefined>(slot.name(block.name), { value: slot.value(block.name) === true ? 'on' : undefined, error: slot.error(block.name) })
      return (
        <div className="flex flex-col gap-1">
          <CheckboxField field={field} label={labelOf(block)} />
          {hint ? (
            <Text size="1" color="gray">
              {hint}
            </Text>
          ) : null}
        </div>
      )
    }
    case 'checkboxGroup': {
      const value = slot.value(block.name)
      const field = templateFieldMeta<string[] | undefined>(slot.name(block.name), {
        value: Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [],
        error: slot.error(block.name),
      })
      return (
        <div className="flex flex-col gap-1">
          <CheckboxGroupField field={field} legend={legendText(labelOf(block), optional)} options={block.checkboxOptions.map((option) => [option.value, option.label] as const)} />
          {hint ? (
            <Text size="1" color="gray">
              {hint}
            </Text>
          ) : null}
        </div>
      )
    }
    case 'select': {
      const field = templateFieldMeta(slot.name(block.name), { value: inputText(slot.value(block.name)), error: slot.error(block.name) })
      return <SelectField field={field} label={labelOf(block)} hint={hint} optional={optional} options={block.selectOptions.map((option) => [option.value, option.label] as const)} />
    }
    case 'radioGroup': {
      const field = templateFieldMeta(slot.name(block.name), { value: inputText(slot.value(block.name)), error: slot.error(block.name) })
      return (
        <div className="flex flex-col gap-1">
          <RadioCardsField field={field} legend={legendText(labelOf(block), optional)} options={block.radioOptions.map((option) => ({ value: option.value, label: option.label }))} />
          {hint ? (
            <Text size="1" color="gray">
              {hint}
            </Text>
          ) : null}
        </div>
      )
    }
    case 'dateRange':
      return <DateRangeBlock block={block} slot={slot} />
    case 'documentName': {
      const field = templateFieldMeta(slot.name(block.name), { value: inputText(slot.value(block.name)), error: slot.error(block.name) })
      return (
        <Field field={field} label={labelOf(block)} hint={hint} optional={optional} aria-required={block.required || undefined} autoComplete="off">
          {block.prepend?.trim() ? <TextField.Slot side="left">{block.prepend.trim()}</TextField.Slot> : null}
          {block.append?.trim() ? <TextField.Slot side="right">{block.append.trim()}</TextField.Slot> : null}
        </Field>
      )
    }
    case 'message':
      return (
        <Callout.Root color="blue">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          {block.label ? (
            <Text as="div" size="2">
              <RichText html={block.label} />
            </Text>
          ) : null}
          {hint ? <Callout.Text>{hint}</Callout.Text> : null}
        </Callout.Root>
      )
    case 'subHeading':
      return <SubHeading html={block.label ?? ''} description={hint} />
    case 'prefillLease':
      return <PrefillLeaseBlock block={block} slot={slot} context={context} />
    case 'review':
      return <ReviewBlock block={block} context={context} />
  }
}

/**
 * Rich text from a template (labels) or an answer: sanitised to the safe tags first, and only
 * then placed as HTML. Never pass it HTML that skipped `sanitizeRichText`.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={[
        'flex flex-col gap-2 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_h3]:font-bold [&_h4]:font-bold',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
    />
  )
}

const BLOCK_TAG = /<(p|ul|ol|li|h3|h4)[\s>]/

/** A heading between fields: an h3 when its rich text is inline, else the rich text in heading type. */
function SubHeading({ html, description }: { html: string; description?: string }) {
  const clean = sanitizeRichText(html)
  return (
    <div className="flex flex-col gap-1 pt-2">
      {BLOCK_TAG.test(clean) ? (
        <Text as="div" size="4" weight="bold">
          <RichText html={clean} />
        </Text>
      ) : (
        <Heading as="h3" size="4" dangerouslySetInnerHTML={{ __html: clean }} />
      )}
      {description ? (
        <Text as="p" size="2" color="gray">
          {description}
        </Text>
      ) : null}
    </div>
  )
}

function DateRangeBlock({ block, slot }: { block: Extract<FieldBlock | RowBlock, { blockType: 'dateRange' }>; slot: Slot }) {
  const start = templateFieldMeta(slot.name(block.startSlug), { value: inputText(slot.value(block.startSlug)), error: slot.error(block.startSlug) })
  const end = templateFieldMeta(slot.name(block.endSlug), { value: inputText(slot.value(block.endSlug)), error: slot.error(block.endSlug) })
  return (
    <fieldset className="m-0 flex flex-col gap-2 border-0 p-0">
      <Text as="div" size="2" weight="medium" asChild>
        <legend className="mb-1 p-0">{legendText(labelOf(block) || `${formStepMessages.startDate} – ${formStepMessages.endDate}`, !block.required)}</legend>
      </Text>
      {block.description?.trim() ? (
        <Text size="1" color="gray">
          {block.description.trim()}
        </Text>
      ) : null}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field field={start} label={formStepMessages.startDate} type="date" aria-required={block.required || undefined} />
        <Field field={end} label={formStepMessages.endDate} type="date" aria-required={block.required || undefined} />
      </div>
    </fieldset>
  )
}

/**
 * Signed-in landlords pick a lease. With JavaScript the choice fills the rent and deposit fields
 * on this page at once; without, 'Use this lease' posts intent 'prefill-lease' and the route
 * renders the page again with `prefillLeaseAnswers` applied.
 */
function PrefillLeaseBlock({ block, slot, context }: { block: Extract<FieldBlock, { blockType: 'prefillLease' }>; slot: Slot; context: BlockContext }) {
  const leases = context.leaseOptions
  if (!leases) return null
  const name = slot.name(block.name)
  const field = templateFieldMeta(name, { value: inputText(slot.value(block.name)), error: slot.error(block.name) })

  const fillFromLease = (event: FormEvent<HTMLDivElement>) => {
    const select = event.target
    if (!(select instanceof HTMLSelectElement) || select.name !== name) return
    const lease = leases.find((option) => String(option.id) === select.value)
    const form = select.form
    if (!lease || !form) return
    const fill = (target: string | null | undefined, cents: number | null | undefined) => {
      if (!target || typeof cents !== 'number') return
      const input = form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(target)}"]`)
      if (input) input.value = centsToDollarInput(cents)
    }
    fill(block.rent, lease.rent)
    fill(block.securityDeposit, lease.securityDeposit)
    announceInputChange(select)
  }

  if (!leases.length) {
    return (
      <LabelledContent label={labelOf(block)}>
        <Text size="2" color="gray">
          {formStepMessages.noLeases}
        </Text>
      </LabelledContent>
    )
  }
  return (
    <div className="flex flex-col gap-2" onChange={fillFromLease}>
      <SelectField
        field={field}
        label={labelOf(block)}
        hint={block.description?.trim() || formStepMessages.prefillHint}
        placeholder={formStepMessages.chooseLease}
        optional
        options={leases.map((lease) => [String(lease.id), lease.label] as const)}
      />
      {context.hydrated ? null : (
        <div>
          <Button type="submit" name="intent" value={FORM_STEP_INTENT.prefillLease} variant="soft" size="3" className="min-h-11" formNoValidate>
            {formStepMessages.useLease}
          </Button>
        </div>
      )}
    </div>
  )
}

/** A label over content that is no control (nothing to point `for` at). */
function LabelledContent({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <Text as="div" size="2" weight="medium">
        {label}
      </Text>
      {children}
    </div>
  )
}

function ReviewBlock({ block, context }: { block: Extract<FieldBlock, { blockType: 'review' }>; context: BlockContext }) {
  const request = reviewRequest(block, context.answers)
  const summary = context.reviews?.[request.key]
  // Visitors have no records to review; a landlord who has not chosen one is told how.
  if (!summary && !context.leaseOptions) return null
  const title = summary?.title?.trim() || block.label?.trim() || REVIEW_TITLES[block.details]
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Heading as="h3" size="3">
          {title}
        </Heading>
        {summary?.items.length ? (
          <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
            {summary.items.map((item) => (
              <DataList.Item key={item.label}>
                <DataList.Label minWidth="140px">{item.label}</DataList.Label>
                <DataList.Value>{item.value}</DataList.Value>
              </DataList.Item>
            ))}
          </DataList.Root>
        ) : (
          <Text size="2" color="gray">
            {formStepMessages.reviewEmpty}
          </Text>
        )}
      </Flex>
    </Card>
  )
}

/**
 * Rows of a repeater, each posting `name.N.field`. Shown: the answers' rows, at least minBlocks,
 * and as many as the route asks for (`shownRows`). 'Add another' and 'Remove' are submit buttons
 * (intents `repeater-add:<name>`, `repeater-remove:<name>:<N>`); with JavaScript they change the
 * rows in place instead of posting.
 */
function RepeaterBlock({
  block,
  context,
  visibility,
  shownRows,
}: {
  block: Extract<FieldBlock, { blockType: 'repeater' }>
  context: BlockContext
  visibility: StepVisibility
  shownRows?: number
}) {
  const minimum = block.minBlocks ?? 0
  const [rows, setRows] = useState(() => {
    const value = context.answers[block.name]
    const answered = Array.isArray(value) ? (value as unknown[]).filter((row): row is RepeaterRow => typeof row === 'object' && row !== null && !Array.isArray(row)) : []
    const count = Math.max(answered.length, minimum, shownRows ?? 0)
    return Array.from({ length: count }, (_, index) => ({ key: index, values: answered[index] ?? {} }))
  })
  const nextKey = useRef(rows.length)
  const fieldsetRef = useRef<HTMLFieldSetElement>(null)
  const changed = useRef(false)
  useEffect(() => {
    // Rows added or removed in place: conditions and the live answers read the page again.
    if (changed.current) announceInputChange(fieldsetRef.current)
  }, [rows])

  const addRow = (event: MouseEvent<HTMLButtonElement>) => {
    if (!context.hydrated) return
    event.preventDefault()
    changed.current = true
    setRows((current) => [...current, { key: nextKey.current++, values: {} }])
  }
  const removeRow = (index: number) => (event: MouseEvent<HTMLButtonElement>) => {
    if (!context.hydrated) return
    event.preventDefault()
    changed.current = true
    setRows((current) => current.filter((_, position) => position !== index))
  }

  const errorId = `${fieldDomId(block.name)}-error`
  const error = context.errors[block.name]
  const label = labelOf(block)
  const renderRow = (values: RepeaterRow, rowIndex: number, removable: boolean) => {
    const slot = rowSlot(block.name, rowIndex, values, context.errors)
    return (
      <Card size="2" data-repeater-row={rowIndex}>
        <Flex direction="column" gap="4">
          <Flex justify="between" align="center" gap="3">
            <Text as="div" size="2" weight="bold">
              {label} <span data-row-number="">{rowIndex + 1}</span>
            </Text>
            {/* Enhanced pages render every row's Remove and hide it at the minimum: the script shows it once a row is added. */}
            {removable || context.enhance ? (
              // A plain wrapper carries `hidden`: the Button's own display would win over the attribute.
              <span hidden={!removable || undefined} data-row-remove="">
              <Button
                type="submit"
                name="intent"
                value={repeaterRemoveIntent(block.name, rowIndex)}
                variant="ghost"
                color="red"
                className="min-h-11"
                formNoValidate
                aria-label={`${formStepMessages.removeRow} ${label} ${rowIndex + 1}`}
                onClick={removeRow(rowIndex)}
              >
                {formStepMessages.removeRow}
              </Button>
              </span>
            ) : null}
          </Flex>
          {block.blocks.map((rowBlock, blockIndex) => {
            const shown = visibility.rows[block.name]?.[rowIndex]?.[blockIndex] ?? visibility.blankRow[block.name]?.[blockIndex] ?? true
            if (!shown && !context.hydrated && !context.enhance) return null
            return (
              <div key={`${blockIndex}-${rowBlock.id ?? rowBlock.blockType}`} hidden={!shown || undefined} data-block-type={rowBlock.blockType} data-row-block-index={blockIndex}>
                <LeafBlock block={rowBlock} slot={slot} context={context} />
              </div>
            )
          })}
        </Flex>
      </Card>
    )
  }
  return (
    <fieldset
      ref={fieldsetRef}
      className="m-0 flex flex-col gap-3 border-0 p-0"
      aria-describedby={error ? errorId : undefined}
      data-repeater={context.enhance ? block.name : undefined}
      data-min-rows={context.enhance ? minimum : undefined}
    >
      <Text as="div" size="2" weight="medium" asChild>
        <legend className="mb-1 p-0">{legendText(label, !block.required && minimum === 0)}</legend>
      </Text>
      {block.description?.trim() ? (
        <Text size="1" color="gray">
          {block.description.trim()}
        </Text>
      ) : null}
      {rows.map((row, rowIndex) => (
        <Fragment key={row.key}>{renderRow(row.values, rowIndex, rows.length > minimum)}</Fragment>
      ))}
      {/* The next row, blank, for the enhancing script to copy (a template's content is inert: never shown nor posted). */}
      {context.enhance ? <template data-repeater-template="">{renderRow({}, rows.length, true)}</template> : null}
      <ErrorList id={errorId} errors={error ? [error] : undefined} />
      <div>
        <Button type="submit" name="intent" value={repeaterAddIntent(block.name)} variant="soft" size="3" className="min-h-11" formNoValidate onClick={addRow}>
          <PlusIcon aria-hidden />
          {formStepMessages.addRow}
        </Button>
      </div>
    </fieldset>
  )
}
