import type { FieldMetadata, FormMetadata } from '@conform-to/react'
import { ArrowDownIcon, ArrowUpIcon, DragHandleDots2Icon } from '@radix-ui/react-icons'
import { useState } from 'react'
import { lineTotal } from '@common/invoices'
import { Field, MoneyField } from '~/components/forms'
import { useHydrated } from 'remix-utils/use-hydrated'
import { Button, Card, Flex, Heading, IconButton, Text } from '~/components/ui'
import { dollarsToCents, formatCents } from '~/utils/money'

/** Line items as a form holds them: strings, dollars. */
export type LineItemsInput = Array<{ name?: string | null; description?: string | null; amount?: string | null; quantity?: string | null } | null | undefined> | null | undefined

type FormShape = Record<string, unknown>
/** The fields take a plain text field's metadata (the schema's values may also be null). */
const asText = (field: unknown) => field as FieldMetadata<string | undefined>
type ItemsField<Schema extends FormShape> = FieldMetadata<LineItemsInput, Schema, string[]>

/** The form's total in cents, from what is typed so far (unreadable rows count 0). */
export function useLineItemsTotal<Schema extends FormShape>(field: ItemsField<Schema>): number {
  return field.getFieldList().reduce((sum, item) => {
    const { amount, quantity } = item.getFieldset()
    const cents = dollarsToCents(String(amount.value ?? ''))
    const count = Number(quantity.value ?? '')
    return cents !== null && Number.isFinite(count) ? sum + lineTotal({ amount: cents, quantity: count }) : sum
  }, 0)
}

/**
 * An invoice's line items (product-spec §5: name, description, amount, quantity; at least one;
 * add, remove, reorder): conform's intent buttons, handled in the browser with JavaScript
 * (rows also drag) and posted to the action without it, which answers with the form
 * changed. Used by the one-time and the recurring payment drawers; `newItem` is what an
 * added row starts with (the one-time drawer's rows start empty).
 */
export function LineItemsFields<Schema extends FormShape>({
  form,
  field,
  newItem = {},
}: {
  form: FormMetadata<Schema, string[]>
  field: ItemsField<Schema>
  newItem?: { quantity?: string }
}) {
  const hydrated = useHydrated()
  const items = field.getFieldList()
  const [dragging, setDragging] = useState<number | null>(null)
  const total = useLineItemsTotal(field)
  return (
    <fieldset className="m-0 flex flex-col gap-3 border-0 p-0" aria-describedby={field.errors?.length ? field.errorId : undefined}>
      <Heading as="h3" size="3" asChild>
        <legend className="mb-1 p-0">Line items</legend>
      </Heading>
      <ol className="m-0 flex list-none flex-col gap-3 p-0">
        {items.map((item, index) => {
          const itemFields = item.getFieldset()
          return (
            <li
              key={item.key}
              draggable={hydrated}
              onDragStart={() => setDragging(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault()
                if (dragging !== null && dragging !== index) form.reorder({ name: field.name, from: dragging, to: index })
                setDragging(null)
              }}
              onDragEnd={() => setDragging(null)}
              style={{ opacity: dragging === index ? 0.5 : 1 }}
            >
              <Card size="2">
                <Flex direction="column" gap="3">
                  <Flex justify="between" align="center" gap="2">
                    <Flex align="center" gap="2">
                      {hydrated ? (
                        <Text color="gray" aria-hidden className="cursor-grab">
                          <DragHandleDots2Icon width={18} height={18} />
                        </Text>
                      ) : null}
                      <Text size="2" weight="medium">
                        Item {index + 1}
                      </Text>
                    </Flex>
                    <Flex gap="1" align="center">
                      <IconButton
                        {...form.reorder.getButtonProps({ name: field.name, from: index, to: index - 1 })}
                        variant="ghost"
                        color="gray"
                        size="3"
                        className="m-0 size-11"
                        disabled={index === 0}
                        aria-label={`Move item ${index + 1} up`}
                      >
                        <ArrowUpIcon aria-hidden />
                      </IconButton>
                      <IconButton
                        {...form.reorder.getButtonProps({ name: field.name, from: index, to: index + 1 })}
                        variant="ghost"
                        color="gray"
                        size="3"
                        className="m-0 size-11"
                        disabled={index === items.length - 1}
                        aria-label={`Move item ${index + 1} down`}
                      >
                        <ArrowDownIcon aria-hidden />
                      </IconButton>
                      {items.length > 1 ? (
                        <Button {...form.remove.getButtonProps({ name: field.name, index })} variant="soft" color="red" size="2" className="min-h-11">
                          Remove
                        </Button>
                      ) : null}
                    </Flex>
                  </Flex>
                  <Field field={asText(itemFields.name)} label="Name" autoComplete="off" />
                  <Field field={asText(itemFields.description)} label="Description" autoComplete="off" />
                  <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                    <MoneyField field={asText(itemFields.amount)} label="Amount" />
                    <Field field={asText(itemFields.quantity)} label="Quantity" inputMode="decimal" autoComplete="off" />
                  </div>
                </Flex>
              </Card>
            </li>
          )
        })}
      </ol>
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Button {...form.insert.getButtonProps({ name: field.name, defaultValue: newItem })} variant="soft" size="3" className="min-h-11">
          Add line item
        </Button>
        <Text size="3" weight="medium" className="tabular-nums">
          Total {formatCents(total)}
        </Text>
      </Flex>
      {field.errors?.length ? (
        <Text id={field.errorId} size="2" color="red">
          {field.errors[0]}
        </Text>
      ) : null}
    </fieldset>
  )
}
