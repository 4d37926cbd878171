import fs from 'node:fs/promises'
import path from 'node:path'
import type { Transporter } from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'
import { getApiEnv } from '@api/env'

/**
 * Payload e-mail adapter on nodemailer. With SMTP configured mails go out through it;
 * without, nodemailer's stream transport renders the real message and we keep it in
 * the local outbox (./data/outbox) — one JSON file per mail — for the developer to read.
 */
export function outboxDir() {
  return path.join(getApiEnv().dataDir, 'outbox')
}

export type OutboxMail = {
  id: string
  to: string
  subject: string
  html: string
  text: string
  links: string[]
  sentAt: string
}

const linkPattern = /https?:\/\/[^\s"'<>]+/g

export function extractLinks(html: string): string[] {
  return [...new Set((html.match(linkPattern) ?? []).map((link) => link.replace(/&amp;/g, '&')))]
}

export const nodemailerAdapter: EmailAdapter = ({ payload }) => {
  const env = getApiEnv()
  // nodemailer (35 modules) loads with the first e-mail, not at start (ADR 027).
  let transporting: Promise<Transporter> | undefined
  const transport = () =>
    (transporting ??= import('nodemailer').then(({ default: nodemailer }) =>
      env.SMTP_HOST
        ? nodemailer.createTransport({
            host: env.SMTP_HOST,
            port: env.SMTP_PORT,
            secure: env.SMTP_SECURE === 'true',
            auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD } : undefined,
          })
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ))
  return {
    name: env.SMTP_HOST ? 'nodemailer-smtp' : 'nodemailer-outbox',
    defaultFromAddress: env.EMAIL_FROM_ADDRESS,
    defaultFromName: env.EMAIL_FROM_NAME,
    async sendEmail(message: SendEmailOptions) {
      const from = typeof message.from === 'string' ? message.from : { name: message.from?.name ?? env.EMAIL_FROM_NAME, address: message.from?.address ?? env.EMAIL_FROM_ADDRESS }
      if (env.SMTP_HOST) {
        // Handed off, not awaited: Payload sends the reset mail inside its transaction, and no
        // caller may wait on the network while holding the SQLite write lock. Failures are logged.
        transport()
          .then((smtp) => smtp.sendMail({ ...message, from }))
          .catch((error: unknown) => {
            payload.logger.error({ err: error, msg: `Could not send the e-mail '${String(message.subject ?? '')}' to ${String(message.to)}` })
          })
        return { queued: true }
      }
      // No SMTP: nodemailer renders the real message and we keep it in the local outbox.
      const info = await (await transport()).sendMail({ ...message, from })
      const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
      const html = String(message.html ?? '')
      const mail: OutboxMail = {
        id,
        to: String(message.to),
        subject: String(message.subject ?? ''),
        html,
        text: String(message.text ?? ''),
        links: extractLinks(`${html} ${message.text ?? ''}`),
        sentAt: new Date().toISOString(),
      }
      await fs.mkdir(outboxDir(), { recursive: true })
      const file = path.join(outboxDir(), `${id}.json`)
      await fs.writeFile(file, JSON.stringify(mail, null, 2))
      if (env.NODE_ENV !== 'test') payload.logger.info(`E-mail to ${mail.to} written to ${file}`)
      return info
    },
  }
}

export async function readOutbox(): Promise<OutboxMail[]> {
  let names: string[] = []
  try {
    names = await fs.readdir(outboxDir())
  } catch {
    return []
  }
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await fs.readFile(path.join(outboxDir(), name), 'utf8')) as OutboxMail),
  )
  return mails.sort((a, b) => b.sentAt.localeCompare(a.sentAt) || b.id.localeCompare(a.id))
}
