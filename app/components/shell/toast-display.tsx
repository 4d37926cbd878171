import { CheckCircledIcon, Cross2Icon, CrossCircledIcon, InfoCircledIcon } from '@radix-ui/react-icons'
import { useEffect, useRef, useState } from 'react'
import { Callout, IconButton, Text, VisuallyHidden } from '~/components/ui'
import { useHydrated } from 'remix-utils/use-hydrated'

export type ToastMessage = { type: 'success' | 'error' | 'info'; title: string; description?: string }

/** Long enough to read two lines; hovering or focusing the toast pauses it. */
export const TOAST_DURATION_MS = 6000
const DISMISS_LABEL = 'Dismiss'

const tone = {
  success: { color: 'green', Icon: CheckCircledIcon },
  error: { color: 'red', Icon: CrossCircledIcon },
  info: { color: 'blue', Icon: InfoCircledIcon },
} as const

/**
 * Shows the toast an action flashed before its redirect (root loader `toast`). The
 * live region is always in the page so screen readers announce a toast that appears
 * after a client-side navigation. Without JavaScript the toast stays until dismissed
 * (a <details> closes without script); with it, it also hides itself.
 */
export function ToastDisplay({ toast }: { toast: ToastMessage | null }) {
  const hydrated = useHydrated()
  const [shown, setShown] = useState<ToastMessage | null>(toast)
  // Revalidations return no toast (it was consumed): keep the last one until it is dismissed.
  useEffect(() => {
    if (toast) setShown(toast)
  }, [toast])

  const [paused, setPaused] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(() => {
    if (!shown || paused || !hydrated) return
    timer.current = setTimeout(() => setShown(null), TOAST_DURATION_MS)
    return () => {
      if (timer.current) clearTimeout(timer.current)
    }
  }, [shown, paused, hydrated])

  const { color, Icon } = tone[shown?.type ?? 'info']
  const body = shown ? (
    <Callout.Root color={color} variant="surface" size="2" className="pr-14" style={{ backgroundColor: 'var(--color-panel-solid)', boxShadow: 'var(--shadow-4)' }}>
      <Callout.Icon>
        <Icon aria-hidden />
      </Callout.Icon>
      <div className="flex flex-col gap-1">
        <Text as="p" size="2" weight="bold">
          {shown.title}
        </Text>
        {shown.description ? (
          <Text as="p" size="2">
            {shown.description}
          </Text>
        ) : null}
      </div>
    </Callout.Root>
  ) : null

  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-3 bottom-3 z-40 flex flex-col items-stretch md:left-auto md:right-6 md:bottom-6 md:w-96">
      {shown && !hydrated ? (
        <details open className="pointer-events-auto relative [&:not([open])]:hidden [&>summary::-webkit-details-marker]:hidden">
          <IconButton asChild size="3" variant="ghost" color="gray" className="absolute right-1.5 top-1.5 z-10 m-0 size-11">
            <summary className="list-none">
              <Cross2Icon aria-hidden />
              <VisuallyHidden>{DISMISS_LABEL}</VisuallyHidden>
            </summary>
          </IconButton>
          {body}
        </details>
      ) : null}
      {shown && hydrated ? (
        <div
          className="pointer-events-auto relative"
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
        >
          {body}
          <IconButton type="button" size="3" variant="ghost" color="gray" className="absolute right-1.5 top-1.5 m-0 size-11" aria-label={DISMISS_LABEL} onClick={() => setShown(null)}>
            <Cross2Icon aria-hidden />
          </IconButton>
        </div>
      ) : null}
    </div>
  )
}
