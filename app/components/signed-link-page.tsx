import type { ReactNode } from 'react'
import { HomeMark } from '~/components/shell/brand'
import { Callout } from '~/components/ui'

/** A signed link's loader result: what the link shows, or why it shows nothing. */
export type SignedLinkData<T extends object> = T | { invalid: string }

/**
 * The page a signed link opens without an account (a vendor's job, ADR 028; a tenant's signing
 * link, ADR 031): the product's mark linking home, no shell, and either what the link shows or —
 * for an expired, replaced or forged link — the loader's 'This link is invalid or has expired.'
 */
export function SignedLinkPage<T extends object>({ data, children }: { data: SignedLinkData<T>; children: (view: T) => ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6 md:py-10">
      <HomeMark />
      {'invalid' in data ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{data.invalid}</Callout.Text>
        </Callout.Root>
      ) : (
        children(data)
      )}
    </main>
  )
}
