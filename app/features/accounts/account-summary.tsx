import { availablePaymentMethods, isCardProviderMethod, isManualMethod, paymentMethodLabel, type PaymentMethod } from '@common/invoices'
import type { Account } from '@api/payload-types'
import { Badge, Flex, Text } from '~/components/ui'

/** Whether this server takes card payments (the account's virtual card.providerConfigured). */
export const cardProviderConfigured = (account: Pick<Account, 'card'> | null | undefined) => Boolean(account?.card?.providerConfigured)

/** The methods an invoice of this account may offer today (ADR 021: availablePaymentMethods). */
export const methodsTenantsCanUse = (account: Account | null | undefined): PaymentMethod[] =>
  availablePaymentMethods(account, { cardProviderConfigured: cardProviderConfigured(account) })

/** What the tenant sees to pay with a method: the handle, the mailing address, or the card provider. */
export function methodDetail(account: Account, method: PaymentMethod): string | null {
  if (method === 'venmo' || method === 'cashapp' || method === 'zelle') return account[method]?.handle ?? null
  if (isManualMethod(method) && method !== 'cash') return account.manual?.address ?? null
  if (isCardProviderMethod(method)) return 'Paid online through Stripe'
  return null
}

/** The methods as badges (a list's row), or a line saying none is enabled. */
export function MethodBadges({ methods }: { methods: readonly PaymentMethod[] }) {
  if (!methods.length) {
    return (
      <Text size="2" color="gray">
        No payment method enabled yet
      </Text>
    )
  }
  return (
    <Flex gap="2" wrap="wrap" asChild>
      <ul aria-label="Payment methods tenants can use" className="m-0 list-none p-0">
        {methods.map((method) => (
          <li key={method}>
            <Badge color="green" variant="soft" size="2">
              {paymentMethodLabel[method]}
            </Badge>
          </li>
        ))}
      </ul>
    </Flex>
  )
}
