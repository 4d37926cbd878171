import type { Payload } from 'payload'
import type { Image } from '@api/payload-types'

/** A simple picture for a demo photo (an SVG of one colour with its caption): no binary assets in the repository. */
function demoPhoto(caption: string, hue: number): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,72%)"/><stop offset="1" stop-color="hsl(${hue + 30},40%,45%)"/></linearGradient></defs><rect width="1200" height="900" fill="url(#g)"/><text x="600" y="470" font-family="sans-serif" font-size="64" fill="#fff" text-anchor="middle">${caption}</text></svg>`
  return Buffer.from(svg, 'utf8')
}

async function createPhoto(payload: Payload, organization: number, caption: string, hue: number): Promise<Image> {
  const data = demoPhoto(caption, hue)
  return payload.create({
    collection: 'images',
    data: { organization, alt: caption },
    file: { data, mimetype: 'image/svg+xml', name: `${caption.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`, size: data.length },
    overrideAccess: true,
    depth: 0,
  })
}

const LISTINGS = [
  {
    unit: 'Apt 2',
    headline: 'Sunny one-bedroom near the lakes',
    description:
      'A bright first-floor one-bedroom in a 1912 brick fourplex, with high ceilings, original woodwork and big south windows. Heat and water are included; coin-free laundry and bike storage in the basement. Two blocks from the Midtown Greenway and the lakes.',
    rent: 139_500,
    securityDeposit: 139_500,
    applicationFee: 4_000,
    petsPolicy: 'cats' as const,
    hue: 200,
  },
  {
    unit: 'Apt 3',
    headline: 'Two-bedroom upper with hardwood floors',
    description:
      'An upper two-bedroom with hardwood floors throughout, a renovated kitchen and a quiet back bedroom over the garden. Heat and water are included. Shared laundry and storage in the basement, street parking, and buses on Lake Street at the corner.',
    rent: 149_000,
    securityDeposit: 149_000,
    applicationFee: 4_000,
    petsPolicy: 'case-by-case' as const,
    hue: 30,
  },
]

/**
 * The demo organization's public website (ADR 032): its description and shared phone, and two
 * published listings (the fourplex's vacant Apt 2 and Apt 3), three photos each. Published
 * through the same rules as any listing.
 */
export async function seedDemoListings(payload: Payload, organization: number, today = new Date()) {
  await payload.update({
    collection: 'organizations',
    id: organization,
    data: {
      phoneNumber: '(612) 555-0134',
      description: 'Dana Rentals is a small, family-run landlord with homes in Portland, Savannah and Minneapolis. We answer every inquiry within a day.',
      marketing: { sharePhone: true, shareEmail: false, shareAddress: false, shareProperties: true },
    },
    overrideAccess: true,
  })
  const availableDate = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1)).toISOString()
  for (const listing of LISTINGS) {
    const { docs } = await payload.find({ collection: 'units', where: { and: [{ organization: { equals: organization } }, { name: { equals: listing.unit } }] }, limit: 1, depth: 0, overrideAccess: true })
    const unit = docs[0]
    if (!unit) continue
    const images = []
    for (const [index, caption] of ['Living room', 'Kitchen', 'Bedroom'].entries()) images.push((await createPhoto(payload, organization, `${listing.unit} ${caption}`, listing.hue + index * 40)).id)
    const { unit: _unit, hue: _hue, ...marketing } = listing
    await payload.update({
      collection: 'units',
      id: unit.id,
      data: { marketing: { ...marketing, availableDate, images, contact: { name: 'Dana Landlord', phone: '(612) 555-0134', method: 'call-or-text' }, status: 'published' } },
      overrideAccess: true,
      depth: 0,
    })
  }
}
