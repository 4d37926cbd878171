import { Link as RouterLink } from 'react-router'
import { AreaErrorBoundary } from '~/components/error-screens'
import { EmptyState } from '~/components/empty-state'
import { PageHeader } from '~/components/shell/page-header'
import { Card, Heading, Text } from '~/components/ui'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/_index'
import { FORMS_PATH, formPageMessages } from '~/features/forms/templates'
import { formsViewer, listTemplateGroups, requireFormsFeature } from '~/features/forms/templates.server'
import type { StaticHandle } from '~/root'

export const meta: Route.MetaFunction = () => titleMeta(formPageMessages.catalogueTitle)

/** No scripts for visitors (ADR 027): a list of links. */
export const handle: StaticHandle = { hydrate: 'signed-in' }

/** /app/forms: the public catalogue of template groups (product-spec §2 Forms), while forms are on for the caller. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireFormsFeature(context)
  const viewer = await formsViewer(context)
  return { groups: await listTemplateGroups(context), description: formPageMessages.catalogueDescription[viewer] }
}

export default function FormsCatalogue({ loaderData }: Route.ComponentProps) {
  const { groups, description } = loaderData
  return (
    <>
      <PageHeader title={formPageMessages.catalogueTitle} description={description} />
      {groups.length === 0 ? (
        <EmptyState description={formPageMessages.catalogueEmpty} />
      ) : (
        <ul className="m-0 grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
          {groups.map((group) => (
            <li key={group.id} className="flex">
              <Card asChild size="2" className="flex w-full">
                <RouterLink to={`${FORMS_PATH}/${group.slug}`} className="flex min-h-11 flex-col gap-2 no-underline">
                  <Heading as="h2" size="4">
                    {group.name}
                  </Heading>
                  {group.description ? (
                    <Text as="p" size="2" color="gray" className="m-0">
                      {group.description}
                    </Text>
                  ) : null}
                </RouterLink>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

export function ErrorBoundary() {
  return <AreaErrorBoundary area="FormsSystem" frame="panel" />
}
