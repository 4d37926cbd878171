import { ChevronRightIcon, HomeIcon, PersonIcon, ReaderIcon, ViewGridIcon } from '@radix-ui/react-icons'
import type { ReactNode } from 'react'
import { Link, useLocation, useRouteLoaderData } from 'react-router'
import { Drawer } from '~/components/drawer'
import { Button, Card, Flex, Text } from '~/components/ui'
import { drawerHref } from '~/utils/drawer'
import { CREATE_NEW_DRAWER, type UnitPropertyChoice } from './create-new'

const PRIVATE_LAYOUT_ROUTE_ID = 'routes/app/private/_layout'

const CHOICES: ReadonlyArray<{ to: string | null; title: string; description: string; icon: ReactNode }> = [
  { to: '/app/landlord?d=property-add', title: 'Property', description: 'A home or building you rent out, with its units.', icon: <HomeIcon /> },
  // A unit belongs to a property: the dialog asks which one first (?kind=unit).
  { to: null, title: 'Unit', description: 'A rentable unit of one of your properties.', icon: <ViewGridIcon /> },
  { to: '/app/landlord/leases?d=lease-add', title: 'Lease', description: 'Rent, dates and tenants for one unit.', icon: <ReaderIcon /> },
  { to: '/app/landlord/people/contacts?d=person-add', title: 'Contact', description: 'A tenant or anyone else you work with.', icon: <PersonIcon /> },
]

/** The create-new dialog (create-new.tsx renders it, lazily, when the URL asks for it). */
export function CreateNewDialog() {
  const location = useLocation()
  const unitPropertyChoices = useRouteLoaderData<{ unitPropertyChoices?: UnitPropertyChoice[] | null }>(PRIVATE_LAYOUT_ROUTE_ID)?.unitPropertyChoices
  const choosingProperty = new URLSearchParams(location.search).get('kind') === 'unit'
  if (choosingProperty) {
    const choices = unitPropertyChoices ?? []
    return (
      <Drawer title="Add a unit" description="Which property is the unit in?" placement="center">
        {choices.length === 0 ? (
          <Flex direction="column" gap="3">
            <Text as="p" size="2" color="gray">
              You have no properties yet. Add a property first; its units come with it.
            </Text>
            <ChoiceLink to="/app/landlord?d=property-add" title="Property" description="A home or building you rent out, with its units." icon={<HomeIcon />} />
          </Flex>
        ) : (
          <ul className="m-0 flex max-h-[60vh] list-none flex-col gap-2 overflow-y-auto p-0">
            {choices.map((choice) => (
              <li key={choice.id}>
                <ChoiceLink to={`/app/landlord/properties/${choice.id}?d=unit-add`} title={choice.label} description={choice.detail} icon={<HomeIcon />} />
              </li>
            ))}
          </ul>
        )}
        <Flex mt="4">
          <Button asChild variant="soft" color="gray" size="3" className="min-h-11">
            <Link to={drawerHref(location, CREATE_NEW_DRAWER, { kind: undefined })} preventScrollReset>
              Back
            </Link>
          </Button>
        </Flex>
      </Drawer>
    )
  }
  return (
    <Drawer title="Create new" description="What would you like to add?" placement="center">
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        {CHOICES.map((choice) => (
          <li key={choice.title}>
            <ChoiceLink to={choice.to ?? drawerHref(location, CREATE_NEW_DRAWER, { kind: 'unit' })} title={choice.title} description={choice.description} icon={choice.icon} />
          </li>
        ))}
      </ul>
    </Drawer>
  )
}

function ChoiceLink({ to, title, description, icon }: { to: string; title: string; description: string; icon: ReactNode }) {
  return (
    <Card asChild size="2">
      <Link to={to} className="flex min-h-11 items-center gap-3 no-underline">
        <Text as="span" color="gray" aria-hidden className="[&>svg]:size-5">
          {icon}
        </Text>
        <Flex direction="column" className="min-w-0 flex-1">
          <Text weight="medium">{title}</Text>
          <Text size="2" color="gray">
            {description}
          </Text>
        </Flex>
        <ChevronRightIcon aria-hidden />
      </Link>
    </Card>
  )
}
