import { ArrowLeftIcon } from '@radix-ui/react-icons'
import type { ReactNode } from 'react'
import { Link } from '~/components/link'
import { Flex, Heading, Link as ThemeLink, Text } from '~/components/ui'

/** Where a detail page's back link goes, and what it says (the list or parent it returns to). */
export type BackLink = { to: string; label: ReactNode }

/**
 * A page's header, the same on every list and detail page (ADR 035): the back link (detail
 * pages), the title (the page's only h1) with its badges, a description line, an optional
 * picture on the left, and the actions at the top right (STYLE: lists).
 */
export function PageHeader({
  title,
  description,
  actions,
  back,
  badges,
  media,
}: {
  title: ReactNode
  description?: ReactNode
  actions?: ReactNode
  back?: BackLink
  /** Beside the title (status, archived). */
  badges?: ReactNode
  /** Left of the title (a property's or unit's image). */
  media?: ReactNode
}) {
  return (
    <header className="mb-5 flex flex-col" data-page-header="">
      {back ? <BackLinkRow back={back} /> : null}
      <Flex justify="between" align={{ initial: 'start', sm: 'center' }} gap="3" wrap="wrap">
        <Flex gap="3" align="start" className="min-w-0">
          {media ? <div className="shrink-0">{media}</div> : null}
          <Flex direction="column" gap="1" className="min-w-0">
            <Flex align="center" gap="2" wrap="wrap">
              <Heading as="h1" size={{ initial: '6', md: '7' }} className="break-words">
                {title}
              </Heading>
              {badges}
            </Flex>
            {description ? (
              <Text as="div" size="2" color="gray">
                {description}
              </Text>
            ) : null}
          </Flex>
        </Flex>
        {actions ? (
          <Flex gap="2" wrap="wrap" className="print:hidden">
            {actions}
          </Flex>
        ) : null}
      </Flex>
    </header>
  )
}

/** The back link above a detail page's title: one look everywhere (arrow, gray, a 44 px target). */
function BackLinkRow({ back }: { back: BackLink }) {
  return (
    <ThemeLink asChild size="2" color="gray" className="self-start print:hidden">
      <Link to={back.to} className="mb-1 inline-flex min-h-11 items-center gap-1" data-back-link="">
        <ArrowLeftIcon aria-hidden /> {back.label}
      </Link>
    </ThemeLink>
  )
}
