import { MagnifyingGlassIcon } from '@radix-ui/react-icons'
import type { ReactNode } from 'react'
import { Form, useLocation } from 'react-router'
import { Link } from '~/components/link'
import { useHrefWith } from './list'
import { Button, Flex, Text, TextField, Link as TextLink } from './ui'

/*
 * A list's search box and its 'Results for' note, apart from list.tsx: the tabs and lists
 * without a search (a lease's transactions, its security deposit) import the table and the
 * pagination without the text field's chunk (ADR 027, first load).
 */

/** 'Results for “q”' with a link that clears the search (and the page). Nothing without a search. */
export function SearchResultsNote({ q }: { q: string }) {
  const href = useHrefWith()
  if (!q) return null
  return (
    <Flex gap="2" align="center" mb="3" wrap="wrap">
      <Text size="2" color="gray">
        Results for “{q}”
      </Text>
      <TextLink asChild size="2">
        <Link to={href({ q: null, page: null })} className="inline-flex min-h-11 items-center">
          Clear search
        </Link>
      </TextLink>
    </Flex>
  )
}

/** A GET search box; the other list parameters (filters, sort) ride along, the page resets. */
export function SearchForm({
  label,
  placeholder,
  value,
  keep = {},
  children,
}: {
  label: string
  placeholder?: string
  value: string
  keep?: Record<string, string | undefined>
  /** Other hidden inputs to send along (a list whose parameters repeat). */
  children?: ReactNode
}) {
  const location = useLocation()
  return (
    <Form method="get" action={location.pathname} role="search" className="flex min-w-0 flex-1 gap-2">
      {Object.entries(keep).map(([name, kept]) => (kept ? <input key={name} type="hidden" name={name} value={kept} /> : null))}
      {children}
      <label htmlFor="list-search" className="sr-only">
        {label}
      </label>
      <TextField.Root id="list-search" name="q" type="search" size="3" defaultValue={value} placeholder={placeholder} className="min-w-0 flex-1 [--text-field-height:44px]">
        <TextField.Slot>
          <MagnifyingGlassIcon aria-hidden />
        </TextField.Slot>
      </TextField.Root>
      <Button type="submit" size="3" variant="soft" className="min-h-11">
        Search
      </Button>
    </Form>
  )
}
