import { data } from 'react-router'
import { readOutbox } from '@api/email/adapter'
import { Badge, Card, Container, Flex, Heading, Link, Text } from '~/components/ui'
import { getEnv } from '~/utils/env.server'
import { titleMeta } from '~/utils/meta'
import type { Route } from './+types/dev.outbox'

export const meta: Route.MetaFunction = () => [...titleMeta('Outbox'), { name: 'robots', content: 'noindex' }]

const MAX_MAILS = 100

/** A link to this app is shown as a path, so it works on whatever host and port serve the page. */
function appRelative(link: string) {
  try {
    const url = new URL(link)
    if (url.pathname === '/app' || url.pathname.startsWith('/app/')) return `${url.pathname}${url.search}${url.hash}`
  } catch {
    // Not a URL: shown as it is.
  }
  return link
}

/**
 * Development outbox: with no SMTP server, mails are written to ${DATA_DIR}/outbox; this
 * page lists them newest first with their links, so a newcomer can verify an account or
 * reset a password locally. Only when getEnv().outboxPage (development, or DEV_OUTBOX=true).
 * The only app module besides the REST client that reads api/ code: the outbox format has one owner.
 */
export async function loader() {
  if (!getEnv().outboxPage) throw data(null, { status: 404 })
  const mails = await readOutbox()
  return {
    total: mails.length,
    mails: mails.slice(0, MAX_MAILS).map((mail) => ({
      id: mail.id,
      to: mail.to,
      subject: mail.subject,
      sentAt: mail.sentAt,
      text: mail.text,
      links: mail.links.map((link) => ({ href: appRelative(link), label: appRelative(link) })),
    })),
  }
}

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' })

export default function OutboxPage({ loaderData }: Route.ComponentProps) {
  const { mails, total } = loaderData
  return (
    <Container size="3" px="4" py="6">
      <Flex direction="column" gap="2" mb="5">
        <Flex align="center" gap="3" wrap="wrap">
          <Heading as="h1" size="7">
            Outbox
          </Heading>
          <Badge color="amber">Development only</Badge>
        </Flex>
        <Text as="p" color="gray">
          E-mails the app would have sent, newest first ({total} in total). Open a link to verify an account or reset a password.
        </Text>
      </Flex>
      {mails.length === 0 ? (
        <Text as="p">No e-mails yet. Sign up or ask for a password reset, then reload this page.</Text>
      ) : (
        <ol className="m-0 flex list-none flex-col gap-3 p-0">
          {mails.map((mail) => (
            <li key={mail.id}>
              <Card size="2" asChild>
                <article aria-labelledby={`mail-${mail.id}`}>
                  <Flex direction="column" gap="2">
                    <Flex justify="between" gap="3" wrap="wrap">
                      <Heading as="h2" size="3" id={`mail-${mail.id}`}>
                        {mail.subject || '(no subject)'}
                      </Heading>
                      <Text size="2" color="gray">
                        <time dateTime={mail.sentAt}>{timeFormat.format(new Date(mail.sentAt))} UTC</time>
                      </Text>
                    </Flex>
                    <Text size="2">
                      To: <span className="break-all">{mail.to}</span>
                    </Text>
                    {mail.links.length ? (
                      <ul className="m-0 flex list-none flex-col gap-1 p-0">
                        {mail.links.map((link) => (
                          <li key={link.href} className="break-all">
                            {/* A plain link: the destination page loads fresh, as from a mail client. */}
                            <Link href={link.href} size="2">
                              {link.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    <details>
                      <summary className="min-h-11 cursor-pointer content-center">
                        <Text size="2">Show the text</Text>
                      </summary>
                      <Text as="p" size="2" className="whitespace-pre-wrap">
                        {mail.text}
                      </Text>
                    </details>
                  </Flex>
                </article>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </Container>
  )
}
