import type { ReactNode } from 'react'
import { Flex, Link as ThemeLink, Text } from '~/components/ui'

/** A phone number as a tel: link ('(555) 010-2030' dials +5550102030). */
export const telHref = (phoneNumber: string) => `tel:${phoneNumber.replace(/[^\d+]/g, '')}`

/** A contact's name over their e-mail and phone as links (a card's main column); `fallback` when there are neither. */
export function ContactDetails({ name, email, phoneNumber, fallback }: { name: string; email?: string | null; phoneNumber?: string | null; fallback?: ReactNode }) {
  return (
    <Flex direction="column" gap="1" className="min-w-0">
      <Text weight="medium" className="break-words">
        {name}
      </Text>
      {email ? (
        <ThemeLink href={`mailto:${email}`} size="2" className="break-all">
          {email}
        </ThemeLink>
      ) : null}
      {phoneNumber ? (
        <ThemeLink href={telHref(phoneNumber)} size="2">
          {phoneNumber}
        </ThemeLink>
      ) : null}
      {!email && !phoneNumber ? fallback : null}
    </Flex>
  )
}
