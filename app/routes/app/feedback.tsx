import { supportMessages } from '@common/support'
import { Notice } from '~/components/notice'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Card, Flex } from '~/components/ui'
import { FeedbackForm } from '~/features/support/lazy-drawers'
import { feedbackAction, feedbackLoader } from '~/features/support/support.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/feedback'

export const meta: Route.MetaFunction = () => titleMeta(supportMessages.feedbackTitle)

export const loader = ({ context, request }: Route.LoaderArgs) => feedbackLoader(context, request)
export const action = ({ context, request }: Route.ActionArgs) => feedbackAction(context, request)

/** Submit Feedback without an external form (ADR 034): stored by the API and e-mailed to the team. */
export default function FeedbackPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={supportMessages.feedbackTitle} description={supportMessages.feedbackDescription} />
      <Card size="3" className="max-w-2xl">
        <Flex direction="column" gap="4">
          {loaderData.sent ? <Notice>{supportMessages.feedbackSent}</Notice> : null}
          <FeedbackForm page={loaderData.page} lastResult={actionData?.result} />
        </Flex>
      </Card>
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
