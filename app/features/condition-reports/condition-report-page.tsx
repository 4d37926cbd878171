import { Form, Link, useActionData, useLocation, useNavigation } from 'react-router'
import {
  CONDITION_LINK_DAYS,
  CONDITION_RATINGS,
  conditionRatingLabel,
  conditionReportTypeLabel,
  gotWorse,
  hasSigned,
  MAX_CONDITION_PHOTOS_PER_ITEM,
  worseItems,
  type ConditionItem,
  type ConditionRoom,
} from '@common/condition-reports'
import { FormAlert } from '~/components/form-alert'
import { ConfirmDialog } from '~/components/lazy-drawers'
import { SubmitButton } from '~/components/submit-button'
import { PageHeader } from '~/components/shell/page-header'
import { Badge, Button, Callout, Card, Code, Flex, Heading, Text, Link as TextLink } from '~/components/ui'
import { drawerHref, openDrawer } from '~/utils/drawer'
import { confirmErrors } from '~/utils/form-action'
import { formatDate } from '~/utils/format'
import {
  CONDITION_PHOTO_ACCEPT,
  CONDITION_REPORT_ACTION_DRAWER,
  CONDITION_REPORT_COMPLETE_INTENT,
  CONDITION_REPORT_LINK_INTENT,
  CONDITION_REPORT_LINK_SEND_INTENT,
  CONDITION_REPORT_REQUEST_INTENT,
  CONDITION_REPORT_ROOM_INTENT,
  CONDITION_REPORT_TENANT_ROOM_INTENT,
  USER_ACTION_DRAWER,
} from './condition-report-names'
import { DeductionForm, SignDrawer } from './lazy-drawers'
import { ConditionReportStatusBadge, conditionReportTitle } from './condition-report-list'
import type { ConditionPhoto, ConditionReportArea, ConditionReportView, SigningLinkReply } from './condition-reports.server'

/** The original as uploaded (what the SHA-256 proves); the page shows the server's thumbnail of it (ADR 031). */
const photoUrl = (photo: ConditionPhoto) => `/app/assets/files/${photo.filename}`
const thumbnailUrl = (photo: ConditionPhoto) => `/app/assets/files/${photo.thumbnail ?? photo.filename}`

function Photos({ photos, showHashes }: { photos: ConditionPhoto[]; showHashes: boolean }) {
  if (!photos.length) return null
  return (
    <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
      {photos.map((photo) => (
        <li key={photo.id} className="flex max-w-40 flex-col gap-1">
          <a href={photoUrl(photo)} target="_blank" rel="noreferrer">
            <img src={thumbnailUrl(photo)} alt={photo.nickname} loading="lazy" className="h-24 w-32 rounded object-cover" />
          </a>
          {showHashes && photo.sha256 ? (
            <Text size="1" color="gray" className="break-all">
              SHA-256 <Code size="1">{photo.sha256}</Code>
            </Text>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

function Rating({ item }: { item: Pick<ConditionItem, 'rating'> }) {
  return <Badge color={item.rating === 'damaged' || item.rating === 'poor' ? 'red' : item.rating === 'fair' ? 'amber' : item.rating === 'good' ? 'green' : 'gray'}>{item.rating ? conditionRatingLabel[item.rating] : 'Not rated'}</Badge>
}

/** The earlier report's side of an item (a move-out shows the move-in beside each item). */
function BeforeSide({ report, itemId }: { report: NonNullable<ConditionReportView['basedOn']>; itemId: string }) {
  const before = report.rooms.flatMap((room) => room.items).find((item) => item.id === itemId)
  if (!before) return null
  return (
    <Card variant="surface" size="1" className="flex flex-col gap-2">
      <Text size="2" weight="bold">
        {conditionReportTypeLabel[report.type]} (#{report.id})
      </Text>
      <Rating item={before} />
      {before.notes ? <Text size="2">{before.notes}</Text> : null}
      <Photos photos={report.photos[itemId] ?? []} showHashes={false} />
    </Card>
  )
}

/** One item as read (ratings, notes of both sides, photos). */
function ItemReadOnly({ report, item }: { report: ConditionReportView; item: ConditionItem }) {
  return (
    <Flex direction="column" gap="2">
      <Flex gap="2" align="center" wrap="wrap">
        <Rating item={item} />
        {report.basedOn && gotWorse(report.basedOn.rooms.flatMap((room) => room.items).find((entry) => entry.id === item.id)?.rating, item.rating) ? <Badge color="red">Worse than at move-in</Badge> : null}
      </Flex>
      {item.notes ? <Text size="2">Landlord: {item.notes}</Text> : null}
      {item.tenantNotes.map((note) => (
        <Text size="2" key={note.user ?? `contact-${note.contact}`}>
          {note.name}: {note.notes}
        </Text>
      ))}
    </Flex>
  )
}

/** A room, one per page (`?room=`): the landlord rates and notes each item, a tenant adds its own notes; both add photos. */
function RoomPage({ report, room, area }: { report: ConditionReportView; room: ConditionRoom; area: ConditionReportArea }) {
  const location = useLocation()
  const navigation = useNavigation()
  const actionData = useActionData() as { result?: { error?: Record<string, string[] | null> } } | undefined
  const errors = Object.entries(actionData?.result?.error ?? {}).flatMap(([, messages]) => messages ?? [])
  const editable = area === 'landlord' ? report.status !== 'completed' : report.status === 'requested'
  const intent = area === 'landlord' ? CONDITION_REPORT_ROOM_INTENT : CONDITION_REPORT_TENANT_ROOM_INTENT
  const busy = navigation.state !== 'idle'
  return (
    <section aria-labelledby="room-title" className="flex flex-col gap-4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="5" id="room-title">
          {room.name}
        </Heading>
        <TextLink asChild size="2">
          <Link to={location.pathname}>All rooms</Link>
        </TextLink>
      </Flex>
      <Form method="post" encType="multipart/form-data" preventScrollReset className="flex flex-col gap-4">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="room" value={room.id} />
        <FormAlert errors={errors} />
        {room.items.map((item, index) => {
          const mine = item.tenantNotes.find((note) => note.user === report.userId)?.notes ?? ''
          const photos = report.photos[item.id] ?? []
          return (
            <Card key={item.id} size="2" asChild>
              <fieldset className="flex min-w-0 flex-col gap-3">
                <legend className="sr-only">{item.name}</legend>
                <input type="hidden" name={`items[${index}].id`} value={item.id} />
                <Flex justify="between" align="center" gap="2" wrap="wrap">
                  <Heading as="h3" size="3">
                    {item.name}
                  </Heading>
                  {report.deductions && report.basedOn && gotWorse(report.basedOn.rooms.flatMap((entry) => entry.items).find((entry) => entry.id === item.id)?.rating, item.rating) ? (
                    <TextLink asChild size="2">
                      <Link to={`${location.pathname}#deduct-${item.id}`}>{report.deductions.byItem[item.id] ? 'Deducted from the deposit' : 'Deduct from the deposit'}</Link>
                    </TextLink>
                  ) : null}
                </Flex>
                <div className={report.basedOn ? 'grid gap-3 md:grid-cols-2' : 'flex flex-col gap-3'}>
                  {report.basedOn ? <BeforeSide report={report.basedOn} itemId={item.id} /> : null}
                  <Flex direction="column" gap="3">
                    {area === 'landlord' && editable ? (
                      <>
                        <div role="radiogroup" aria-label={`${item.name} rating`} className="flex flex-wrap gap-2">
                          {CONDITION_RATINGS.map((rating) => (
                            <label key={rating} className="flex min-h-11 cursor-pointer items-center gap-2 rounded border border-[var(--gray-6)] px-3">
                              <input type="radio" name={`items[${index}].rating`} value={rating} defaultChecked={item.rating === rating} className="size-5 accent-[var(--accent-9)]" />
                              <Text size="2">{conditionRatingLabel[rating]}</Text>
                            </label>
                          ))}
                        </div>
                        <label className="flex flex-col gap-1">
                          <Text size="2" weight="medium">
                            Notes
                          </Text>
                          <textarea name={`items[${index}].notes`} defaultValue={item.notes} rows={2} maxLength={2000} className="rounded border border-[var(--gray-7)] p-2" />
                        </label>
                        {item.tenantNotes.map((note) => (
                          <Text size="2" key={note.user ?? `contact-${note.contact}`}>
                            {note.name}: {note.notes}
                          </Text>
                        ))}
                      </>
                    ) : (
                      <ItemReadOnly report={report} item={item} />
                    )}
                    {area === 'tenant' && editable ? (
                      <label className="flex flex-col gap-1">
                        <Text size="2" weight="medium">
                          Your notes
                        </Text>
                        <textarea name={`items[${index}].notes`} defaultValue={mine} rows={2} maxLength={2000} className="rounded border border-[var(--gray-7)] p-2" />
                      </label>
                    ) : null}
                    <Photos photos={photos} showHashes={report.status === 'completed'} />
                    {editable && photos.length < MAX_CONDITION_PHOTOS_PER_ITEM ? (
                      <label className="flex flex-col gap-1">
                        <Text size="2" weight="medium">
                          Add photos <Text color="gray">(JPG or PNG, up to {MAX_CONDITION_PHOTOS_PER_ITEM} per item)</Text>
                        </Text>
                        <input type="file" name={`items[${index}].photos`} multiple accept={CONDITION_PHOTO_ACCEPT} capture="environment" className="min-h-11 py-2" />
                      </label>
                    ) : null}
                  </Flex>
                </div>
              </fieldset>
            </Card>
          )
        })}
        {editable ? (
          <Flex gap="3" justify="end" wrap="wrap">
            <Button type="submit" size="3" variant={report.nextRoom ? 'soft' : 'solid'} className="min-h-11" loading={busy}>
              Save room
            </Button>
            {report.nextRoom ? (
              <Button type="submit" size="3" name="next" value={report.nextRoom.id} className="min-h-11" loading={busy}>
                Save and go to {report.nextRoom.name}
              </Button>
            ) : null}
          </Flex>
        ) : report.nextRoom ? (
          <Flex justify="end">
            <Button asChild size="3" className="min-h-11">
              <Link to={`${location.pathname}?room=${encodeURIComponent(report.nextRoom.id)}`}>Next: {report.nextRoom.name}</Link>
            </Button>
          </Flex>
        ) : null}
      </Form>
    </section>
  )
}

/** The rooms of the overview, each with how many items are rated, linking to its page. */
function RoomList({ report, area }: { report: ConditionReportView; area: ConditionReportArea }) {
  const location = useLocation()
  const editable = area === 'landlord' ? report.status !== 'completed' : report.status === 'requested'
  return (
    <section aria-labelledby="rooms-title" className="flex flex-col gap-3">
      <Heading as="h2" size="4" id="rooms-title">
        Rooms
      </Heading>
      <ul className="m-0 grid list-none gap-3 p-0 sm:grid-cols-2">
        {report.rooms.map((room) => {
          const rated = room.items.filter((item) => item.rating).length
          const photos = room.items.reduce((sum, item) => sum + (report.photos[item.id]?.length ?? 0), 0)
          return (
            <li key={room.id}>
              <Card asChild size="2">
                <Link to={`${location.pathname}?room=${encodeURIComponent(room.id)}`} className="flex min-h-11 flex-col gap-1 no-underline">
                  <Flex justify="between" align="center" gap="2">
                    <Text weight="bold">{room.name}</Text>
                    <Text size="2" color="blue">
                      {editable ? (area === 'landlord' ? 'Edit' : 'Add notes') : 'View'}
                    </Text>
                  </Flex>
                  <Text size="2" color="gray">
                    {rated} of {room.items.length} items rated · {photos} photo{photos === 1 ? '' : 's'}
                  </Text>
                </Link>
              </Card>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/**
 * A landlord's move-out, compared with the move-in it started from (ADR 031): every item rated
 * worse, side by side with its photos, each of which can become a security-deposit deduction.
 */
function Comparison({ report }: { report: ConditionReportView }) {
  if (!report.basedOn || !report.deductions) return null
  const basedOn = report.basedOn
  const worse = worseItems(basedOn.rooms, report.rooms)
  return (
    <section aria-labelledby="compare-title" id="compare" className="flex flex-col gap-3">
      <Heading as="h2" size="4" id="compare-title">
        Compared with the move-in
      </Heading>
      {worse.length === 0 ? (
        <Text size="2" color="gray">
          No item is rated worse than at move-in yet. Items that got worse are listed here, and each can become a deduction from the security deposit.
        </Text>
      ) : (
        <ul className="m-0 flex list-none flex-col gap-3 p-0">
          {worse.map((entry) => (
            <li key={entry.item.id} id={`deduct-${entry.item.id}`}>
              <Card size="2" className="flex flex-col gap-3">
                <Heading as="h3" size="3">
                  {entry.room} — {entry.item.name}
                </Heading>
                <div className="grid gap-3 md:grid-cols-2">
                  <BeforeSide report={basedOn} itemId={entry.item.id} />
                  <Card variant="surface" size="1" className="flex flex-col gap-2">
                    <Text size="2" weight="bold">
                      Move-out (#{report.id})
                    </Text>
                    <ItemReadOnly report={report} item={entry.item} />
                    <Photos photos={report.photos[entry.item.id] ?? []} showHashes={false} />
                  </Card>
                </div>
                <DeductionForm report={report} worse={entry} />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** Who is asked to sign and who has (typed name, time, IP); the landlord makes a signing link for a tenant who signs without an account (ADR 031). */
function Signatures({ report, area }: { report: ConditionReportView; area: ConditionReportArea }) {
  const actionData = useActionData() as (Partial<SigningLinkReply> & { result?: { error?: Record<string, string[] | null> } }) | undefined
  if (!report.signers.length) return null
  const linkReply = actionData?.intent === CONDITION_REPORT_LINK_INTENT || actionData?.intent === CONDITION_REPORT_LINK_SEND_INTENT ? actionData : undefined
  const waiting = area === 'landlord' && report.status === 'requested'
  return (
    <section aria-labelledby="signatures-title" className="flex flex-col gap-2">
      <Heading as="h2" size="4" id="signatures-title">
        Signatures
      </Heading>
      {waiting && report.signers.some((signer) => signer.user === null && !hasSigned(signer, report.signatures)) ? (
        <Text as="p" size="2" color="gray">
          A tenant without an account signs through a signing link, e-mailed to them when you requested the report (if they have an e-mail address). Send them a new one by e-mail, or
          create one to copy and send yourself. A link works for {CONDITION_LINK_DAYS} days; a new link replaces the old one.
        </Text>
      ) : null}
      <ul className="m-0 flex list-none flex-col gap-3 p-0">
        {report.signers.map((signer) => {
          const signature = report.signatures.find((entry) => hasSigned(signer, [entry]))
          const shownLink = linkReply && linkReply.contact === signer.contact ? linkReply : undefined
          return (
            <li key={signer.contact ?? signer.user ?? signer.name} className="flex flex-col gap-2">
              <Text size="2">
                <Text weight="bold">{signer.name}</Text>
                {signer.user === null ? ' (no account)' : ''}
                {signer.removedAt ? ' (no longer on the lease)' : ''} —{' '}
                {signature
                  ? `signed as “${signature.name}” on ${formatDate(signature.signedAt)} at ${signature.signedAt.slice(11, 16)} UTC (IP ${signature.ip})${signature.via === 'link' ? ' through a signing link' : ''}`
                  : 'not signed yet'}
              </Text>
              {waiting && !signature && signer.linkSentAt ? (
                <Text size="2" color="gray">
                  Signing link e-mailed on {formatDate(signer.linkSentAt)}.
                </Text>
              ) : null}
              {waiting && !signature && signer.contact !== null ? (
                <Form method="post" preventScrollReset className="flex flex-col gap-2">
                  <input type="hidden" name="contact" value={signer.contact} />
                  {shownLink?.result ? <FormAlert errors={Object.values(shownLink.result.error ?? {}).flatMap((messages) => messages ?? [])} /> : null}
                  {shownLink?.url ? (
                    <Callout.Root color="green">
                      <Callout.Text>
                        Signing link for {signer.name} (until {formatDate(shownLink.expiresAt!)}): <Code className="break-all">{shownLink.url}</Code>
                      </Callout.Text>
                    </Callout.Root>
                  ) : null}
                  <Flex gap="2" wrap="wrap">
                    {signer.user === null ? (
                      <SubmitButton intent={CONDITION_REPORT_LINK_SEND_INTENT} variant="soft" size="2">
                        {signer.linkSentAt ? 'Resend by e-mail' : 'Send by e-mail'}
                      </SubmitButton>
                    ) : null}
                    <SubmitButton intent={CONDITION_REPORT_LINK_INTENT} variant="soft" color="gray" size="2">
                      {(signer.linkVersion ?? 0) > 0 ? 'New link to copy' : 'Create signing link'}
                    </SubmitButton>
                  </Flex>
                </Form>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** The locked report's PDF and the hashes either side can check a copy against. */
function Proof({ report }: { report: ConditionReportView }) {
  if (report.status !== 'completed') return null
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          Signed copy
        </Heading>
        {report.pdf ? (
          <Flex gap="3" wrap="wrap">
            <Button asChild size="3" className="min-h-11">
              <a href={`/app/assets/files/${report.pdf.filename}?download=1`} download>
                Download PDF
              </a>
            </Button>
            <Button asChild size="3" variant="soft" className="min-h-11">
              <a href={`/app/assets/files/${report.pdf.filename}`} target="_blank" rel="noreferrer">
                Open PDF
              </a>
            </Button>
          </Flex>
        ) : null}
        {report.pdfSha256 ? (
          <Text size="2" className="break-all">
            PDF SHA-256: <Code>{report.pdfSha256}</Code>
          </Text>
        ) : null}
        <Text size="2" color="gray">
          This report is locked. Compute the SHA-256 of a downloaded PDF or photo (for example <Code>shasum -a 256 file.pdf</Code>) and compare it with the value shown here to prove it
          is unchanged. Each photo&apos;s hash is shown under it in its room and printed in the PDF.
        </Text>
      </Flex>
    </Card>
  )
}

/** A report's page for either side: the overview (status, actions, rooms, signatures, proof) or one room (`?room=`). */
export function ConditionReportPage({ report, area, backHref, backLabel }: { report: ConditionReportView; area: ConditionReportArea; backHref: string; backLabel: string }) {
  const location = useLocation()
  const actionData = useActionData()
  const drawer = openDrawer(location.search).name
  const action = new URLSearchParams(location.search).get('action')
  const signed = report.signatures.some((signature) => signature.user === report.userId)
  const asked = report.signers.some((signer) => signer.user === report.userId)
  const actionErrors = [...(confirmErrors(actionData, CONDITION_REPORT_REQUEST_INTENT) ?? []), ...(confirmErrors(actionData, CONDITION_REPORT_COMPLETE_INTENT) ?? [])]
  return (
    <div className="flex flex-col gap-6">
      <div>
        <PageHeader
          back={{ to: backHref, label: backLabel }}
          title={conditionReportTitle(report)}
          description={report.address ?? undefined}
          actions={
            area === 'landlord' && report.status === 'draft' ? (
              <Flex gap="2" wrap="wrap">
                <Button asChild size="3" className="min-h-11">
                  <Link to={drawerHref(location, CONDITION_REPORT_ACTION_DRAWER, { action: 'request' })} preventScrollReset>
                    Request from tenants
                  </Link>
                </Button>
                <Button asChild size="3" variant="soft" className="min-h-11">
                  <Link to={drawerHref(location, CONDITION_REPORT_ACTION_DRAWER, { action: 'complete' })} preventScrollReset>
                    Complete report
                  </Link>
                </Button>
              </Flex>
            ) : area === 'tenant' && report.status === 'requested' && asked && !signed ? (
              <Button asChild size="3" className="min-h-11">
                <Link to={drawerHref(location, USER_ACTION_DRAWER)} preventScrollReset>
                  Sign report
                </Link>
              </Button>
            ) : null
          }
        />
        <Flex gap="2" align="center" wrap="wrap">
          <ConditionReportStatusBadge status={report.status} />
          {report.completedAt ? <Text size="2" color="gray">Completed {formatDate(report.completedAt)}</Text> : null}
        </Flex>
      </div>
      {actionErrors.length ? <FormAlert errors={actionErrors} /> : null}
      {area === 'tenant' && report.status === 'requested' ? (
        <Callout.Root color="amber">
          <Callout.Text>
            {signed
              ? 'You have signed. The report completes when every tenant on the lease has signed.'
              : 'Check each room, add your own notes and photos where something is not right, then sign. Every tenant on the lease signs.'}
          </Callout.Text>
        </Callout.Root>
      ) : null}
      <Proof report={report} />
      {report.room ? <RoomPage report={report} room={report.room} area={area} /> : <RoomList report={report} area={area} />}
      {report.room ? null : <Comparison report={report} />}
      {report.room ? null : <Signatures report={report} area={area} />}
      {area === 'landlord' && drawer === CONDITION_REPORT_ACTION_DRAWER && report.status === 'draft' ? (
        action === 'complete' ? (
          <ConfirmDialog
            title="Complete this report?"
            description="It is locked once completed: nothing can be changed, and a PDF with the hashes of every photo is stored. The tenants are told. To have the tenants add notes and sign, request it from them instead."
            intent={CONDITION_REPORT_COMPLETE_INTENT}
            confirmLabel="Complete report"
          />
        ) : (
          <ConfirmDialog
            title="Request this report from the tenants?"
            description="Every tenant on the lease with an account is notified and e-mailed. They add their notes and photos and each signs; the report completes and locks when all have signed."
            intent={CONDITION_REPORT_REQUEST_INTENT}
            confirmLabel="Send to tenants"
          />
        )
      ) : null}
      {area === 'tenant' && drawer === USER_ACTION_DRAWER && report.status === 'requested' && asked && !signed ? <SignDrawer /> : null}
    </div>
  )
}
