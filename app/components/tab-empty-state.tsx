import type { ReactNode } from 'react'
import { EmptyState } from './empty-state'
import { Heading } from './ui'

/**
 * A detail-page tab whose feature arrives with a later issue (files, maintenance,
 * transactions, condition reports, deposits): its title and an honest empty state.
 */
export function TabEmptyState({ title, description, icon }: { title: string; description: ReactNode; icon?: ReactNode }) {
  return (
    <section aria-labelledby="tab-title" className="flex flex-col gap-3">
      <Heading as="h2" size="4" id="tab-title">
        {title}
      </Heading>
      <EmptyState description={description} icon={icon} />
    </section>
  )
}
