import { LockClosedIcon } from '@radix-ui/react-icons'
import { messages } from '@common/messages'
import { Callout } from '~/components/ui'

/** Users with role admin see this above the shell (product-spec §1, §6). */
export function AdminBanner() {
  return (
    <Callout.Root color="amber" variant="surface" size="1" className="rounded-none px-4 py-2">
      <Callout.Icon>
        <LockClosedIcon aria-hidden />
      </Callout.Icon>
      <Callout.Text>{messages.adminBanner}</Callout.Text>
    </Callout.Root>
  )
}
