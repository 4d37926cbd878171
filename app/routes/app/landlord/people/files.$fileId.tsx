import { personFileAction, personFileLoader } from '~/features/people/person-files.server'
import { PersonFilePage } from '~/features/people/person-file-page'
import type { PersonSection } from '~/features/people/people-paths'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { titleMeta } from '~/utils/meta'
import { pagePathname } from '~/utils/page-path'
import type { Route } from './+types/files.$fileId'

/**
 * /app/landlord/people/{contacts|tenants|vendors}/{id}/files/{fileId}: one file of a person.
 * One module for the three sections (three route ids); the URL names the section.
 */
const sectionOf = (request: Request): PersonSection => {
  const section = pagePathname(new URL(request.url).pathname).split('/')[4]
  return section === 'tenants' || section === 'vendors' ? section : 'contacts'
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => titleMeta(loaderData?.file.nickname ?? 'File', error)

export const loader = (args: Route.LoaderArgs) => personFileLoader(args, sectionOf(args.request))

export const action = (args: Route.ActionArgs) => personFileAction(args, sectionOf(args.request))

export default function PersonFileRoute({ loaderData }: Route.ComponentProps) {
  return <PersonFilePage {...loaderData} />
}

export const ErrorBoundary = PrivateAreaErrorBoundary
