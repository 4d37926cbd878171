import { siteFeedPath } from '@common/listings'
import { Code, Flex, Text } from '~/components/ui'

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
