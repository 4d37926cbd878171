import type { ReactNode } from 'react'
import { capabilityStateLabel, type CapabilityState } from '@common/accounts'
import { Badge, Flex, Text } from '~/components/ui'

/**
 * The operating account's pages without their forms: the drawers' names, the intents, the paths,
 * the badges and rows. The drawers and their zod schemas are in account-forms.tsx, a chunk
 * loaded when a drawer opens (lazy-drawers.tsx, ADR 027).
 */
export const ACCOUNT_DRAWERS = {
  add: 'account-add',
  edit: 'account-edit',
  mobile: 'mobile-providers',
  manual: 'manual-provider',
} as const

export const ACCOUNT_INTENTS = {
  add: 'account-add',
  edit: 'account-edit',
  mobile: 'mobile-providers',
  manual: 'manual-provider',
  cardEnable: 'card-enable',
  cardDisable: 'card-disable',
  cardOnboarding: 'card-onboarding',
} as const

export const ACCOUNTS_PATH = '/app/landlord/accounts'
export const ACCOUNT_SETTINGS_PATH = '/app/landlord/accounts/settings'
export const accountPagePath = (id: number | string) => `${ACCOUNTS_PATH}/${id}`

const CAPABILITY_COLOR: Record<CapabilityState, 'green' | 'amber' | 'red' | 'gray'> = { active: 'green', pending: 'amber', inactive: 'red', unrequested: 'gray' }

export function CapabilityBadge({ state }: { state: string | null | undefined }) {
  const known = (state && state in capabilityStateLabel ? state : 'unrequested') as CapabilityState
  return (
    <Badge color={CAPABILITY_COLOR[known]} variant="soft" size="2">
      {capabilityStateLabel[known]}
    </Badge>
  )
}

/** On/off as a badge (STYLE: green done, gray off). */
export function EnabledBadge({ enabled, on = 'Enabled', off = 'Off' }: { enabled: boolean | null | undefined; on?: string; off?: string }) {
  return (
    <Badge color={enabled ? 'green' : 'gray'} variant="soft" size="2">
      {enabled ? on : off}
    </Badge>
  )
}

/** One labelled row of a details card. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex direction={{ initial: 'column', sm: 'row' }} justify="between" gap={{ initial: '1', sm: '4' }} py="2">
      <Text size="2" color="gray">
        {label}
      </Text>
      <Text as="div" size="2" className="whitespace-pre-line sm:text-right">
        {children}
      </Text>
    </Flex>
  )
}
