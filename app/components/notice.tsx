import { CheckCircledIcon, InfoCircledIcon } from '@radix-ui/react-icons'
import type { ReactNode } from 'react'
import { Callout } from './ui'

/* Apart from forms.tsx (which re-exports it): a page shows a notice without loading conform's helpers (ADR 027). */

/** A confirmation or information banner (green success, blue information). */
export function Notice({ tone = 'success', children }: { tone?: 'success' | 'info'; children: ReactNode }) {
  return (
    <Callout.Root color={tone === 'success' ? 'green' : 'blue'} role="status">
      <Callout.Icon>{tone === 'success' ? <CheckCircledIcon /> : <InfoCircledIcon />}</Callout.Icon>
      <Callout.Text>{children}</Callout.Text>
    </Callout.Root>
  )
}
