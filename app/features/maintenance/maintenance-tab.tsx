import { useLocation } from 'react-router'
import { Flex, Heading } from '~/components/ui'
import { openDrawer } from '~/utils/drawer'
import { landlordMaintenancePath, MAINTENANCE_FILTERS_DRAWER } from './maintenance-paths'
import { MaintenanceList, MaintenanceListActions } from './maintenance-list'
import { MaintenanceFiltersDrawer, MaintenanceRequestDrawer } from './lazy-drawers'
import type { loadMaintenanceTab } from './maintenance.server'

/** The Maintenance tab of a property, unit or lease page: its requests, the filters, their CSV and the 'Maintenance request' drawer preset to the place. */
export function MaintenanceTab({ data }: { data: Awaited<ReturnType<typeof loadMaintenanceTab>> }) {
  const location = useLocation()
  return (
    <section aria-labelledby="tab-maintenance-title" className="flex flex-col gap-3">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="4" id="tab-maintenance-title">
          Maintenance
        </Heading>
        {/* The tab's CSV: its own requests, with the filters and sort of the URL (a plain link, no JavaScript needed). */}
        <MaintenanceListActions place={data.place} csvHref={`${location.pathname.replace(/\/+$/, '')}/export.csv`} />
      </Flex>
      <MaintenanceList data={data.list} hrefOf={landlordMaintenancePath} emptyDescription={`No maintenance requests for this ${data.kind} yet.`} />
      {openDrawer(location.search).name === MAINTENANCE_FILTERS_DRAWER ? <MaintenanceFiltersDrawer data={data.list} places={false} /> : null}
      {data.drawer ? <MaintenanceRequestDrawer data={data.drawer} area="landlord" /> : null}
    </section>
  )
}
