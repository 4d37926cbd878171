import { Form, Link, useActionData, useLocation } from 'react-router'
import { LEASE_STATUSES, leaseStatusLabel, type LeaseStatus } from '@common/portfolio'
import { Drawer, DrawerForm } from '~/components/drawer'
import { EmptyState } from '~/components/empty-state'
import { FilterActions, FilterCheckboxes, FilterRadios, NATIVE_SELECT_CLASS, nativeSelectStyle } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { Button, Link as ThemeLink, Text } from '~/components/ui'
import { replyFor } from '~/utils/form-action'
import { LeaseFormFields, LeaseSchema, type UnitOptionGroup } from './lease-form'
import { LEASE_ADD, LEASE_ARCHIVED_CHOICES as ARCHIVED_CHOICES, type LeaseListFilters } from './lease-list-names'

// The leases list's drawers (product-spec §2), loaded when one opens (lazy-drawers.tsx, ADR 027).

const NATIVE_SELECT_STYLE = nativeSelectStyle(false)
const SORT_CHOICES = [
  ['-startDate', 'Start date, newest first'],
  ['startDate', 'Start date, oldest first'],
  ['-endDate', 'End date, latest first'],
  ['endDate', 'End date, earliest first'],
  ['-rent', 'Rent, highest first'],
  ['rent', 'Rent, lowest first'],
  ['status', 'Status'],
  ['nickname', 'Nickname'],
] as const

/** The filters drawer: a GET form, so its values are the URL (and it works without JavaScript). */
export function LeaseFilterDrawer({
  filters,
  propertyOptions,
  q,
  sort,
  pathStatus,
}: {
  filters: LeaseListFilters
  propertyOptions: ReadonlyArray<readonly [string, string]> | null
  q: string
  sort: string
  pathStatus: LeaseStatus | null
}) {
  const location = useLocation()
  return (
    <Drawer title="Filter leases">
      <Form method="get" action={location.pathname} className="flex flex-col gap-5">
        {q ? <input type="hidden" name="q" value={q} /> : null}
        <FilterCheckboxes
          idPrefix="filter"
          legend="Status"
          name="status"
          values={LEASE_STATUSES}
          label={(status) => leaseStatusLabel[status]}
          selected={filters.statuses}
          hint={pathStatus ? `This tab shows ${leaseStatusLabel[pathStatus].toLowerCase()} leases only; choose ‘All’ to combine statuses.` : null}
        />
        <div className="flex flex-col gap-1">
          <Text as="label" htmlFor="filter-property" size="2" weight="medium">
            Property
          </Text>
          <select
            id="filter-property"
            name="property"
            defaultValue={filters.property ? String(filters.property) : ''}
            className={NATIVE_SELECT_CLASS}
            style={NATIVE_SELECT_STYLE}
          >
            <option value="">All properties</option>
            {(propertyOptions ?? []).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <Text as="label" htmlFor="filter-sort" size="2" weight="medium">
            Sort by
          </Text>
          {/* The table's headers sort too; phones show cards, so the choice is here as well. */}
          <select id="filter-sort" name="sort" defaultValue={sort} className={NATIVE_SELECT_CLASS} style={NATIVE_SELECT_STYLE}>
            {SORT_CHOICES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <FilterRadios idPrefix="filter" legend="Archived leases" name="archived" choices={ARCHIVED_CHOICES} selected={filters.archived} />
        <FilterActions clearHref={location.pathname} />
      </Form>
    </Drawer>
  )
}

/** The add drawer: the lease form for a unit (of the filtered property when one is set). */
export function LeaseAddDrawer({ unitGroups, unitPreset, presetProperty }: { unitGroups: UnitOptionGroup[] | null; unitPreset: string | undefined; presetProperty: number | null }) {
  const actionData = useActionData()
  const location = useLocation()
  const [form, fields] = useSchemaForm(LeaseSchema, {
    id: LEASE_ADD,
    lastResult: replyFor(actionData, LEASE_ADD),
    defaultValue: { unit: unitPreset, status: 'draft', leaseType: 'fixed', rentDueDay: '1' },
  })
  const groups: UnitOptionGroup[] = unitGroups ?? []
  const allUnitsHref = (() => {
    const params = new URLSearchParams(location.search)
    params.delete('property')
    return `${location.pathname}?${params}`
  })()
  return (
    <Drawer title="Add lease" size="md">
      {groups.length === 0 && !presetProperty ? (
        <EmptyState
          description="A lease is for a unit. Add a property (with its units) first."
          action={
            <Button asChild size="3" className="min-h-11">
              <Link to="/app/landlord?d=property-add">Add property</Link>
            </Button>
          }
        />
      ) : (
        <DrawerForm form={form} intent={LEASE_ADD} submitLabel="Add lease">
          <LeaseFormFields
            fields={fields}
            unitGroups={groups}
            unitHint={
              presetProperty ? (
                <>
                  Units of this property.{' '}
                  <ThemeLink asChild>
                    <Link to={allUnitsHref} preventScrollReset>
                      Choose from all properties
                    </Link>
                  </ThemeLink>
                </>
              ) : undefined
            }
          />
        </DrawerForm>
      )}
    </Drawer>
  )
}
