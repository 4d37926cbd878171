import { AreaErrorBoundary } from '~/components/error-screens'
import { PageHeader } from '~/components/shell/page-header'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/_index'
import { formPageMessages } from '~/features/forms/templates'
import { TemplateGroupGrid } from '~/features/forms/template-group-grid'
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
      <TemplateGroupGrid groups={groups} />
    </>
  )
}

export function ErrorBoundary() {
  return <AreaErrorBoundary area="FormsSystem" frame="panel" />
}
