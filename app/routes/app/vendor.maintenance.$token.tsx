import { maintenanceCategoryLabel } from '@common/maintenance'
import { SignedLinkPage } from '~/components/signed-link-page'
import { Card, DataList, Flex, Heading, Text } from '~/components/ui'
import { VendorCommentForm } from '~/features/maintenance/lazy-drawers'
import { MaintenancePriorityBadge, MaintenanceStatusBadge, requestLabel } from '~/features/maintenance/maintenance-list'
import { loadVendorJob, vendorJobAction } from '~/features/maintenance/maintenance.server'
import { formatDate } from '~/utils/format'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/vendor.maintenance.$token'

export const meta: Route.MetaFunction = ({ loaderData }) => [...titleMeta(loaderData && 'job' in loaderData ? requestLabel(loaderData.job) : 'Maintenance job'), { name: 'robots', content: 'noindex' }]

/**
 * /app/vendor/maintenance/{token}: the one job a vendor's signed link opens (product-spec §1
 * maintenance), without an account. The link is the credential: it shows that job only, and
 * an expired or forged link shows 'This link is invalid or has expired.'
 */
export async function loader({ params }: Route.LoaderArgs) {
  return loadVendorJob(params.token)
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return vendorJobAction(context, params.token, await request.formData())
}

export default function VendorJobPage({ loaderData }: Route.ComponentProps) {
  return <SignedLinkPage data={loaderData}>{(data) => <VendorJob data={data} />}</SignedLinkPage>
}

function VendorJob({ data }: { data: Exclude<Route.ComponentProps['loaderData'], { invalid: string }> }) {
  const { job, comments } = data
  return (
    <>
      <Flex direction="column" gap="2">
        <Heading as="h1" size="7">
          {requestLabel(job)}
        </Heading>
        <Text color="gray">{[maintenanceCategoryLabel[job.category], job.address].filter(Boolean).join(' · ')}</Text>
        <Flex gap="2" wrap="wrap">
          <MaintenanceStatusBadge status={job.status} />
          <MaintenancePriorityBadge priority={job.priority} />
        </Flex>
      </Flex>
      <Card size="3">
        <Flex direction="column" gap="4">
          <Text as="p" className="whitespace-pre-wrap break-words">
            {job.description}
          </Text>
          <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
            <DataList.Item>
              <DataList.Label>Address</DataList.Label>
              <DataList.Value>{job.address ?? '—'}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Permission to enter</DataList.Label>
              <DataList.Value>{job.permissionToEnter ? 'Yes' : 'No: arrange a time with the tenant'}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Preferred times</DataList.Label>
              <DataList.Value>{job.preferredTimes ?? '—'}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Due</DataList.Label>
              <DataList.Value>{job.dueDate ? formatDate(job.dueDate) : '—'}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Landlord</DataList.Label>
              <DataList.Value>{[job.landlordName, job.landlordPhone].filter(Boolean).join(' · ') || '—'}</DataList.Value>
            </DataList.Item>
          </DataList.Root>
        </Flex>
      </Card>

      <section aria-labelledby="vendor-comments-title" className="flex flex-col gap-3">
        <Heading as="h2" size="4" id="vendor-comments-title">
          Your updates
        </Heading>
        {comments.length ? (
          <ol className="m-0 flex list-none flex-col gap-2 p-0">
            {comments.map((comment) => (
              <li key={comment.id}>
                <Card size="2">
                  <Text as="p" size="2" className="whitespace-pre-wrap break-words">
                    {comment.body}
                  </Text>
                  {comment.files.length ? (
                    <Text as="p" size="1" color="gray">
                      Attached: {comment.files.join(', ')}
                    </Text>
                  ) : null}
                  <Text size="1" color="gray">
                    {[comment.authorName, formatDate(comment.createdAt)].filter(Boolean).join(' · ')}
                  </Text>
                </Card>
              </li>
            ))}
          </ol>
        ) : null}
        <VendorCommentForm canMarkDone={job.canMarkDone} status={job.status} />
      </section>
    </>
  )
}
