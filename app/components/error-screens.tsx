import { useEffect, type ReactNode } from 'react'
import { isRouteErrorResponse, Link as RouterLink, useLocation, useNavigate, useRouteError } from 'react-router'
import { messages } from '@common/messages'
import { reportBoundaryError, type ErrorArea } from '~/utils/error-areas'
import { Button, Card, Flex, Heading, Text } from './ui'

/** Where an error screen stands: the whole page, or the page area inside the shell. */
export type ErrorFrame = 'page' | 'panel'

function Frame({ frame, children }: { frame: ErrorFrame; children: ReactNode }) {
  const content = (
    <Flex direction="column" align="center" gap="3" className="max-w-md text-center mx-auto">
      {children}
    </Flex>
  )
  if (frame === 'panel') return <Card size="4">{content}</Card>
  return <main className="flex min-h-screen items-center justify-center p-6">{content}</main>
}

/** The spec's 404 page. */
export function NotFoundScreen({ frame = 'page' }: { frame?: ErrorFrame }) {
  return (
    <Frame frame={frame}>
      <Text size="2" weight="bold" color="indigo">
        404
      </Text>
      <Heading as="h1" size={frame === 'page' ? '8' : '7'}>
        {messages.notFoundTitle}
      </Heading>
      <Text as="p" color="gray">
        {messages.notFoundBody}
      </Text>
      <Button asChild size="3" mt="3" className="min-h-11">
        <RouterLink to="/app">{messages.backToApp}</RouterLink>
      </Button>
    </Frame>
  )
}

/** The spec's generic error screen: Try Again, Go to Homepage, Go Back. */
export function GeneralErrorScreen({ frame = 'page' }: { frame?: ErrorFrame }) {
  const location = useLocation()
  const navigate = useNavigate()
  return (
    <Frame frame={frame}>
      <Text size="2" weight="bold" color="red">
        {messages.errorKicker}
      </Text>
      <Heading as="h1" size={frame === 'page' ? '8' : '7'}>
        {messages.errorTitle}
      </Heading>
      <Text as="p" color="gray">
        {messages.errorBody}
      </Text>
      <Flex gap="3" mt="3" wrap="wrap" justify="center">
        {/* Plain links reload the page, so Try Again and Go to Homepage work before JavaScript loads. */}
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
    </Frame>
  )
}

/** A route's error boundary: the 404 or generic screen, with other errors reported under the spec's area. */
export function AreaErrorBoundary({ area, frame = 'page' }: { area: ErrorArea; frame?: ErrorFrame }) {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  useEffect(() => {
    if (!notFound) reportBoundaryError(error, area)
  }, [error, notFound, area])
  return notFound ? <NotFoundScreen frame={frame} /> : <GeneralErrorScreen frame={frame} />
}
