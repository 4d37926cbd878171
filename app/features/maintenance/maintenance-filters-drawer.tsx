import { MAINTENANCE_CATEGORIES, MAINTENANCE_PRIORITIES, MAINTENANCE_STATUSES, maintenanceCategoryLabel, maintenancePriorityLabel, maintenanceStatusLabel, type MaintenanceStatus } from '@common/maintenance'
import { FilterDrawer } from '~/components/drawer'
import { FilterCheckboxes, FilterDates, FilterInput, FilterPropertyUnit } from '~/components/forms'
import type { MaintenanceListData } from './maintenance.server'

/**
 * The maintenance filter dialog (product-spec §2): status, priority, category, property, unit,
 * assignee and the reported dates. A GET form: the filters are the URL, with or without JavaScript.
 */
export function MaintenanceFiltersDrawer({ data, statuses = MAINTENANCE_STATUSES, places = true }: { data: MaintenanceListData; statuses?: readonly MaintenanceStatus[]; places?: boolean }) {
  const { filters, options, sort } = data
  return (
    <FilterDrawer title="Filter maintenance requests" sort={sort} defaultSort="-createdAt">
        {statuses.length > 1 ? <FilterCheckboxes idPrefix="maintenance-filter" legend="Status" name="status" values={statuses} label={(value) => maintenanceStatusLabel[value]} selected={filters.statuses} /> : null}
        <FilterCheckboxes idPrefix="maintenance-filter" legend="Priority" name="priority" values={MAINTENANCE_PRIORITIES} label={(value) => maintenancePriorityLabel[value]} selected={filters.priorities} />
        <FilterCheckboxes idPrefix="maintenance-filter" legend="Category" name="category" values={MAINTENANCE_CATEGORIES} label={(value) => maintenanceCategoryLabel[value]} selected={filters.categories} />
        {places && options ? <FilterPropertyUnit idPrefix="maintenance-filter" property={filters.property} unit={filters.unit} options={options} /> : null}
        {places ? <FilterInput id="maintenance-filter-assignee" name="assignee" label="Assignee" value={filters.assignee} placeholder="Vendor or name" /> : null}
        <FilterDates idPrefix="maintenance-filter" labels={['Reported from', 'Reported to']} from={filters.from ?? ''} to={filters.to ?? ''} />
    </FilterDrawer>
  )
}
