import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { portfolioMessages } from '@common/portfolio'
import { featureListByDrawer, featureListSchema, isUsPhoneNumber, UnitInformationSchema, UnitMarketingSchema, unitMessages } from './unit-forms'

const form = (entries: Array<[string, string]>) => {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

describe('unit forms', () => {
  it('accepts half bathrooms and refuses quarters', () => {
    const half = parseWithZod(form([['bathrooms', '1.5']]), { schema: UnitInformationSchema })
    expect(half.status).toBe('success')
    const quarter = parseWithZod(form([['bathrooms', '1.25']]), { schema: UnitInformationSchema })
    expect(quarter.reply().error?.bathrooms).toEqual([unitMessages.halfBaths])
  })

  it('reads marketing money as cents and refuses a negative rent', () => {
    // Publishing is the listing page's action (ADR 032), not a field of the marketing drawer.
    const ok = parseWithZod(form([['rent', '1,250.50']]), { schema: UnitMarketingSchema })
    expect(ok.status === 'success' && ok.value).toMatchObject({ rent: 125050 })
    const negative = parseWithZod(form([['rent', '-5']]), { schema: UnitMarketingSchema })
    expect(negative.reply().error?.rent).toEqual([portfolioMessages.moneyNotNegative])
  })

  it('takes one or several checkboxes and refuses a value that is not listed', () => {
    const list = featureListByDrawer('unit-appliances')!
    const schema = featureListSchema(list)
    const one = parseWithZod(form([['values', 'dishwasher']]), { schema })
    expect(one.status === 'success' && one.value.values).toEqual(['dishwasher'])
    const none = parseWithZod(form([]), { schema })
    expect(none.status === 'success' && none.value.values).toEqual([])
    const unknown = parseWithZod(form([['values', 'jacuzzi']]), { schema })
    expect(unknown.reply().error?.values).toEqual([unitMessages.unknownOption])
  })

  it('knows a US phone number', () => {
    expect(isUsPhoneNumber('(512) 555-0100')).toBe(true)
    expect(isUsPhoneNumber('+1 512 555 0100')).toBe(true)
    expect(isUsPhoneNumber('555-0100')).toBe(false)
    expect(isUsPhoneNumber('512-555-01OO')).toBe(false)
  })
})
