import { Form, useLocation, useSubmit } from 'react-router'
import { INVOICE_CATEGORIES, INVOICE_STATUSES, invoiceCategoryLabel, invoiceStatusLabel } from '@common/invoices'
import { Drawer } from '~/components/drawer'
import { FilterActions, FilterCheckboxes, FilterSelect } from '~/components/forms'
import { Flex, Text, TextField } from '~/components/ui'
import type { InvoiceListData } from './transactions.server'

/**
 * The invoice filters dialog (product-spec §2): a GET form, so applying it is a plain navigation to
 * the filtered URL — without JavaScript as with it — and the dialog closes because the URL
 * no longer names it. A scoped list (a lease's, a property's, a unit's tab) hides the
 * filters its scope fixes; paid invoices have no status filter.
 */
export function InvoiceFiltersDrawer({ data }: { data: InvoiceListData }) {
  const location = useLocation()
  const submit = useSubmit()
  const { filters, options, scope, view, sort, defaultSort } = data
  const showLease = !scope.lease
  const showProperty = !scope.lease && !scope.property && !scope.unit
  return (
    <Drawer title="Filter invoices">
      <Form
        method="get"
        action={location.pathname}
        className="flex flex-col gap-5"
        // With JavaScript the URL keeps only the filters chosen (without it, empty fields ride along, harmlessly).
        onSubmit={(event) => {
          event.preventDefault()
          const chosen = new URLSearchParams()
          for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string' && value !== '') chosen.append(name, value)
          void submit(chosen, { method: 'get', action: location.pathname })
        }}
      >
        {sort !== defaultSort ? <input type="hidden" name="sort" value={sort} /> : null}
        {view === 'all' ? (
          <FilterCheckboxes idPrefix="invoice-filter" legend="Status" name="status" values={INVOICE_STATUSES} label={(status) => invoiceStatusLabel[status]} selected={filters.statuses} />
        ) : null}
        {showProperty ? (
          <FilterSelect id="invoice-filter-property" name="property" label="Property" value={filters.property} empty="All properties" options={options?.properties ?? []} />
        ) : null}
        {showLease ? (
          <div className="flex flex-col gap-1">
            <FilterSelect id="invoice-filter-lease" name="lease" label="Lease" value={filters.lease} empty="All leases" options={options?.leases ?? []} />
            {options?.moreLeases ? (
              <Text size="1" color="gray">
                The {options.leases?.length} most recent leases are listed
                {showProperty ? '; choose a property and apply to list its leases' : ''}.
              </Text>
            ) : null}
          </div>
        ) : null}
        <FilterSelect
          id="invoice-filter-category"
          name="category"
          label="Category"
          value={filters.category}
          empty="All categories"
          options={INVOICE_CATEGORIES.map((category) => [category, invoiceCategoryLabel[category]] as const)}
        />
        <fieldset className="m-0 flex flex-col gap-2 border-0 p-0">
          <Text as="div" size="2" weight="medium" asChild>
            <legend className="mb-1 p-0">Due date</legend>
          </Text>
          <Flex gap="3" wrap="wrap">
            <DateField id="invoice-filter-due-from" name="dueFrom" label="From" value={filters.dueFrom} />
            <DateField id="invoice-filter-due-to" name="dueTo" label="To" value={filters.dueTo} />
          </Flex>
        </fieldset>
        <FilterActions clearHref={location.pathname} />
      </Form>
    </Drawer>
  )
}

function DateField({ id, name, label, value }: { id: string; name: string; label: string; value: string | null }) {
  return (
    <div className="flex min-w-40 flex-1 flex-col gap-1">
      <Text as="label" htmlFor={id} size="2">
        {label}
      </Text>
      <TextField.Root id={id} name={name} type="date" size="3" defaultValue={value ?? ''} className="[--text-field-height:44px]" />
    </div>
  )
}
