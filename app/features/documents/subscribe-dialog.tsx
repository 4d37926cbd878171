import { Form, Link as RouterLink, useLocation } from 'react-router'
import { closedDrawerHref } from '~/utils/drawer'
import { Drawer } from '~/components/drawer'
import { FormAlert, SubmitButton } from '~/components/forms'
import { Button, Flex, Text } from '~/components/ui'
import { SUBSCRIBE_INTENT, subscribeMessages } from './subscribe-names'

/**
 * The 'Subscribe' modal (product-spec §2 Preview screen, §4 Download flow step 5): opened by the URL
 * (server-rendered, works without JavaScript) when a download lacks paid access. Its button
 * posts intent 'subscribe' with the document id (`target`) to the page's action, which asks
 * the API for a Stripe Checkout session and redirects the browser to it — the checkout loads
 * only then (lazily). Errors of that post show here (`errors`).
 */
export function SubscribeDialog({ documentId, errors }: { documentId: number | string; errors?: string[] | null }) {
  const location = useLocation()
  const closeHref = closedDrawerHref(location)
  return (
    <Drawer title={subscribeMessages.title} description={subscribeMessages.description} placement="center">
      <Form method="post" reloadDocument className="flex flex-col gap-4">
        <input type="hidden" name="intent" value={SUBSCRIBE_INTENT} />
        <input type="hidden" name="target" value={String(documentId)} />
        <Text as="p" size="2">
          {subscribeMessages.body}
        </Text>
        <FormAlert errors={errors ?? undefined} />
        <Flex gap="3" justify="end" wrap="wrap">
          <Button asChild size="3" variant="soft" color="gray" className="min-h-11">
            <RouterLink to={closeHref} preventScrollReset>
              {subscribeMessages.cancel}
            </RouterLink>
          </Button>
          <SubmitButton>{subscribeMessages.subscribe}</SubmitButton>
        </Flex>
      </Form>
    </Drawer>
  )
}
