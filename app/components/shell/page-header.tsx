import type { ReactNode } from 'react'
import { Flex, Heading, Text } from '~/components/ui'

/** A page's title (its only h1) with the primary action at the top right (STYLE: lists). */
export function PageHeader({ title, description, actions }: { title: ReactNode; description?: ReactNode; actions?: ReactNode }) {
  return (
    <Flex justify="between" align={{ initial: 'start', sm: 'center' }} gap="3" wrap="wrap" mb="5">
      <Flex direction="column" gap="1" className="min-w-0">
        <Heading as="h1" size={{ initial: '6', md: '7' }}>
          {title}
        </Heading>
        {description ? (
          <Text as="p" size="2" color="gray">
            {description}
          </Text>
        ) : null}
      </Flex>
      {actions ? <Flex gap="2" wrap="wrap">{actions}</Flex> : null}
    </Flex>
  )
}
