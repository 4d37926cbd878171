import { personFilesAction, personFilesLoader } from '~/features/people/person-files.server'
import { PersonFilesTab } from '~/features/people/person-files'
import { personMeta } from '~/features/people/person-page'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import type { Route } from './+types/files'

export const meta: Route.MetaFunction = ({ matches }) => personMeta(matches, 'contacts', 'Files')

export const loader = (args: Route.LoaderArgs) => personFilesLoader(args, 'contacts')

export const action = (args: Route.ActionArgs) => personFilesAction(args, 'contacts')

export default function FilesTab({ loaderData }: Route.ComponentProps) {
  return <PersonFilesTab {...loaderData} />
}

export const ErrorBoundary = PrivateAreaErrorBoundary
