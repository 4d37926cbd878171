import { getFormProps } from '@conform-to/react'
import { Form, useActionData } from 'react-router'
import { z } from 'zod'
import { SITES_PATH, siteFeedPath, sitePath, slugProblem, SLUG_LENGTH } from '@common/listings'
import { Field, FormAlert, SubmitButton } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { Card, Code, Flex, Heading, Text } from '~/components/ui'
import { replyFor } from '~/utils/form-action'

export const SITE_ADDRESS_INTENT = 'website-address'

/** The website's address as the landlord types it; the same rules as the API (common slugProblem), which also checks it is free. */
export const SiteAddressSchema = z.object({
  slug: z
    .string({ error: slugProblem('') ?? undefined })
    .trim()
    .toLowerCase()
    .superRefine((slug, context) => {
      const problem = slugProblem(slug)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    }),
})

/**
 * Settings → Business Website: the website's address (a form of its own, plain POST, works
 * without JavaScript) and, once it has one, the listing feed's address to give listing sites.
 */
export function SiteAddressCard({ slug, origin }: { slug: string | null; origin: string }) {
  const actionData = useActionData()
  const [form, fields] = useSchemaForm(SiteAddressSchema, { id: SITE_ADDRESS_INTENT, lastResult: replyFor(actionData, SITE_ADDRESS_INTENT), defaultValue: { slug: slug ?? '' } })
  return (
    <Card size={{ initial: '2', md: '3' }}>
      <Heading as="h2" size="4" mb="2" id="website-address-heading">
        Address
      </Heading>
      {slug ? (
        <Text as="p" size="2" mb="3">
          <a href={sitePath(slug)} target="_blank" rel="noreferrer">
            {origin}
            {sitePath(slug)}
          </a>
        </Text>
      ) : (
        <Text as="p" size="2" color="gray" mb="3">
          Your website opens when you publish your first listing in Marketing. You can choose its address now.
        </Text>
      )}
      <Form method="post" {...getFormProps(form)} aria-labelledby="website-address-heading" className="flex flex-col gap-3">
        <FormAlert id={form.errorId} errors={form.errors} />
        <Field
          field={fields.slug}
          label="Website address"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={SLUG_LENGTH.max}
          hint={`${origin}${SITES_PATH}/… — ${SLUG_LENGTH.min} to ${SLUG_LENGTH.max} lowercase letters, digits and hyphens. Links to your old address keep working.`}
        />
        <div>
          <SubmitButton intent={SITE_ADDRESS_INTENT}>Save address</SubmitButton>
        </div>
      </Form>
      {slug ? <ListingFeedLink slug={slug} origin={origin} /> : null}
    </Card>
  )
}

/** The listing feed's address (HotPads format), to copy into a listing site's feed settings. */
export function ListingFeedLink({ slug, origin }: { slug: string; origin: string }) {
  const url = `${origin}${siteFeedPath(slug)}`
  return (
    <Flex direction="column" gap="1" mt="4">
      <Text as="p" size="2" weight="medium" m="0">
        Listing feed
      </Text>
      <Text as="p" size="2" color="gray" m="0">
        Your published listings in the HotPads feed format: give this address to Zillow Rentals, HotPads or any listing site that reads it.
      </Text>
      <Code size="2" variant="ghost" className="break-all select-all">
        <a href={siteFeedPath(slug)}>{url}</a>
      </Code>
    </Flex>
  )
}
