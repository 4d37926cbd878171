import type { ReactNode } from 'react'
import { DataList } from '~/components/ui'

/** One term of a details list (label, value). */
export function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="140px">{label}</DataList.Label>
      <DataList.Value>{children}</DataList.Value>
    </DataList.Item>
  )
}
