import { Form, useLocation } from 'react-router'
import { MAINTENANCE_CATEGORIES, MAINTENANCE_PRIORITIES, MAINTENANCE_STATUSES, maintenanceCategoryLabel, maintenancePriorityLabel, maintenanceStatusLabel, type MaintenanceStatus } from '@common/maintenance'
import { Drawer } from '~/components/drawer'
import { FilterActions, FilterCheckboxes, FilterSelect } from '~/components/forms'
import { Flex, Text, TextField } from '~/components/ui'
import type { MaintenanceListData } from './maintenance.server'

/**
 * The maintenance filter dialog (product-spec §2): status, priority, category, property, unit,
 * assignee and the reported dates. A GET form: the filters are the URL, with or without JavaScript.
 */
export function MaintenanceFiltersDrawer({ data, statuses = MAINTENANCE_STATUSES, places = true }: { data: MaintenanceListData; statuses?: readonly MaintenanceStatus[]; places?: boolean }) {
  const location = useLocation()
  const { filters, options, sort } = data
  return (
    <Drawer title="Filter maintenance requests">
      <Form method="get" action={location.pathname} className="flex flex-col gap-5">
        {sort !== '-createdAt' ? <input type="hidden" name="sort" value={sort} /> : null}
        {statuses.length > 1 ? <FilterCheckboxes idPrefix="maintenance-filter" legend="Status" name="status" values={statuses} label={(value) => maintenanceStatusLabel[value]} selected={filters.statuses} /> : null}
        <FilterCheckboxes idPrefix="maintenance-filter" legend="Priority" name="priority" values={MAINTENANCE_PRIORITIES} label={(value) => maintenancePriorityLabel[value]} selected={filters.priorities} />
        <FilterCheckboxes idPrefix="maintenance-filter" legend="Category" name="category" values={MAINTENANCE_CATEGORIES} label={(value) => maintenanceCategoryLabel[value]} selected={filters.categories} />
        {places && options ? (
          <>
            <FilterSelect id="maintenance-filter-property" name="property" label="Property" value={filters.property} empty="All properties" options={options.properties} />
            {filters.property ? (
              <FilterSelect id="maintenance-filter-unit" name="unit" label="Unit" value={filters.unit} empty="All units" options={options.units} />
            ) : (
              <Text size="1" color="gray">
                Choose a property and apply to filter by unit.
              </Text>
            )}
          </>
        ) : null}
        {places ? (
          <div className="flex flex-col gap-1">
            <Text as="label" htmlFor="maintenance-filter-assignee" size="2" weight="medium">
              Assignee
            </Text>
            <TextField.Root id="maintenance-filter-assignee" name="assignee" size="3" defaultValue={filters.assignee} placeholder="Vendor or name" />
          </div>
        ) : null}
        <Flex gap="3" wrap="wrap">
          <div className="flex min-w-40 flex-1 flex-col gap-1">
            <Text as="label" htmlFor="maintenance-filter-from" size="2" weight="medium">
              Reported from
            </Text>
            <TextField.Root id="maintenance-filter-from" name="from" type="date" size="3" defaultValue={filters.from ?? ''} />
          </div>
          <div className="flex min-w-40 flex-1 flex-col gap-1">
            <Text as="label" htmlFor="maintenance-filter-to" size="2" weight="medium">
              Reported to
            </Text>
            <TextField.Root id="maintenance-filter-to" name="to" type="date" size="3" defaultValue={filters.to ?? ''} />
          </div>
        </Flex>
        <FilterActions clearHref={location.pathname} />
      </Form>
    </Drawer>
  )
}
