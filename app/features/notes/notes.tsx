import { TrashIcon } from '@radix-ui/react-icons'
import { Form, Link, useLocation } from 'react-router'
import { EmptyState } from '~/components/empty-state'
import { Button, Card, Flex, Heading, IconButton, Text } from '~/components/ui'
import { closedDrawerHref, drawerHref } from '~/utils/drawer'
import { formatDate } from '~/utils/format'
import { NOTE_ADD_DRAWER, NOTE_DELETE_INTENT } from './note-names'

export * from './note-names'

export type NoteItem = { id: number; body: string; authorName?: string | null; createdAt: string }

/** Private notes of a property, unit or lease: newest first, each removable. */
export function NotesSection({ notes, addHref, action }: { notes: NoteItem[]; addHref?: string; action?: string }) {
  const location = useLocation()
  const href = addHref ?? drawerHref(location, NOTE_ADD_DRAWER)
  return (
    <section aria-labelledby="notes-title" className="flex flex-col gap-3">
      <Flex justify="between" align="center" gap="3">
        <Heading as="h2" size="4" id="notes-title">
          Notes
        </Heading>
        <Button asChild size="3" className="min-h-11">
          <Link to={href} preventScrollReset>
            Add note
          </Link>
        </Button>
      </Flex>
      {notes.length === 0 ? (
        <EmptyState description="Notes are private to you and your team: reminders, conversations, anything worth keeping." />
      ) : (
        <ul className="m-0 flex list-none flex-col gap-3 p-0">
          {notes.map((note) => (
            <li key={note.id}>
              <Card size="2">
                <Flex justify="between" align="start" gap="3">
                  <Flex direction="column" gap="1" className="min-w-0">
                    <Text as="p" size="2" className="whitespace-pre-wrap break-words">
                      {note.body}
                    </Text>
                    <Text size="1" color="gray">
                      {[note.authorName, formatDate(note.createdAt)].filter(Boolean).join(' · ')}
                    </Text>
                  </Flex>
                  <Form method="post" action={action} preventScrollReset>
                    <input type="hidden" name="returnTo" value={closedDrawerHref(location)} />
                    <input type="hidden" name="target" value={note.id} />
                    <IconButton type="submit" name="intent" value={NOTE_DELETE_INTENT} variant="ghost" color="gray" size="3" className="m-0 size-11" aria-label="Delete note">
                      <TrashIcon aria-hidden />
                    </IconButton>
                  </Form>
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
