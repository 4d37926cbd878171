import { RECURRING_INVOICE_STATUSES } from '@common/invoices'
import { FilterDrawer } from '~/components/drawer'
import { FilterSelect } from '~/components/forms'
import { Text } from '~/components/ui'
import type { RecurringListData } from './recurring-invoices.server'
import { recurringStatusLabel } from './recurring-paths'

/** The recurring invoice filters dialog (product-spec §2): a GET form, so it works without JavaScript. */
export function RecurringFiltersDrawer({ data }: { data: RecurringListData }) {
  const { filters, options, sort } = data
  return (
    <FilterDrawer title="Filter recurring payments" sort={sort} defaultSort="-createdAt">
        <fieldset className="m-0 flex flex-col gap-1 border-0 p-0">
          <Text as="div" size="2" weight="medium" asChild>
            <legend className="mb-1 p-0">Status</legend>
          </Text>
          {RECURRING_INVOICE_STATUSES.map((status) => (
            <label key={status} htmlFor={`recurring-filter-status-${status}`} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                id={`recurring-filter-status-${status}`}
                type="checkbox"
                name="status"
                value={status}
                defaultChecked={filters.statuses.includes(status)}
                className="size-5 shrink-0 cursor-pointer accent-[var(--accent-9)]"
              />
              <Text size="2">{recurringStatusLabel[status]}</Text>
            </label>
          ))}
        </fieldset>
        <FilterSelect id="recurring-filter-property" name="property" label="Property" value={filters.property} empty="All properties" options={options?.properties ?? []} />
        <div className="flex flex-col gap-1">
          <FilterSelect id="recurring-filter-lease" name="lease" label="Lease" value={filters.lease} empty="All leases" options={options?.leases ?? []} />
          {options?.moreLeases ? (
            <Text size="1" color="gray">
              The {options.leases.length} most recent leases are listed; choose a property and apply to list its leases.
            </Text>
          ) : null}
        </div>
    </FilterDrawer>
  )
}
