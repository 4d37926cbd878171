import { z } from 'zod'
import { MAX_CENTS } from '@common/limits'
import { portfolioMessages } from '@common/portfolio'
import { dollarsToCents } from './money'

// Apart from money.ts so that a page formatting amounts does not load zod (ADR 027).

/** A dollars form field that parses to cents; empty is undefined (optional) or an error (required). */
export function centsSchema({ required = false }: { required?: boolean } = {}) {
  return z
    .string({ error: 'This field is required.' })
    .optional()
    .transform((value, context) => {
      if (value === undefined || value.trim() === '') {
        if (required) context.addIssue({ code: 'custom', message: 'This field is required.' })
        return undefined
      }
      const cents = dollarsToCents(value)
      if (cents === null || cents > MAX_CENTS) {
        context.addIssue({ code: 'custom', message: portfolioMessages.moneyInvalid })
        return z.NEVER
      }
      if (cents < 0) {
        context.addIssue({ code: 'custom', message: portfolioMessages.moneyNotNegative })
        return z.NEVER
      }
      return cents
    })
}
