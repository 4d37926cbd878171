import { getFormProps } from '@conform-to/react'
import { Form, useActionData } from 'react-router'
import { z } from 'zod'
import { SITES_PATH, sitePath, slugProblem, SLUG_LENGTH } from '@common/listings'
import { Field, FormAlert, SubmitButton } from '~/components/forms'
import { useSchemaForm } from '~/components/schema-form'
import { Card, Heading, Text } from '~/components/ui'
import { replyFor } from '~/utils/form-action'
import { ListingFeedLink } from './listing-feed-link'

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
 * The page renders it through `lazyBoundary` (lazy-drawers.tsx): complete from the server, its
 * chunk (the schema, conform and zod) loading beside hydration (ADR 027).
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
