import type { ReactNode } from 'react'
import { PageHeader } from './shell/page-header'
import { Card, Flex, Text } from './ui'

/**
 * What a list shows before it has anything: one sentence of what goes here and, once
 * the feature can create something, its primary action. Never fake rows.
 */
export function EmptyState({ description, icon, action }: { description: ReactNode; icon?: ReactNode; action?: ReactNode }) {
  return (
    <Card size="3" variant="surface">
      <Flex direction="column" align="center" gap="3" py="6" className="text-center">
        {icon ? (
          <Text as="div" color="gray" aria-hidden className="[&>svg]:size-8">
            {icon}
          </Text>
        ) : null}
        <Text as="p" size="3" color="gray" className="max-w-md">
          {description}
        </Text>
        {action}
      </Flex>
    </Card>
  )
}

/** A page whose feature arrives later: its title and an honest empty state. */
export function EmptyStatePage({
  title,
  description,
  icon,
  action,
  tabs,
}: {
  title: string
  description: ReactNode
  icon?: ReactNode
  action?: ReactNode
  /** Navigation between sibling lists (e.g. unread and read notifications). */
  tabs?: ReactNode
}) {
  return (
    <>
      <PageHeader title={title} />
      {tabs}
      <EmptyState description={description} icon={icon} action={action} />
    </>
  )
}
