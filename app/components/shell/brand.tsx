import { Link } from '~/components/link'
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

/** The product's mark and name linking home, on the pages without the shell: the public pages (`large`) and the signed-link pages. */
export function HomeMark({ large = false }: { large?: boolean }) {
  return (
    <Link to="/app" className="inline-flex min-h-11 items-center gap-2 no-underline" aria-label={`${PRODUCT_NAME} home`}>
      <img src="/favicon.svg" alt="" width={large ? 32 : 28} height={large ? 32 : 28} />
      <Text size={large ? '5' : '4'} weight="bold" color="gray" highContrast>
        {PRODUCT_NAME}
      </Text>
    </Link>
  )
}
