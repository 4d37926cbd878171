import { useEffect, useRef, type FormEvent } from 'react'
import { Form, useLocation, useNavigate } from 'react-router'
import { Drawer } from '~/components/drawer'
import { FilterActions } from '~/components/forms'
import { Text } from '~/components/ui'
import { closedDrawerHref, drawerHref } from '~/utils/drawer'
import { KeptParams } from './kept-params'
import { DOCUMENT_CATEGORIES, DOCUMENT_FILTER, documentCategoryLabel, type DocumentFilters } from './documents-paths'

/** Spec §4 Document filter drawer: with JavaScript it closes 500 ms after its submit. */
export const FILTER_CLOSE_DELAY_MS = 500

function CheckboxList({ legend, name, options, checked, empty }: { legend: string; name: string; options: ReadonlyArray<readonly [string, string]>; checked: ReadonlyArray<string>; empty: string }) {
  return (
    <fieldset className="m-0 flex flex-col gap-1 border-0 p-0">
      <Text as="div" size="2" weight="medium" asChild>
        <legend className="mb-1 p-0">{legend}</legend>
      </Text>
      {options.length === 0 ? (
        <Text size="2" color="gray">
          {empty}
        </Text>
      ) : (
        <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
          {options.map(([value, label]) => (
            <label key={value} htmlFor={`filter-${name}-${value}`} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                id={`filter-${name}-${value}`}
                type="checkbox"
                name={name}
                value={value}
                defaultChecked={checked.includes(value)}
                className="size-5 shrink-0 cursor-pointer accent-[var(--accent-9)]"
              />
              <Text size="2">{label}</Text>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  )
}

/**
 * The filter drawer (product-spec §4): a GET form whose values become the URL. Without JavaScript
 * the browser loads the filtered list (drawer closed). With JavaScript the list updates
 * behind the open drawer, which closes 500 ms later.
 */
export function DocumentFilterDrawer({
  filters,
  leaseOptions,
  propertyOptions,
}: {
  filters: DocumentFilters
  leaseOptions: ReadonlyArray<readonly [string, string]> | null
  propertyOptions: ReadonlyArray<readonly [string, string]> | null
}) {
  const location = useLocation()
  const navigate = useNavigate()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const params = new URLSearchParams()
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string' && value) params.append(name, value)
    const filteredHref = `${location.pathname}${params.size ? `?${params}` : ''}`
    void navigate(drawerHref({ pathname: location.pathname, search: `?${params}` }, DOCUMENT_FILTER), { preventScrollReset: true, replace: true })
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void navigate(filteredHref, { preventScrollReset: true }), FILTER_CLOSE_DELAY_MS)
  }

  return (
    <Drawer title="Filter documents">
      <Form method="get" action={location.pathname} onSubmit={onSubmit} className="flex flex-col gap-5">
        <KeptParams omit={['leases', 'leases[]', 'properties', 'properties[]', 'category', 'category[]']} />
        <CheckboxList legend="Leases" name="leases" options={leaseOptions ?? []} checked={filters.leases.map(String)} empty="No leases yet." />
        <CheckboxList legend="Properties" name="properties" options={propertyOptions ?? []} checked={filters.properties.map(String)} empty="No properties yet." />
        <CheckboxList
          legend="Category"
          name="category"
          options={DOCUMENT_CATEGORIES.map((category) => [category, documentCategoryLabel[category]] as const)}
          checked={filters.categories}
          empty=""
        />
        <FilterActions clearHref={closedDrawerHref({ pathname: location.pathname, search: '' })} />
      </Form>
    </Drawer>
  )
}
