import { Link as RouterLink, useLocation, useNavigate } from 'react-router'
import { messages } from '../../common/messages'
import { Button, Flex, Heading, Text } from './ui'

/** The spec's 404 page. */
export function NotFoundScreen() {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <Flex direction="column" align="center" gap="3" className="max-w-md text-center">
        <Text size="2" weight="bold" color="indigo">
          404
        </Text>
        <Heading as="h1" size="8">
          {messages.notFoundTitle}
        </Heading>
        <Text as="p" color="gray">
          {messages.notFoundBody}
        </Text>
        <Button asChild size="3" mt="3">
          <RouterLink to="/app">{messages.backToApp}</RouterLink>
        </Button>
      </Flex>
    </main>
  )
}

/** The spec's generic error screen: Try Again, Go to Homepage, Go Back. */
export function GeneralErrorScreen() {
  const location = useLocation()
  const navigate = useNavigate()
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <Flex direction="column" align="center" gap="3" className="max-w-md text-center">
        <Heading as="h1" size="8">
          {messages.errorTitle}
        </Heading>
        <Text as="p" color="gray">
          {messages.errorBody}
        </Text>
        <Flex gap="3" mt="3" wrap="wrap" justify="center">
          {/* A plain link reloads the page, so Try Again works before JavaScript loads too. */}
          <Button asChild size="3">
            <a href={`${location.pathname}${location.search}`}>{messages.tryAgain}</a>
          </Button>
          <Button asChild size="3" variant="soft">
            <a href="/app">{messages.goHome}</a>
          </Button>
          <Button size="3" variant="outline" type="button" onClick={() => navigate(-1)}>
            {messages.goBack}
          </Button>
        </Flex>
      </Flex>
    </main>
  )
}
