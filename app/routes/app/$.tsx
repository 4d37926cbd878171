import { data } from 'react-router'
import { NotFoundScreen } from '~/components/error-screens'
import { titleMeta } from '~/utils/meta'
import { messages } from '@common/messages'

export const meta = () => titleMeta(messages.notFoundTitle)

export function loader() {
  throw data(null, { status: 404 })
}

export default function NotFound() {
  return <NotFoundScreen />
}

export function ErrorBoundary() {
  return <NotFoundScreen />
}
