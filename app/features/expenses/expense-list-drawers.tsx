import { Form, useActionData, useLocation } from 'react-router'
import { Link } from '~/components/link'
import { DATE_RANGE_PRESETS, dateRangePresetLabel, EXPENSE_CATEGORIES, expenseCategoryLabel, TAX_CATEGORIES, taxCategoryText } from '@common/expenses'
import { ConfirmDialog, Drawer, FilterDrawer } from '~/components/drawer'
import { FilterCheckboxes, FilterDates, FilterInput, FilterPropertyUnit, FilterSelect, FormAlert } from '~/components/forms'
import { Button, Flex, Text } from '~/components/ui'
import { closedDrawerHref, openDrawer } from '~/utils/drawer'
import { confirmErrors } from '~/utils/form-action'
import { EXPENSE_DELETE_DIALOG, EXPENSE_DELETE_INTENT, EXPENSE_SPLIT_DELETE_DIALOG, EXPENSE_SPLIT_DELETE_INTENT } from './expense-paths'
import type { ExpenseListData } from './expenses.server'

// The expenses lists' filter dialog and delete confirmations, loaded when one opens (lazy-drawers.tsx, ADR 027).

const PRESET_OPTIONS = DATE_RANGE_PRESETS.map((preset) => [preset, dateRangePresetLabel[preset]] as const)

/**
 * The expenses filter dialog (product-spec §2): a date range (a preset, or custom from/to),
 * property and unit, category, tax category and payee. A GET form: the filters are the URL,
 * with or without JavaScript. A preset wins over custom days.
 */
export function ExpenseFiltersDrawer({ data, places = true, units = true }: { data: ExpenseListData; places?: boolean; units?: boolean }) {
  const { filters, options, sort } = data
  return (
    <FilterDrawer title="Filter expenses" sort={sort} defaultSort="-date">
        <FilterSelect id="expense-filter-range" name="range" label="Date range" value={filters.range} empty="Custom dates" options={PRESET_OPTIONS} />
        <FilterDates idPrefix="expense-filter" labels={['From', 'To']} from={filters.range ? '' : (filters.from ?? '')} to={filters.range ? '' : (filters.to ?? '')} />
        <Text size="1" color="gray">
          Choose Custom dates to use From and To.
        </Text>
        {places && options ? <FilterPropertyUnit idPrefix="expense-filter" property={filters.property} unit={filters.unit} options={options} /> : null}
        {!places && units && options ? <FilterSelect id="expense-filter-unit" name="unit" label="Unit" value={filters.unit} empty="All units" options={options.units} /> : null}
        <FilterCheckboxes idPrefix="expense-filter" legend="Category" name="category" values={EXPENSE_CATEGORIES} label={(value) => expenseCategoryLabel[value]} selected={filters.categories} />
        <FilterCheckboxes idPrefix="expense-filter" legend="Tax category" name="taxCategory" values={TAX_CATEGORIES} label={taxCategoryText} selected={filters.taxCategories} />
        <FilterInput id="expense-filter-payee" name="payee" label="Payee" value={filters.payee} placeholder="Vendor or name" />
    </FilterDrawer>
  )
}

/** The delete confirmation (`?d=expense-delete&target=12`; a part of a split: `?d=expense-split-delete&target=12`). */
export function ExpenseDeleteDialog() {
  const location = useLocation()
  const { name, target } = openDrawer(location.search)
  if (name === EXPENSE_SPLIT_DELETE_DIALOG && target) return <SplitDeleteDialog target={target} />
  if (name !== EXPENSE_DELETE_DIALOG || !target) return null
  return (
    <ConfirmDialog
      title="Delete expense?"
      description="The expense leaves the list and the reports, and its receipts are deleted with it."
      intent={EXPENSE_DELETE_INTENT}
      target={target}
      confirmLabel="Delete expense"
      destructive
    />
  )
}


/** Deleting a part of a split: only this part, or the whole split (every part, in one transaction). */
function SplitDeleteDialog({ target }: { target: string }) {
  const location = useLocation()
  const actionData = useActionData()
  const errors = confirmErrors(actionData, EXPENSE_SPLIT_DELETE_INTENT) ?? confirmErrors(actionData, EXPENSE_DELETE_INTENT)
  const closeHref = closedDrawerHref(location)
  return (
    <Drawer title="Delete split expense?" placement="center">
      <Form method="post" preventScrollReset className="flex flex-col gap-4">
        <input type="hidden" name="returnTo" value={closeHref} />
        <input type="hidden" name="target" value={target} />
        <Text as="p" size="2">
          This expense is one part of a split. Delete the whole split — every part, on every property — or only this part? Receipts are deleted with their part.
        </Text>
        <FormAlert errors={errors} />
        <Flex gap="3" justify="end" wrap="wrap">
          <Button asChild variant="soft" color="gray" size="3" className="min-h-11">
            <Link to={closeHref} preventScrollReset>
              Cancel
            </Link>
          </Button>
          <Button type="submit" name="intent" value={EXPENSE_DELETE_INTENT} variant="soft" color="red" size="3" className="min-h-11">
            Delete only this part
          </Button>
          <Button type="submit" name="intent" value={EXPENSE_SPLIT_DELETE_INTENT} color="red" size="3" className="min-h-11">
            Delete the whole split
          </Button>
        </Flex>
      </Form>
    </Drawer>
  )
}
