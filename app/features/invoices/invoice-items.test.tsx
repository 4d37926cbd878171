import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { InvoiceItems, Party } from './invoice-items'

/** The invoice page's shared parts on a phone: the line items fit the screen, and e-mails wrap between their parts. */
const invoice = {
  items: [{ name: 'Rent', description: 'November rent', amount: 185_000, quantity: 1 }],
  total: 185_000,
  amountPaid: 0,
  amountRefunded: 0,
  amountDue: 185_000,
}

describe('InvoiceItems', () => {
  it('folds the amount and quantity under the item on phones by default (the landlord page), so nothing is cut off', () => {
    const html = renderToString(<InvoiceItems invoice={invoice} paidLabel="Amount paid" />)
    // The wide columns are hidden below the sm breakpoint, and their figures shown in the item's cell.
    expect(html.match(/hidden sm:table-cell/g)?.length).toBe(2)
    expect(html.replaceAll('<!-- -->', '')).toMatch(/sm:hidden[^>]*>\$1,850\.00 × 1</)
    // The table scrolls sideways should a line still not fit, without JavaScript too.
    expect(html).toMatch(/<div class="overflow-x-auto[^"]*"><table class="rt-TableRootTable">/)
  })
})

describe('Party', () => {
  it('lets an e-mail wrap only after the @ and before dots, never mid-word', () => {
    const html = renderToString(<Party title="To" party={{ name: 'Ana Ruiz', email: 'ana.ruiz@longdomain.example.com' }} />)
    expect(html).toContain('overflow-wrap:break-word')
    const email = html.slice(html.indexOf('data-email'))
    const parts = [...email.matchAll(/<span>(?:<wbr\/>)?([^<]*)<\/span>/g)].map((match) => match[1])
    expect(parts).toEqual(['ana', '.ruiz', '@', 'longdomain', '.example', '.com'])
    expect(email.match(/<wbr\/>/g)?.length).toBe(5)
  })
})
