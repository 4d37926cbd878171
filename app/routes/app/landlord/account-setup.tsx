import { CheckCircledIcon, CircleIcon } from '@radix-ui/react-icons'
import type { ReactNode } from 'react'
import { data, Form, Link, redirect, useLocation } from 'react-router'
import { ourMessages } from '@common/messages'
import { COUNTED_SETUP_STEPS, countedStepsComplete, isStepComplete, setupMessages, type SetupProgress, type SetupStep } from '@common/setup'
import { ACCOUNT_SETUP_PATH, forgetSetupProgress, loadSetupProgress, requireLandlordOrganization } from '~/features/settings/setup-progress.server'
import { FormAlert } from '~/components/form-alert'
import { Notice } from '~/components/notice'
import { SubmitButton } from '~/components/submit-button'
import { BUSINESS_DRAWERS } from '~/features/settings/business-info'
import { AccountInformationDrawer } from '~/features/settings/lazy-drawers'
import { handleBusinessIntent } from '~/features/settings/business.server'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Badge, Button, Card, Flex, Heading, Text } from '~/components/ui'
import { ApiError, usersApi } from '~/utils/api.server'
import { api, flashToast, getAuth, requireLandlord } from '~/utils/auth.server'
import { drawerHref, openDrawer } from '~/utils/drawer'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/account-setup'

export const meta: Route.MetaFunction = () => titleMeta('Account Setup')

export const SETUP_INTENTS = {
  resendVerification: 'resend-verification',
  skipBusinessInfo: 'skip-business-info',
  skipPayments: 'skip-payments',
  skipSetup: 'skip-setup',
} as const

/** Ours (the spec is silent on the wording). */
export const setupPageMessages = {
  verificationSent: 'We sent you a new verification email.',
  setupSkipped: 'Account setup skipped. You can finish it any time from the banner.',
  stepSkipped: 'Step skipped.',
} as const

/**
 * Account setup (product-spec §2 landlord/account-setup, §4): each step with its state and its
 * action. The progress comes from the API (one call); the newest lease (for the invite
 * step) only once a lease exists.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireLandlord(context)
  const organization = await requireLandlordOrganization(context, user)
  const progress = await loadSetupProgress(context)
  if (!progress) throw data(null, { status: 404 })
  const newestLease = isStepComplete(progress, 'leases')
    ? (await api(context).find('leases', { sort: '-createdAt', limit: 1, depth: 0, select: { id: true } })).docs[0]
    : undefined
  return { progress, organization, email: user.email, inviteLeaseId: newestLease?.id ?? null }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireLandlord(context)
  const organization = await requireLandlordOrganization(context, user)
  const formData = await request.formData()
  const intent = formData.get('intent')
  const client = api(context)
  forgetSetupProgress(context)
  switch (intent) {
    case SETUP_INTENTS.resendVerification: {
      try {
        await usersApi.resendVerificationEmail(getAuth(context).token ?? '', { onVerifiedRedirect: ACCOUNT_SETUP_PATH })
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500) throw error
        const message = error.status === 429 ? ourMessages.tooManyAttempts : error.message
        return data({ intent, error: message }, { status: error.status === 429 ? 429 : 400 })
      }
      flashToast(context, { type: 'success', title: setupPageMessages.verificationSent })
      throw redirect(ACCOUNT_SETUP_PATH)
    }
    case SETUP_INTENTS.skipBusinessInfo:
    case SETUP_INTENTS.skipPayments:
    case SETUP_INTENTS.skipSetup: {
      const setup =
        intent === SETUP_INTENTS.skipSetup ? { setupSkipped: true } : intent === SETUP_INTENTS.skipPayments ? { paymentsSkipped: true } : { ownerInformationSkipped: true }
      try {
        await client.update('organizations', organization.id, { setup: { ...organization.setup, ...setup } })
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500 || error.status === 404) throw error
        return data({ intent, error: error.message }, { status: error.status })
      }
      flashToast(context, { type: 'success', title: intent === SETUP_INTENTS.skipSetup ? setupPageMessages.setupSkipped : setupPageMessages.stepSkipped })
      throw redirect(intent === SETUP_INTENTS.skipSetup ? '/app/landlord' : ACCOUNT_SETUP_PATH)
    }
    default: {
      const handled = await handleBusinessIntent(context, formData, organization, { fallbackRedirect: ACCOUNT_SETUP_PATH })
      if (handled) return handled
      throw data(null, { status: 400 })
    }
  }
}

type StepView = { step: SetupStep; title: string; description: ReactNode; action?: ReactNode; counted: boolean }

export default function AccountSetupPage({ loaderData, actionData }: Route.ComponentProps) {
  const { progress, organization, email, inviteLeaseId } = loaderData
  const location = useLocation()
  const drawer = openDrawer(location.search).name
  const error = actionData && 'error' in actionData ? actionData.error : undefined
  const steps: StepView[] = [
    {
      step: 'userVerifiedEmail',
      title: 'Verify your email',
      description: `Confirm ${email} from the link we emailed you.`,
      action: <PostButton intent={SETUP_INTENTS.resendVerification}>Resend verification email</PostButton>,
      counted: true,
    },
    {
      step: 'businessInfo',
      title: 'Add your business information',
      description: 'Your account type, name and address, shown to your tenants.',
      action: (
        <Flex gap="2" wrap="wrap">
          <LinkButton to={drawerHref(location, BUSINESS_DRAWERS.accountInformation)}>Add business information</LinkButton>
          <PostButton intent={SETUP_INTENTS.skipBusinessInfo} variant="soft">
            Skip
          </PostButton>
        </Flex>
      ),
      counted: true,
    },
    {
      step: 'payments',
      title: 'Set up payments',
      description: 'Choose how your tenants pay you: card and bank payments, Venmo, Cash App, Zelle, checks or cash.',
      action: (
        <Flex gap="2" wrap="wrap">
          <LinkButton to="/app/landlord/accounts/settings">Set up payments</LinkButton>
          <PostButton intent={SETUP_INTENTS.skipPayments} variant="soft">
            Skip payments for now
          </PostButton>
        </Flex>
      ),
      counted: true,
    },
    {
      step: 'properties',
      title: 'Add a property',
      description: 'A property and its units.',
      action: <LinkButton to="/app/landlord?d=property-add">Add property</LinkButton>,
      counted: true,
    },
    {
      step: 'leases',
      title: 'Add a lease',
      description: 'The terms of a unit’s rental.',
      action: <LinkButton to="/app/landlord/leases?d=lease-add">Add lease</LinkButton>,
      counted: false,
    },
    {
      step: 'tenants',
      title: 'Invite a tenant',
      description: inviteLeaseId
        ? 'Invite a tenant to a lease; the step completes when they accept the invitation.'
        : 'Tenants are invited to a lease: add a lease first. The step completes when a tenant accepts the invitation.',
      action: inviteLeaseId ? <LinkButton to={`/app/landlord/leases/${inviteLeaseId}/tenants?d=lease-invite-contact`}>Invite tenant</LinkButton> : undefined,
      counted: true,
    },
    {
      step: 'rent',
      title: 'Collect rent',
      description: 'Set up a recurring rent invoice for a lease: your tenants are billed every period and can pay online.',
      action: <LinkButton to="/app/landlord/transactions/recurring-payments?d=recurring-payment">Set up recurring rent</LinkButton>,
      counted: false,
    },
  ]
  const complete = countedStepsComplete(progress)
  return (
    <>
      <PageHeader
        title="Account Setup"
        description={`${setupMessages.bannerCount(complete)} · ${progress.setupSkipped ? 'Setup skipped: the banner stays at the bottom of your pages until you finish.' : 'A few steps to get your rentals running.'}`}
        actions={progress.setupSkipped ? undefined : <PostButton intent={SETUP_INTENTS.skipSetup} variant="soft" color="gray">Skip setup</PostButton>}
      />
      <Flex direction="column" gap="3" className="max-w-3xl">
        <FormAlert errors={error ? [error] : undefined} />
        {steps.map((view) => (
          <StepCard key={view.step} view={view} progress={progress} />
        ))}
        <Notice tone="info">
          {COUNTED_SETUP_STEPS.length} steps count towards your progress: verify your email, business information, payments, a property and a tenant.
        </Notice>
      </Flex>
      {drawer === BUSINESS_DRAWERS.accountInformation ? <AccountInformationDrawer organization={organization} /> : null}
    </>
  )
}

function StepCard({ view, progress }: { view: StepView; progress: SetupProgress }) {
  const state = progress[view.step]
  const done = state === 'complete'
  return (
    <Card size="2" asChild>
      <section aria-labelledby={`step-${view.step}`} data-step={view.step} data-state={state}>
        <Flex gap="3" align="start">
          <Text color={done ? 'green' : 'gray'} className="mt-1 shrink-0" aria-hidden>
            {done ? <CheckCircledIcon width={20} height={20} /> : <CircleIcon width={20} height={20} />}
          </Text>
          <Flex direction="column" gap="2" className="min-w-0 flex-1">
            <Flex align="center" gap="2" wrap="wrap">
              <Heading as="h2" size="3" id={`step-${view.step}`}>
                {view.title}
              </Heading>
              <Badge color={done ? 'green' : state === 'pending' ? 'amber' : 'gray'}>
                {done ? 'Complete' : state === 'pending' ? 'Pending' : 'To do'}
              </Badge>
              {view.counted ? null : (
                <Text size="1" color="gray">
                  Not counted in your progress
                </Text>
              )}
            </Flex>
            <Text as="p" size="2" color="gray">
              {view.description}
            </Text>
            {!done && view.action ? <div>{view.action}</div> : null}
          </Flex>
        </Flex>
      </section>
    </Card>
  )
}

function LinkButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild size="3" className="min-h-11">
      <Link to={to}>{children}</Link>
    </Button>
  )
}

function PostButton({ intent, children, variant, color }: { intent: string; children: ReactNode; variant?: 'soft'; color?: 'gray' }) {
  return (
    <Form method="post" preventScrollReset>
      <SubmitButton intent={intent} variant={variant} color={color}>
        {children}
      </SubmitButton>
    </Form>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
