import type { ReactNode } from 'react'
import { Flex, Heading, Text } from '~/components/ui'

/** The title block every public page starts with. */
export function AuthHeading({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <Flex direction="column" gap="2" mb="5">
      <Heading as="h1" size="7">
        {title}
      </Heading>
      {description ? (
        <Text as="p" size="3" color="gray">
          {description}
        </Text>
      ) : null}
    </Flex>
  )
}
