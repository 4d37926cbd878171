import { ArrowRightIcon } from '@radix-ui/react-icons'
import { Link } from '~/components/link'
import { COUNTED_SETUP_STEPS, countedStepsComplete, setupMessages, type SetupProgress } from '@common/setup'
import { Card, Flex, Text } from '~/components/ui'

export const ACCOUNT_SETUP_HREF = '/app/landlord/account-setup'

/** Where the banner sits: above the page while setup is not skipped, below it once skipped. */
export type SetupBannerData = { progress: SetupProgress; placement: 'top' | 'bottom' }

/**
 * The account-setup banner (product-spec §2): 'Finish setting up your account' linking to the
 * setup page, 'n/5 complete' and a bar of five segments that fills from the left, one segment
 * per completed step whichever steps they are (§4), so the bar reads as progress.
 */
export function SetupBanner({ progress }: { progress: SetupProgress }) {
  const complete = countedStepsComplete(progress)
  return (
    <Card asChild size="2">
      <section aria-label="Account setup" data-testid="setup-banner">
        <Flex direction={{ initial: 'column', sm: 'row' }} align={{ initial: 'stretch', sm: 'center' }} justify="between" gap="3">
          <Flex direction="column" gap="2" className="min-w-0 flex-1">
            <Link to={ACCOUNT_SETUP_HREF} className="inline-flex min-h-11 items-center gap-2 font-medium" style={{ color: 'var(--accent-11)' }}>
              {setupMessages.bannerTitle}
              <ArrowRightIcon aria-hidden />
            </Link>
            <div className="flex gap-1" aria-hidden>
              {COUNTED_SETUP_STEPS.map((step, index) => (
                <span
                  key={step}
                  className="h-2 flex-1 rounded-full"
                  data-filled={index < complete}
                  style={{ backgroundColor: index < complete ? 'var(--accent-9)' : 'var(--gray-a5)' }}
                />
              ))}
            </div>
          </Flex>
          <Text size="2" color="gray" className="shrink-0 tabular-nums">
            {setupMessages.bannerCount(complete)}
          </Text>
        </Flex>
      </section>
    </Card>
  )
}
