import { Form, Link } from 'react-router'
import { supportMessages } from '@common/support'
import { PageHeader } from '~/components/shell/page-header'
import { PrivateAreaErrorBoundary } from '~/components/shell/route-error'
import { Button, Card, Flex, Heading, Text, TextField } from '~/components/ui'
import { helpLoader } from '~/features/support/support.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/help'

export const meta: Route.MetaFunction = () => titleMeta(supportMessages.helpTitle)

export const loader = ({ context, request }: Route.LoaderArgs) => helpLoader(context, request)

/** The built-in help (ADR 034): short answers for the signed-in user's area, searched with a GET form. */
export default function HelpPage({ loaderData }: Route.ComponentProps) {
  const { query, topics } = loaderData
  return (
    <>
      <PageHeader title={supportMessages.helpTitle} description={supportMessages.helpDescription} />
      <Flex direction="column" gap="4" className="max-w-3xl">
        <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
          <label htmlFor="help-search" className="flex min-w-0 flex-1 flex-col gap-1">
            <Text size="2" weight="medium">
              {supportMessages.searchLabel}
            </Text>
            <TextField.Root id="help-search" type="search" name="q" defaultValue={query} size="3" maxLength={100} />
          </label>
          <Button type="submit" size="3" className="min-h-11">
            Search
          </Button>
        </Form>
        {topics.length === 0 ? (
          <Text as="p" role="status">
            {supportMessages.noResults(query)}
          </Text>
        ) : (
          <ul className="m-0 flex list-none flex-col gap-3 p-0" aria-label="Help topics">
            {topics.map((topic) => (
              <li key={topic.id}>
                <Card size="2" asChild>
                  <section aria-labelledby={`help-${topic.id}`}>
                    <Heading as="h2" size="3" id={`help-${topic.id}`} mb="1">
                      {topic.question}
                    </Heading>
                    <Text as="p" size="2">
                      {topic.answer}
                    </Text>
                    {topic.link ? (
                      <Text as="p" size="2" mt="2">
                        <Link to={topic.link.href}>{topic.link.label}</Link>
                      </Text>
                    ) : null}
                  </section>
                </Card>
              </li>
            ))}
          </ul>
        )}
        <Text as="p" size="2" color="gray">
          Still stuck? <Link to="/app/feedback">Send us a message</Link>.
        </Text>
      </Flex>
    </>
  )
}

export const ErrorBoundary = PrivateAreaErrorBoundary
