import { getFormProps, type FormMetadata } from '@conform-to/react'
import { Cross2Icon } from '@radix-ui/react-icons'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { Form, Link, useActionData, useLocation, useNavigate } from 'react-router'
import { closedDrawerHref } from '~/utils/drawer'
import { confirmErrors } from '~/utils/form-action'
import { FilterActions, FormAlert, SubmitButton } from './forms'
import { Button, Flex, Heading, IconButton, Text } from './ui'

const WIDTH = { sm: 'max-w-[30rem]', md: 'max-w-[42rem]' } as const

/**
 * A right-side sheet whose open state is the URL (`?d=`): rendered on the server, so it
 * works before (and without) JavaScript; closing is a link to the page without `d`.
 * With JavaScript, Escape closes it, focus moves into it and stays there (Tab cycles
 * through the drawer), returns to where it was on close, and the page behind stops
 * scrolling.
 */
export function Drawer({
  title,
  description,
  size = 'sm',
  placement = 'side',
  children,
}: {
  title: ReactNode
  description?: ReactNode
  size?: keyof typeof WIDTH
  /** 'center' for confirmations (a dialog rather than a sheet). */
  placement?: 'side' | 'center'
  children: ReactNode
}) {
  const location = useLocation()
  const navigate = useNavigate()
  const closeHref = closedDrawerHref(location)
  const titleId = useId()
  const panelRef = useRef<HTMLElement>(null)

  useEffect(() => {
    const panel = panelRef.current
    const previouslyFocused = document.activeElement as HTMLElement | null
    // After a refused submit the first invalid field, otherwise the first field, otherwise the panel;
    // but not away from a field of the panel the user is already in (a drawer open in the URL is
    // usable before the scripts have run: its hydration must not move the typing elsewhere).
    const firstField =
      panel?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? panel?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')
    if (!panel?.contains(previouslyFocused)) (firstField ?? panel)?.focus({ preventScroll: true })
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') void navigate(closeHref, { preventScrollReset: true })
      else if (event.key === 'Tab' && panel) trapTab(event, panel)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.body.style.overflow = overflow
      document.removeEventListener('keydown', onKeyDown)
      if (previouslyFocused?.isConnected) previouslyFocused.focus({ preventScroll: true })
    }
  }, [closeHref, navigate])

  const centered = placement === 'center'
  return (
    <div className={`fixed inset-0 z-50 flex ${centered ? 'items-center justify-center p-4' : 'justify-end'}`}>
      <Link to={closeHref} preventScrollReset tabIndex={-1} aria-hidden className="absolute inset-0 bg-black/40" />
      <section
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative flex w-full flex-col overflow-y-auto outline-none ${WIDTH[size]} ${centered ? 'max-h-full rounded-[var(--radius-4)] shadow-xl' : 'h-full shadow-2xl'}`}
        style={{ backgroundColor: 'var(--color-panel-solid)' }}
      >
        <Flex align="start" justify="between" gap="3" px="5" pt="5" pb="3">
          <Flex direction="column" gap="1">
            <Heading as="h2" size="5" id={titleId}>
              {title}
            </Heading>
            {description ? (
              <Text as="p" size="2" color="gray">
                {description}
              </Text>
            ) : null}
          </Flex>
          <IconButton asChild variant="ghost" color="gray" size="3" className="m-0 size-11 shrink-0">
            <Link to={closeHref} preventScrollReset aria-label="Close">
              <Cross2Icon aria-hidden width={18} height={18} />
            </Link>
          </IconButton>
        </Flex>
        <div className="flex-1 px-5 pb-5">{children}</div>
      </section>
    </div>
  )
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Keeps Tab and Shift+Tab inside the open drawer (a modal dialog): past the last control comes the first. */
function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0)
  if (!focusable.length) return
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  const active = document.activeElement
  const inside = active instanceof HTMLElement && panel.contains(active)
  if (event.shiftKey && (!inside || active === first || active === panel)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * A list's filter dialog: a GET form to the list's own path (the filters are the URL, with or
 * without JavaScript) keeping the list's sort when it is not the default, then the fields, then
 * Clear and Apply.
 */
export function FilterDrawer({ title, sort, defaultSort, children }: { title: string; sort: string; defaultSort: string; children: ReactNode }) {
  const location = useLocation()
  return (
    <Drawer title={title}>
      <Form method="get" action={location.pathname} className="flex flex-col gap-5">
        {sort !== defaultSort ? <input type="hidden" name="sort" value={sort} /> : null}
        {children}
        <FilterActions clearHref={location.pathname} />
      </Form>
    </Drawer>
  )
}

/**
 * The form of a drawer: posts `intent` (and the drawer's `target`) to the route action,
 * with `returnTo` (by default the page without the drawer), where the action redirects
 * on success.
 */
export function DrawerForm<FormValue extends Record<string, unknown>>({
  form,
  intent,
  target,
  action,
  submitLabel,
  submitColor,
  encType,
  returnTo,
  cancelLabel,
  children,
}: {
  form: FormMetadata<FormValue, string[]>
  intent: string
  target?: string | number | null
  /** The route that handles it, when it is not the closest route (e.g. a layout's drawer). */
  action?: string
  submitLabel: ReactNode
  submitColor?: 'red'
  encType?: 'multipart/form-data'
  /** Where the action redirects on success when it is not the page without the drawer. */
  returnTo?: string
  cancelLabel?: ReactNode
  children: ReactNode
}) {
  const location = useLocation()
  const closeHref = closedDrawerHref(location)
  return (
    <Form method="post" action={action} encType={encType} {...getFormProps(form)} preventScrollReset className="flex flex-col gap-4">
      <input type="hidden" name="returnTo" value={returnTo ?? closeHref} />
      {target !== undefined && target !== null ? <input type="hidden" name="target" value={String(target)} /> : null}
      <FormAlert id={form.errorId} errors={form.errors} />
      {children}
      <DrawerButtons closeHref={closeHref} cancelLabel={cancelLabel} intent={intent} action={action} color={submitColor} pt="2">
        {submitLabel}
      </DrawerButtons>
    </Form>
  )
}

/** Cancel (a link that closes the drawer) and the submit button of `intent`. */
function DrawerButtons({
  closeHref,
  cancelLabel = 'Cancel',
  intent,
  action,
  color,
  pt,
  children,
}: {
  closeHref: string
  cancelLabel?: ReactNode
  intent: string
  action?: string
  color?: 'red'
  pt?: '2'
  children: ReactNode
}) {
  return (
    <Flex gap="3" justify="end" pt={pt} wrap="wrap">
      <Button asChild variant="soft" color="gray" size="3" className="min-h-11">
        <Link to={closeHref} preventScrollReset>
          {cancelLabel}
        </Link>
      </Button>
      <SubmitButton intent={intent} formAction={action} color={color}>
        {children}
      </SubmitButton>
    </Flex>
  )
}

/**
 * A yes/no confirmation (archive, delete) as a centered dialog in the URL. A refusal of
 * a previous attempt (e.g. a property that still has leases) shows above the buttons:
 * the route action's reply to this `intent`.
 */
export function ConfirmDialog({
  title,
  description,
  intent,
  target,
  action,
  confirmLabel,
  destructive = false,
}: {
  title: ReactNode
  description: ReactNode
  intent: string
  target?: string | number | null
  action?: string
  confirmLabel: ReactNode
  destructive?: boolean
}) {
  const location = useLocation()
  const errors = confirmErrors(useActionData(), intent)
  const closeHref = closedDrawerHref(location)
  return (
    <Drawer title={title} placement="center">
      <Form method="post" action={action} preventScrollReset className="flex flex-col gap-4">
        <input type="hidden" name="returnTo" value={closeHref} />
        {target !== undefined && target !== null ? <input type="hidden" name="target" value={String(target)} /> : null}
        <Text as="p" size="2">
          {description}
        </Text>
        <FormAlert errors={errors} />
        <DrawerButtons closeHref={closeHref} intent={intent} action={action} color={destructive ? 'red' : undefined}>
          {confirmLabel}
        </DrawerButtons>
      </Form>
    </Drawer>
  )
}
