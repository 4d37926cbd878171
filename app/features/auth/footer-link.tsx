import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { Flex, Link, Text } from '~/components/ui'

/** A centred line under a public form: a short prompt and the link it leads to. */
export function FooterLink({ prompt, to, children }: { prompt?: ReactNode; to: string; children: ReactNode }) {
  return (
    <Flex justify="center" align="center" gap="1" wrap="wrap" className="min-h-11 text-center">
      {prompt ? (
        <Text size="2" color="gray">
          {prompt}
        </Text>
      ) : null}
      <Link asChild size="2" weight="medium">
        <RouterLink to={to}>{children}</RouterLink>
      </Link>
    </Flex>
  )
}
