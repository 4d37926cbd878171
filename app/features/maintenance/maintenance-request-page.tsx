import type { ReactNode } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { maintenanceCategoryLabel, maintenanceMessages, TENANT_REOPEN_DAYS, type MaintenanceStatus } from '@common/maintenance'
import { DetailTabs } from '~/components/detail-tabs'
import { FormAlert } from '~/components/form-alert'
import { SubmitButton } from '~/components/submit-button'
import { PageHeader } from '~/components/shell/page-header'
import { Badge, Callout, Card, DataList, Flex, Heading, Text, Link as TextLink } from '~/components/ui'
import { formatDate } from '~/utils/format'
import { formatCents } from '~/utils/money'
import { confirmErrors } from '~/utils/form-action'
import { lazyBoundary } from '~/utils/lazy-component'
import { leaseHref, propertyHref } from '~/features/portfolio/lease-display'
import { expenseEditPath } from '~/features/expenses/expense-paths'
import { MAINTENANCE_RECORD_EXPENSE_INTENT, MAINTENANCE_REVOKE_LINK_INTENT, MAINTENANCE_STATUS_INTENT, MAINTENANCE_VENDOR_LINK_INTENT } from './maintenance-paths'
import { MaintenancePriorityBadge, MaintenanceStatusBadge, requestLabel } from './maintenance-list'
import type { MaintenanceArea, MaintenanceFileItem, MaintenanceRequestView, ThreadEntry } from './maintenance.server'

/**
 * The forms that validate in the browser, from their own chunk (maintenance-request-forms.tsx),
 * loading as soon as this module is evaluated; the server renders them complete (ADR 027).
 */
const loadForms = () => import('./maintenance-request-forms')
const AddFilesForm = lazyBoundary(() => loadForms().then((module) => module.AddFilesForm), { browser: 'at-once' })
const CloseForm = lazyBoundary(() => loadForms().then((module) => module.CloseForm), { browser: 'at-once' })
const AssignForm = lazyBoundary(() => loadForms().then((module) => module.AssignForm), { browser: 'at-once' })
const CommentForm = lazyBoundary(() => loadForms().then((module) => module.CommentForm), { browser: 'at-once' })

/** The status buttons' labels: what each change means to the one who presses it. */
function transitionLabel(from: MaintenanceStatus, to: MaintenanceStatus, area: MaintenanceArea) {
  if (to === 'cancelled') return 'Cancel request'
  if (to === 'in-progress') return from === 'new' ? 'Start work' : 'Reopen'
  if (to === 'completed') return 'Mark completed'
  if (to === 'closed') return area === 'tenant' ? 'Confirm fixed' : 'Close'
  return to
}

/** The header and tabs of a request's pages (details; comments). */
export function MaintenanceRequestHeader({ request, area, base }: { request: MaintenanceRequestView; area: MaintenanceArea; base: string }) {
  const listHref = area === 'tenant' ? '/app/tenant/maintenance' : '/app/landlord/maintenance'
  return (
    <>
      <PageHeader
        back={{ to: listHref, label: 'Maintenance' }} title={requestLabel(request)} description={[maintenanceCategoryLabel[request.category], request.address].filter(Boolean).join(' · ')} />
      <Flex gap="2" align="center" wrap="wrap" mb="4">
        <MaintenanceStatusBadge status={request.status} />
        <MaintenancePriorityBadge priority={request.priority} />
      </Flex>
      {area === 'tenant' && request.priority === 'emergency' && !['completed', 'closed', 'cancelled'].includes(request.status) ? (
        <Callout.Root color="red" role="alert" mb="4">
          <Callout.Text>
            {maintenanceMessages.emergencyNote}{' '}
            {request.landlordPhone ? (
              <a href={`tel:${request.landlordPhone.replace(/[^\d+]/g, '')}`} className="font-bold">
                Call {request.landlordPhone}
              </a>
            ) : null}
          </Callout.Text>
        </Callout.Root>
      ) : null}
      <DetailTabs
        label="Request sections"
        tabs={[
          { to: base, label: 'Details', end: true },
          { to: `${base}/comments`, label: `Comments (${request.thread.filter((entry) => entry.kind === 'comment').length})` },
        ]}
      />
    </>
  )
}

/** Photos and PDFs as links to their content (the API serves each only to those who may read it). */
function FileLinks({ files, area }: { files: MaintenanceFileItem[]; area: MaintenanceArea }) {
  return (
    <ul className="m-0 flex list-none flex-col gap-1 p-0">
      {files.map((file) => (
        <li key={file.id} className="flex items-center gap-2">
          {file.filename ? (
            <TextLink href={`/app/assets/files/${encodeURIComponent(file.filename)}`} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center">
              {file.nickname}
            </TextLink>
          ) : (
            <Text>{file.nickname}</Text>
          )}
          {area === 'landlord' && file.internal ? (
            <Badge color="amber" variant="soft">
              Internal
            </Badge>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <Heading as="h2" size="4" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  )
}

/** The details tab: the request, its status actions, its files; for the landlord also the assignment and the vendor link. */
/**
 * The tabs' forms post to the request's layout route; its action data comes in as `actionData`
 * (a tab's own useActionData would not see it).
 */
export function MaintenanceRequestDetails({
  request,
  area,
  base,
  vendors = [],
  actionData: rawActionData,
}: {
  request: MaintenanceRequestView
  area: MaintenanceArea
  base: string
  vendors?: ReadonlyArray<readonly [string, string]>
  actionData?: unknown
}) {
  const location = useLocation()
  const actionData = rawActionData as { intent?: string; url?: string; expiresAt?: string } | undefined
  const statusErrors = confirmErrors(actionData, MAINTENANCE_STATUS_INTENT)
  return (
    <div className="flex flex-col gap-6">
      <Card size="3">
        <Flex direction="column" gap="4">
          <Text as="p" size="3" className="whitespace-pre-wrap break-words">
            {request.description}
          </Text>
          <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
            {area === 'landlord' && request.lease ? (
              <DataList.Item>
                <DataList.Label>Lease</DataList.Label>
                <DataList.Value>
                  <TextLink asChild>
                    <Link to={leaseHref(request.lease.id)}>{request.lease.label}</Link>
                  </TextLink>
                </DataList.Value>
              </DataList.Item>
            ) : null}
            {area === 'landlord' && request.property ? (
              <DataList.Item>
                <DataList.Label>Property</DataList.Label>
                <DataList.Value>
                  <TextLink asChild>
                    <Link to={propertyHref(request.property.id)}>{request.property.label}</Link>
                  </TextLink>
                  {request.unit ? ` · ${request.unit.label}` : ''}
                </DataList.Value>
              </DataList.Item>
            ) : null}
            <DataList.Item>
              <DataList.Label>Permission to enter</DataList.Label>
              <DataList.Value>{request.permissionToEnter ? 'Yes' : 'No'}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Preferred times</DataList.Label>
              <DataList.Value>{request.preferredTimes ?? '—'}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Assigned to</DataList.Label>
              <DataList.Value>{request.assigneeName ?? 'Not assigned yet'}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Due</DataList.Label>
              <DataList.Value>{request.dueDate ? formatDate(request.dueDate) : '—'}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Reported</DataList.Label>
              <DataList.Value>{[formatDate(request.createdAt), request.createdByName].filter(Boolean).join(' by ')}</DataList.Value>
            </DataList.Item>
            {request.completedAt ? (
              <DataList.Item>
                <DataList.Label>Completed</DataList.Label>
                <DataList.Value>{formatDate(request.completedAt)}</DataList.Value>
              </DataList.Item>
            ) : null}
            {area === 'landlord' && request.costCents !== null ? (
              <DataList.Item>
                <DataList.Label>Cost</DataList.Label>
                <DataList.Value>
                  {formatCents(request.costCents)}
                  {request.receipt ? ' · receipt attached' : ''}
                </DataList.Value>
              </DataList.Item>
            ) : null}
            {area === 'landlord' && request.expense !== null ? (
              <DataList.Item>
                <DataList.Label>Expense</DataList.Label>
                <DataList.Value>
                  <TextLink asChild>
                    <Link to={expenseEditPath(request.expense)} className="inline-flex min-h-11 items-center">
                      Expense recorded
                    </Link>
                  </TextLink>
                </DataList.Value>
              </DataList.Item>
            ) : null}
          </DataList.Root>
        </Flex>
      </Card>

      {request.transitions.length ? (
        <Section title="Status" id="maintenance-status-title">
          {area === 'tenant' && request.status === 'completed' ? (
            <Text size="2" color="gray">
              Your landlord marked this fixed. Confirm it, or reopen it within {TENANT_REOPEN_DAYS} days of completion if the problem is still there.
            </Text>
          ) : null}
          <FormAlert errors={statusErrors} />
          <Flex gap="2" wrap="wrap">
            {request.transitions.map((to) => (
              <Form key={to} method="post" action={base} preventScrollReset>
                <input type="hidden" name="returnTo" value={location.pathname} />
                <input type="hidden" name="status" value={to} />
                <SubmitButton intent={MAINTENANCE_STATUS_INTENT} formAction={base} color={to === 'cancelled' ? 'red' : undefined}>
                  {transitionLabel(request.status, to, area)}
                </SubmitButton>
              </Form>
            ))}
          </Flex>
        </Section>
      ) : null}

      {area === 'landlord' && request.status === 'closed' && request.expense === null && (request.costCents ?? 0) > 0 ? (
        <Section title="Expense" id="maintenance-expense-title">
          <Text size="2" color="gray">
            This request was closed with a cost before closing recorded expenses.
          </Text>
          <FormAlert errors={confirmErrors(actionData, MAINTENANCE_RECORD_EXPENSE_INTENT)} />
          <Form method="post" action={base} preventScrollReset>
            <input type="hidden" name="returnTo" value={location.pathname} />
            <SubmitButton intent={MAINTENANCE_RECORD_EXPENSE_INTENT} formAction={base}>
              Record as expense
            </SubmitButton>
          </Form>
        </Section>
      ) : null}

      {area === 'landlord' && request.transitions.includes('closed') ? (
        <Section title="Close with a cost" id="maintenance-close-title">
          <CloseForm base={base} actionData={rawActionData} />
        </Section>
      ) : null}

      <Section title="Photos and files" id="maintenance-files-title">
        {request.files.length ? (
          <FileLinks files={request.files} area={area} />
        ) : (
          <Text size="2" color="gray">
            No photos or files yet.
          </Text>
        )}
        {request.files.length < 10 ? <AddFilesForm base={base} actionData={rawActionData} /> : null}
      </Section>

      {area === 'landlord' ? (
        <>
          <Section title="Assignment" id="maintenance-assign-title">
            <AssignForm request={request} base={base} vendors={vendors} actionData={rawActionData} />
          </Section>
          <Section title="Vendor link" id="maintenance-vendor-title">
            <Text size="2" color="gray">
              A link for the vendor to see this job, comment and mark it done, without an account. It expires in 14 days.
            </Text>
            {actionData?.intent === MAINTENANCE_VENDOR_LINK_INTENT && actionData.url ? (
              <Callout.Root color="green">
                <Callout.Text>
                  Send this link to the vendor (valid until {formatDate(actionData.expiresAt)}):{' '}
                  <a href={actionData.url} className="break-all">
                    {actionData.url}
                  </a>
                </Callout.Text>
              </Callout.Root>
            ) : null}
            <Text size="2" color="gray">
              A new link replaces the one sent before; revoking stops the current link at once.
            </Text>
            <FormAlert errors={confirmErrors(actionData, MAINTENANCE_REVOKE_LINK_INTENT)} />
            <Flex gap="2" wrap="wrap">
              <Form method="post" action={base} preventScrollReset>
                <SubmitButton intent={MAINTENANCE_VENDOR_LINK_INTENT} formAction={base}>
                  Create vendor link
                </SubmitButton>
              </Form>
              <Form method="post" action={base} preventScrollReset>
                <input type="hidden" name="returnTo" value={location.pathname} />
                <SubmitButton intent={MAINTENANCE_REVOKE_LINK_INTENT} formAction={base} variant="soft" color="red">
                  Revoke vendor link
                </SubmitButton>
              </Form>
            </Flex>
          </Section>
        </>
      ) : null}
    </div>
  )
}

function ThreadItem({ entry, area }: { entry: ThreadEntry; area: MaintenanceArea }) {
  const when = formatDate(entry.createdAt)
  if (entry.kind === 'status') {
    return (
      <li>
        <Text size="2" color="gray">
          {entry.body} · {[entry.authorName, when].filter(Boolean).join(', ')}
        </Text>
      </li>
    )
  }
  return (
    <li>
      <Card size="2" variant={entry.visibility === 'internal' ? 'classic' : 'surface'}>
        <Flex direction="column" gap="1">
          <Flex gap="2" align="center" wrap="wrap">
            <Text size="2" weight="medium">
              {entry.authorName ?? 'Someone'}
            </Text>
            {entry.byVendor ? (
              <Badge color="gray" variant="soft">
                Vendor
              </Badge>
            ) : null}
            {area === 'landlord' && entry.visibility === 'internal' ? (
              <Badge color="amber" variant="soft">
                Internal
              </Badge>
            ) : null}
            <Text size="1" color="gray">
              {when}
            </Text>
          </Flex>
          <Text as="p" size="2" className="whitespace-pre-wrap break-words">
            {entry.body}
          </Text>
          {entry.files.length ? <FileLinks files={entry.files} area={area} /> : null}
        </Flex>
      </Card>
    </li>
  )
}

/** The comments tab: the thread (comments and the status log, oldest first) and the comment form. */
export function MaintenanceThread({ request, area, base, actionData }: { request: MaintenanceRequestView; area: MaintenanceArea; base: string; actionData?: unknown }) {
  return (
    <div className="flex flex-col gap-6">
      {request.thread.length ? (
        <ol className="m-0 flex list-none flex-col gap-3 p-0" aria-label="Comments and status changes">
          {request.thread.map((entry) => (
            <ThreadItem key={entry.id} entry={entry} area={area} />
          ))}
        </ol>
      ) : (
        <Text size="2" color="gray">
          No comments yet.
        </Text>
      )}
      <CommentForm area={area} base={base} actionData={actionData} />
    </div>
  )
}
