import { ArchiveIcon, DotsHorizontalIcon, Pencil1Icon, PersonIcon, PlusIcon, ReloadIcon, TrashIcon } from '@radix-ui/react-icons'
import type { MouseEvent, ReactNode } from 'react'
import { Link } from 'react-router'
import { Button, Card } from '~/components/ui'

/** `renew`: the lease renewal wizard (a page, not a drawer). */
type Hrefs = { edit: string; status: string; inviteContact: string; addNote: string; renew: string; archive: string; delete: string }

/** Closes the disclosure once a choice is made (with JavaScript the page does not reload). */
const closeMenu = (event: MouseEvent<HTMLElement>) => event.currentTarget.closest('details')?.removeAttribute('open')

/**
 * The lease page's actions: the frequent ones as buttons, the rest under 'More' — a
 * <details> disclosure, so it opens without JavaScript too. Every entry opens a drawer, but
 * 'Renew lease', which opens the renewal wizard.
 */
export function LeaseActions({ hrefs, archived }: { hrefs: Hrefs; archived: boolean }) {
  return (
    <>
      <Button asChild size="3" className="min-h-11">
        <Link to={hrefs.edit} preventScrollReset>
          <Pencil1Icon aria-hidden /> Edit lease
        </Link>
      </Button>
      <Button asChild size="3" variant="soft" className="min-h-11">
        <Link to={hrefs.status} preventScrollReset>
          Edit status
        </Link>
      </Button>
      <Button asChild size="3" variant="soft" className="min-h-11">
        <Link to={hrefs.inviteContact} preventScrollReset>
          <PersonIcon aria-hidden /> Invite contact
        </Link>
      </Button>
      <details className="relative [&>summary::-webkit-details-marker]:hidden">
        <Button asChild size="3" variant="soft" color="gray" className="min-h-11">
          <summary className="list-none" aria-label="More actions">
            <DotsHorizontalIcon aria-hidden /> More
          </summary>
        </Button>
        <Card size="1" className="absolute right-0 top-full z-30 mt-2 w-56" style={{ backgroundColor: 'var(--color-panel-solid)', boxShadow: 'var(--shadow-5)' }}>
          <ul className="m-0 flex list-none flex-col gap-1 p-0">
            <MenuLink to={hrefs.addNote} icon={<PlusIcon aria-hidden />}>
              Add note
            </MenuLink>
            <MenuLink to={hrefs.renew} icon={<ReloadIcon aria-hidden />}>
              Renew lease
            </MenuLink>
            <MenuLink to={hrefs.archive} icon={<ArchiveIcon aria-hidden />}>
              {archived ? 'Unarchive' : 'Archive'}
            </MenuLink>
            <MenuLink to={hrefs.delete} icon={<TrashIcon aria-hidden />} color="red">
              Delete
            </MenuLink>
          </ul>
        </Card>
      </details>
    </>
  )
}

function MenuLink({ to, icon, color = 'gray', children }: { to: string; icon: ReactNode; color?: 'gray' | 'red'; children: ReactNode }) {
  return (
    <li>
      <Button asChild variant="ghost" color={color} highContrast={color === 'gray'} size="3" className="m-0 box-border h-11 w-full justify-start px-3 font-normal">
        <Link to={to} preventScrollReset onClick={closeMenu}>
          {icon}
          {children}
        </Link>
      </Button>
    </li>
  )
}
