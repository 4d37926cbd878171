import { Form, Link as RouterLink, useActionData, useLocation } from 'react-router'
import { conditionRatingLabel, conditionReportStatusLabel, conditionReportTypeLabel, MAX_CONDITION_PHOTOS_PER_ITEM, type ConditionItem } from '@common/condition-reports'
import { FormAlert } from '~/components/form-alert'
import { SubmitButton } from '~/components/submit-button'
import { SignedLinkPage } from '~/components/signed-link-page'
import { Badge, Callout, Card, Code, Flex, Heading, Text, Link as TextLink } from '~/components/ui'
import { CONDITION_PHOTO_ACCEPT, linkNotesIntentFor } from '~/features/condition-reports/condition-report-names'
import { conditionLinkAction, loadConditionLink, type ConditionLinkView } from '~/features/condition-reports/condition-report-link.server'
import { LinkSignForm } from '~/features/condition-reports/lazy-drawers'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/condition-report-link.$token'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...titleMeta(loaderData && 'report' in loaderData ? `${conditionReportTypeLabel[loaderData.report.type]} condition report` : 'Condition report'),
  { name: 'robots', content: 'noindex' },
]

/**
 * /app/condition-reports/sign/{token}: a condition report through a tenant's signing link
 * (ADR 031), without an account: that tenant's notes and photos per item, one room per page
 * (`?room=`), and its signature (typed name, checkbox; the server adds the time and the IP).
 * Plain forms: it works without JavaScript. An expired, replaced or forged link says so.
 */
export async function loader({ params }: Route.LoaderArgs) {
  return loadConditionLink(params.token)
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return conditionLinkAction(context, params.token, await request.formData())
}

export default function ConditionLinkPage({ loaderData }: Route.ComponentProps) {
  return <SignedLinkPage data={loaderData}>{(view) => <LinkReport view={view} />}</SignedLinkPage>
}

function LinkReport({ view }: { view: ConditionLinkView }) {
  const { report, signer } = view
  const location = useLocation()
  const roomId = new URLSearchParams(location.search).get('room')
  const room = report.rooms.find((entry) => entry.id === roomId) ?? null
  const editable = report.status === 'requested' && !signer.signed
  return (
    <>
      <Flex direction="column" gap="2">
        <Heading as="h1" size="7">
          {conditionReportTypeLabel[report.type]} condition report
        </Heading>
        {report.unitAddress ? <Text color="gray">{report.unitAddress}</Text> : null}
        <Flex gap="2" wrap="wrap" align="center">
          <Badge color={report.status === 'completed' ? 'green' : 'amber'}>{conditionReportStatusLabel[report.status]}</Badge>
          <Text size="2">For {signer.name}</Text>
        </Flex>
        {editable ? (
          <Text as="p" size="2" color="gray">
            Check each room, add your own notes and photos where you see something, then sign at the bottom of this page. Your landlord sees what you add.
          </Text>
        ) : null}
      </Flex>
      {room ? <LinkRoom view={view} roomId={room.id} editable={editable} /> : <RoomList view={view} />}
      <LinkSignatures view={view} />
      {report.pdfSha256 ? (
        <Text size="2" className="break-all">
          This report is completed and locked. PDF SHA-256: <Code>{report.pdfSha256}</Code>
        </Text>
      ) : null}
    </>
  )
}

function RoomList({ view }: { view: ConditionLinkView }) {
  const location = useLocation()
  return (
    <section aria-labelledby="link-rooms-title" className="flex flex-col gap-2">
      <Heading as="h2" size="4" id="link-rooms-title">
        Rooms
      </Heading>
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        {view.report.rooms.map((room) => {
          const mine = room.items.filter((item) => item.tenantNotes.some((note) => note.contact === view.signer.contact)).length
          return (
            <li key={room.id}>
              <Card size="2" asChild>
                <RouterLink to={`${location.pathname}?room=${encodeURIComponent(room.id)}`} className="flex min-h-11 items-center justify-between gap-3 no-underline">
                  <Text weight="bold">{room.name}</Text>
                  <Text size="2" color="gray">
                    {room.items.length} items{mine ? ` · your notes on ${mine}` : ''}
                  </Text>
                </RouterLink>
              </Card>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function LinkRoom({ view, roomId, editable }: { view: ConditionLinkView; roomId: string; editable: boolean }) {
  const location = useLocation()
  const rooms = view.report.rooms
  const index = rooms.findIndex((entry) => entry.id === roomId)
  const room = rooms[index]!
  const next = rooms[index + 1]
  return (
    <section aria-labelledby="link-room-title" className="flex flex-col gap-4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="5" id="link-room-title">
          {room.name}
        </Heading>
        <TextLink asChild size="2">
          <RouterLink to={location.pathname}>All rooms</RouterLink>
        </TextLink>
      </Flex>
      {room.items.map((item) => (
        <LinkItem key={item.id} view={view} roomId={room.id} item={item} editable={editable} />
      ))}
      {next ? (
        <TextLink asChild size="3">
          <RouterLink to={`${location.pathname}?room=${encodeURIComponent(next.id)}`}>Next room: {next.name}</RouterLink>
        </TextLink>
      ) : (
        <TextLink asChild size="3">
          <RouterLink to={`${location.pathname}#link-sign-title`}>Last room: go to the signature</RouterLink>
        </TextLink>
      )}
    </section>
  )
}

function LinkItem({ view, roomId, item, editable }: { view: ConditionLinkView; roomId: string; item: ConditionItem; editable: boolean }) {
  const actionData = useActionData() as { intent?: string; result?: { error?: Record<string, string[] | null> } } | undefined
  const reply = actionData?.intent === linkNotesIntentFor(item.id) ? actionData.result : undefined
  const errors = Object.values(reply?.error ?? {}).flatMap((messages) => messages ?? [])
  const mine = item.tenantNotes.find((note) => note.contact === view.signer.contact)?.notes ?? ''
  const photos = view.report.photoCounts[item.id] ?? 0
  return (
    <Card size="2" id={item.id}>
      <Flex direction="column" gap="3">
        <Flex justify="between" align="center" gap="2" wrap="wrap">
          <Heading as="h3" size="3">
            {item.name}
          </Heading>
          <Badge color={item.rating === 'damaged' || item.rating === 'poor' ? 'red' : item.rating === 'fair' ? 'amber' : item.rating === 'good' ? 'green' : 'gray'}>
            {item.rating ? conditionRatingLabel[item.rating] : 'Not rated'}
          </Badge>
        </Flex>
        {item.notes ? <Text size="2">Landlord: {item.notes}</Text> : null}
        {item.tenantNotes
          .filter((note) => note.contact !== view.signer.contact)
          .map((note) => (
            <Text size="2" key={note.user ?? `contact-${note.contact}`}>
              {note.name}: {note.notes}
            </Text>
          ))}
        <Text size="2" color="gray">
          {photos ? `${photos} photo${photos === 1 ? '' : 's'}` : 'No photos yet'}
        </Text>
        {editable ? (
          <Form method="post" encType="multipart/form-data" preventScrollReset className="flex flex-col gap-3">
            <input type="hidden" name="item" value={item.id} />
            <input type="hidden" name="room" value={roomId} />
            <FormAlert errors={errors} />
            <label className="flex flex-col gap-1">
              <Text size="2" weight="medium">
                Your notes
              </Text>
              <textarea name="notes" defaultValue={mine} rows={2} maxLength={2000} className="rounded border border-[var(--gray-7)] p-2" />
            </label>
            {photos < MAX_CONDITION_PHOTOS_PER_ITEM ? (
              <label className="flex flex-col gap-1">
                <Text size="2" weight="medium">
                  Add a photo <Text color="gray">(JPG or PNG)</Text>
                </Text>
                <input type="file" name="photo" accept={CONDITION_PHOTO_ACCEPT} capture="environment" className="min-h-11 py-2" />
              </label>
            ) : null}
            <Flex justify="end">
              <SubmitButton intent={linkNotesIntentFor(item.id)} variant="soft">
                Save {item.name}
              </SubmitButton>
            </Flex>
          </Form>
        ) : mine ? (
          <Text size="2">Your notes: {mine}</Text>
        ) : null}
      </Flex>
    </Card>
  )
}

function LinkSignatures({ view }: { view: ConditionLinkView }) {
  const { report, signer } = view
  return (
    <section aria-labelledby="link-sign-title" className="flex flex-col gap-3">
      <Heading as="h2" size="4" id="link-sign-title">
        Signatures
      </Heading>
      <ul className="m-0 flex list-none flex-col gap-1 p-0">
        {report.signers.map((entry) => (
          <li key={entry.contact ?? entry.name}>
            <Text size="2">
              <Text weight="bold">{entry.name}</Text> — {entry.signed ? 'signed' : 'not signed yet'}
            </Text>
          </li>
        ))}
      </ul>
      {report.status === 'requested' && !signer.signed ? (
        <LinkSignForm />
      ) : signer.signed ? (
        <Callout.Root color="green">
          <Callout.Text>You have signed this report.</Callout.Text>
        </Callout.Root>
      ) : null}
    </section>
  )
}

