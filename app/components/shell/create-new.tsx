import { PlusIcon } from '@radix-ui/react-icons'
import { Suspense } from 'react'
import { useLocation } from 'react-router'
import { Link } from '~/components/link'
import { Button } from '~/components/ui'
import { drawerHref, openDrawer } from '~/utils/drawer'
import { lazyComponent } from '~/utils/lazy-component'

export const CREATE_NEW_DRAWER = 'create-new'

/** The properties offered when the landlord quick-adds a unit (loaded by the shell only then). */
export type UnitPropertyChoice = { id: number; label: string; detail: string }

// The dialog and its Drawer load when the URL opens it (ADR 027; the server renders it complete), or when the button is pointed at or focused.
const LazyCreateNewDialog = lazyComponent(() => import('./create-new-dialog').then((module) => module.CreateNewDialog))
const preloadDialog = () => void LazyCreateNewDialog.preload().catch(() => {})

/**
 * The shell's quick add (product-spec §2 Dialogs: create-new): a link that opens a dialog in the
 * URL (`?d=create-new`), rendered on the server, so it works without JavaScript.
 */
export function CreateNewButton() {
  const location = useLocation()
  return (
    <Button asChild size="3" className="m-0 box-border min-h-11 min-w-11 px-0 sm:px-4">
      <Link to={drawerHref(location, CREATE_NEW_DRAWER)} preventScrollReset aria-label="Create new" onPointerEnter={preloadDialog} onFocus={preloadDialog}>
        <PlusIcon aria-hidden width={18} height={18} />
        <span className="hidden sm:inline">Create new</span>
      </Link>
    </Button>
  )
}

/** The dialog itself, when the URL asks for it. */
export function CreateNewDialog() {
  const location = useLocation()
  if (openDrawer(location.search).name !== CREATE_NEW_DRAWER) return null
  return (
    <Suspense fallback={null}>
      <LazyCreateNewDialog />
    </Suspense>
  )
}
