import { readOutbox, type OutboxMail } from '@api/email/adapter'

/** Mails the API wrote to this worker's outbox for one address, newest first. */
export async function mailsTo(email: string): Promise<OutboxMail[]> {
  return (await readOutbox()).filter((mail) => mail.to.toLowerCase().includes(email.toLowerCase()))
}

/** The token of the newest mail to `email` whose link points at `/app<pathname>`. */
export async function tokenFromMail(email: string, pathname: string): Promise<string> {
  for (const mail of await mailsTo(email)) {
    for (const link of mail.links) {
      const url = new URL(link)
      if (url.pathname === `/app${pathname}` && url.searchParams.get('token')) return url.searchParams.get('token')!
    }
  }
  throw new Error(`No mail to ${email} links to /app${pathname}`)
}
