import { formatLocality, formatStreet, type AddressLike } from '@common/address'
import { Text } from '~/components/ui'

/** A property's address in two lines: '12 Oak St, Apt 2' over 'Austin, TX 78701'. */
export function PropertyAddress({ address, strong = true }: { address: AddressLike | null | undefined; strong?: boolean }) {
  return (
    <span className="flex min-w-0 flex-col">
      <Text size="2" weight={strong ? 'medium' : 'regular'} className="break-words">
        {formatStreet(address) || '—'}
      </Text>
      <Text size="1" color="gray">
        {formatLocality(address)}
      </Text>
    </span>
  )
}

/** The one-line name of a property: its nickname, else its street address. */
export function propertyLabel(property: { nickname?: string | null; address?: AddressLike | null }) {
  return property.nickname || formatStreet(property.address) || 'Property'
}
