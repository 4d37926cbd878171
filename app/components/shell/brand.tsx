import { Link } from 'react-router'
import { PRODUCT_NAME } from '@common/messages'
import { Text } from '~/components/ui'

/** The product's mark and name, linking to the signed-in user's area. */
export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/app" onClick={onNavigate} className="inline-flex min-h-11 items-center gap-2 rounded-sm no-underline" style={{ color: 'var(--gray-12)' }}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <Text size="4" weight="bold">
        {PRODUCT_NAME}
      </Text>
    </Link>
  )
}
