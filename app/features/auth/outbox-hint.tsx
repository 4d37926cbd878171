import { Link as RouterLink } from 'react-router'
import { Link, Text } from '~/components/ui'

/** Development only (no mail server): where the mail can be read. */
export function OutboxHint() {
  return (
    <Text as="p" size="2" color="gray">
      Development: no mail server is configured, so read the mail in the{' '}
      <Link asChild size="2">
        <RouterLink to="/app/dev/outbox">outbox</RouterLink>
      </Link>
      .
    </Text>
  )
}
