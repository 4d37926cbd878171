import { useEffect } from 'react'
import { isRouteErrorResponse, Link, useLocation, useNavigate, useRouteError } from 'react-router'
import { messages } from '../../../common/messages'
import { Button, Card, Flex, Heading, Text } from '~/components/ui'
import { reportBoundaryError } from '~/utils/error-areas'

/**
 * Errors of a page inside the shell: the sidebar and top bar stay, the page area shows
 * the spec's 404 or generic error texts and buttons. Reported under 'Private Area'.
 */
export function PrivateAreaErrorBoundary() {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  useEffect(() => {
    if (!notFound) reportBoundaryError(error, 'Private Area')
  }, [error, notFound])
  return notFound ? <NotFoundPanel /> : <ErrorPanel />
}

function NotFoundPanel() {
  return (
    <Card size="4">
      <Flex direction="column" align="center" gap="3" className="text-center">
        <Text size="2" weight="bold" color="indigo">
          404
        </Text>
        <Heading as="h1" size="7">
          {messages.notFoundTitle}
        </Heading>
        <Text as="p" color="gray">
          {messages.notFoundBody}
        </Text>
        <Button asChild size="3" mt="2" className="min-h-11">
          <Link to="/app">{messages.backToApp}</Link>
        </Button>
      </Flex>
    </Card>
  )
}

function ErrorPanel() {
  const location = useLocation()
  const navigate = useNavigate()
  return (
    <Card size="4">
      <Flex direction="column" align="center" gap="3" className="text-center">
        <Heading as="h1" size="7">
          {messages.errorTitle}
        </Heading>
        <Text as="p" color="gray">
          {messages.errorBody}
        </Text>
        <Flex gap="3" mt="2" wrap="wrap" justify="center">
          {/* Plain links reload the page, so they work before JavaScript too. */}
          <Button asChild size="3" className="min-h-11">
            <a href={`${location.pathname}${location.search}`}>{messages.tryAgain}</a>
          </Button>
          <Button asChild size="3" variant="soft" className="min-h-11">
            <a href="/app">{messages.goHome}</a>
          </Button>
          <Button size="3" variant="outline" type="button" className="min-h-11" onClick={() => navigate(-1)}>
            {messages.goBack}
          </Button>
        </Flex>
      </Flex>
    </Card>
  )
}
