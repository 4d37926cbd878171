import { Link } from 'react-router'
import { EmptyState } from '~/components/empty-state'
import { Card, Heading, Text } from '~/components/ui'
import { FORMS_PATH, formPageMessages } from './templates'
import type { TemplateGroupSummary } from './templates.server'

/** The template groups as a grid of cards, each a link to the group's forms (the public catalogue and the landlord's Forms page). */
export function TemplateGroupGrid({ groups }: { groups: TemplateGroupSummary[] }) {
  if (groups.length === 0) return <EmptyState description={formPageMessages.catalogueEmpty} />
  return (
    <ul className="m-0 grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
      {groups.map((group) => (
        <li key={group.id} className="flex">
          <Card asChild size="2" className="flex w-full">
            <Link to={`${FORMS_PATH}/${group.slug}`} className="flex min-h-11 flex-col gap-2 no-underline">
              <Heading as="h2" size="4">
                {group.name}
              </Heading>
              {group.description ? (
                <Text as="p" size="2" color="gray" className="m-0">
                  {group.description}
                </Text>
              ) : null}
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  )
}
