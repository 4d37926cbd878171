import { Form, useLocation } from 'react-router'
import { Drawer } from '~/components/drawer'
import { FilterActions, FilterRadios } from '~/components/forms'
import { Text } from '~/components/ui'
import { ARCHIVED_FILTERS, PROPERTY_DEFAULT_SORT, type ArchivedFilter } from './property'

/** The filter dialog (product-spec §2): a GET form, so its values live in the URL; applying closes it. */
export function PropertyFilterDrawer({ archived, trash, q, sort }: { archived: ArchivedFilter; trash: boolean; q: string; sort: string }) {
  const location = useLocation()
  return (
    <Drawer title="Filter properties">
      <Form method="get" action={location.pathname} className="flex flex-col gap-5">
        {q ? <input type="hidden" name="q" value={q} /> : null}
        {sort !== PROPERTY_DEFAULT_SORT ? <input type="hidden" name="sort" value={sort} /> : null}
        <FilterRadios idPrefix="property-filter" legend="Archived properties" name="archived" choices={ARCHIVED_FILTERS} selected={archived} />
        <fieldset className="m-0 flex flex-col gap-1 border-0 p-0">
          <Text as="div" size="2" weight="medium" asChild>
            <legend className="mb-1 p-0">Deleted properties</legend>
          </Text>
          <label className="flex min-h-11 cursor-pointer items-center gap-3">
            <input type="checkbox" name="view" value="trash" defaultChecked={trash} className="size-5 shrink-0 cursor-pointer accent-[var(--accent-9)]" />
            <Text size="2">Show deleted properties instead (to restore them)</Text>
          </label>
        </fieldset>
        <FilterActions clearHref={q ? `${location.pathname}?q=${encodeURIComponent(q)}` : location.pathname} clearLabel="Reset" />
      </Form>
    </Drawer>
  )
}
