import { ExternalLinkIcon } from '@radix-ui/react-icons'
import { Link } from '~/components/link'
import { Badge, Button, Text, VisuallyHidden } from '~/components/ui'
import { isActiveItem, SUPPORT_HEADING, type NavItem, type SidebarNavigation } from '~/utils/navigation'
import { NavIcon } from './nav-icon'

type SidebarNavProps = {
  navigation: SidebarNavigation
  pathname: string
  /** Distinguishes the desktop sidebar's ids from the slide-over's. */
  idPrefix: string
  /** Called when a link is followed (the slide-over closes itself). */
  onNavigate?: () => void
}

/** The sidebar's content (product-spec §2 Shell): the area's groups, Support, and Settings at the bottom. */
export function SidebarNav({ navigation, pathname, idPrefix, onNavigate }: SidebarNavProps) {
  const sections = [
    ...navigation.groups,
    ...(navigation.support.length ? [{ heading: SUPPORT_HEADING, items: navigation.support }] : []),
  ]
  return (
    <nav aria-label="Main" className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-1 flex-col gap-5 overflow-y-auto px-3 py-4">
        {sections.map((section, index) => {
          const headingId = section.heading ? `${idPrefix}-nav-${index}` : undefined
          return (
            <div key={section.heading ?? `section-${index}`} className="flex flex-col gap-1">
              {section.heading ? (
                <Text id={headingId} as="div" size="1" weight="medium" color="gray" className="px-3 pb-1 uppercase tracking-wide">
                  {section.heading}
                </Text>
              ) : null}
              <ul aria-labelledby={headingId} className="m-0 flex list-none flex-col gap-1 p-0">
                {section.items.map((item) => (
                  <li key={item.to}>
                    <NavLinkButton item={item} active={isActiveItem(item, pathname)} onNavigate={onNavigate} />
                  </li>
                ))}
              </ul>
            </div>
          )
        })}
      </div>
      <div className="px-3 py-3" style={{ borderTop: '1px solid var(--gray-a5)' }}>
        <NavLinkButton item={navigation.settings} active={isActiveItem(navigation.settings, pathname)} onNavigate={onNavigate} />
      </div>
    </nav>
  )
}

function NavLinkButton({ item, active, onNavigate }: { item: NavItem; active: boolean; onNavigate?: () => void }) {
  const content = (
    <>
      <NavIcon name={item.icon} />
      <span className="min-w-0 flex-1 truncate text-left">{item.label}</span>
      {item.count ? (
        <Badge color="red" variant="solid" radius="full">
          {item.count}
          <VisuallyHidden> {item.countLabel ?? 'pending'}</VisuallyHidden>
        </Badge>
      ) : null}
      {item.external ? (
        <>
          <ExternalLinkIcon aria-hidden className="size-3.5 shrink-0" />
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </>
      ) : null}
    </>
  )
  return (
    <Button
      asChild
      size="3"
      variant={active ? 'soft' : 'ghost'}
      color={active ? undefined : 'gray'}
      highContrast={!active}
      className="m-0 box-border h-11 w-full justify-start gap-3 px-3 font-normal"
    >
      {item.external ? (
        <a href={item.to} target="_blank" rel="noopener noreferrer">
          {content}
        </a>
      ) : (
        <Link to={item.to} prefetch="intent" aria-current={active ? 'page' : undefined} onClick={onNavigate}>
          {content}
        </Link>
      )}
    </Button>
  )
}
