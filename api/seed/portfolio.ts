import type { Payload } from 'payload'
import { WHOLE_PROPERTY_UNIT } from '@common/portfolio'
import type { Contact, Unit, User } from '@api/payload-types'
import { createContact, createLease, createNote, createProperty, createUnit } from './factories'

/**
 * The demo landlord's portfolio: a duplex in Portland, a single-family home in
 * Savannah and a four-unit building in Minneapolis (one unit archived), their tenants as
 * contacts, and leases in every status — draft, upcoming, active, past — with rent in
 * cents. Dates are relative to the day of seeding, so the statuses stay plausible.
 * Seeded once: an organization that has any property (trash included) is left alone.
 */
export async function seedDemoPortfolio(payload: Payload, organization: number, author?: User, today = new Date()) {
  const { totalDocs } = await payload.count({ collection: 'properties', where: { organization: { equals: organization } }, trash: true, overrideAccess: true })
  if (totalDocs > 0) return false

  /** The first of the month, `months` from today (negative: in the past), as YYYY-MM-DD. */
  const monthStart = (months: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months, 1)).toISOString().slice(0, 10)
  /** The last day of the month before `monthStart(months)`. */
  const monthEnd = (months: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months, 0)).toISOString().slice(0, 10)

  const contact = (firstName: string, lastName: string, email: string, phoneNumber: string) =>
    createContact(payload, { organization, firstName, lastName, email, phoneNumber, type: 'tenant' })
  const [maria, james, priya, terry, owen, hannah, luis, grace] = await Promise.all([
    contact('Maria', 'Lopez', 'maria.lopez@example.com', '(503) 555-0142'),
    contact('James', 'Carter', 'james.carter@example.com', '(503) 555-0178'),
    contact('Priya', 'Shah', 'priya.shah@example.com', '(971) 555-0119'),
    // The demo tenant account's e-mail: seedDemoTenancy links it to the account.
    contact('Terry', 'Tenant', 'tenant@demo.leasewell.app', '(912) 555-0163'),
    contact('Owen', 'Brooks', 'owen.brooks@example.com', '(912) 555-0127'),
    contact('Hannah', 'Kim', 'hannah.kim@example.com', '(612) 555-0190'),
    contact('Luis', 'Ortega', 'luis.ortega@example.com', '(612) 555-0104'),
    contact('Grace', 'Nguyen', 'grace.nguyen@example.com', '(651) 555-0136'),
  ])
  const ids = (...contacts: Contact[]) => contacts.map((one) => one.id)

  // --- A duplex in Portland, OR: two units ---
  const duplex = await createProperty(payload, {
    organization,
    nickname: 'Alder Street Duplex',
    propertyType: 'duplex',
    address: { line1: '1418 SE Alder Street', city: 'Portland', state: 'OR', postalCode: '97214' },
    description: 'A 1926 craftsman duplex, two mirror-image units with separate entrances and a shared back yard.',
    yearBuilt: 1926,
    amenities: ['yard', 'parking', 'bike-storage'],
  })
  const duplexUnit = (name: string) =>
    createUnit(payload, {
      property: duplex.id,
      name,
      information: { bedrooms: 2, bathrooms: 1, squareFeet: 960, floor: '1', parkingSpaces: 1 },
      amenities: ['hardwood-floors', 'pets-allowed'],
      appliances: ['refrigerator', 'stove', 'dishwasher', 'washer', 'dryer'],
      coolingSystems: ['ceiling-fans'],
      heatingSystems: ['forced-air'],
      floorCoverings: ['hardwood', 'tile'],
      utilities: [
        { utility: 'water', paidBy: 'landlord' },
        { utility: 'sewer', paidBy: 'landlord' },
        { utility: 'electricity', paidBy: 'tenant', provider: 'Portland General Electric' },
        { utility: 'gas', paidBy: 'tenant', provider: 'NW Natural' },
      ],
    })
  const [unitA, unitB] = [await duplexUnit('Unit A'), await duplexUnit('Unit B')]

  // --- A single-family home in Savannah, GA: the whole property is one unit ---
  const house = await createProperty(payload, {
    organization,
    nickname: 'Magnolia House',
    propertyType: 'single-family',
    address: { line1: '82 Magnolia Drive', city: 'Savannah', state: 'GA', postalCode: '31405' },
    description: 'Three-bedroom ranch on a quiet street, fenced yard and a two-car garage.',
    yearBuilt: 1998,
    amenities: ['garage', 'yard'],
  })
  const houseUnit = await createUnit(payload, {
    property: house.id,
    name: WHOLE_PROPERTY_UNIT,
    information: { bedrooms: 3, bathrooms: 2, squareFeet: 1650, parkingSpaces: 2 },
    amenities: ['fireplace', 'walk-in-closet', 'in-unit-laundry'],
    appliances: ['refrigerator', 'stove', 'microwave', 'dishwasher', 'washer', 'dryer', 'garbage-disposal'],
    coolingSystems: ['central-air'],
    heatingSystems: ['heat-pump'],
    floorCoverings: ['laminate', 'carpet', 'tile'],
    utilities: [
      { utility: 'electricity', paidBy: 'tenant', provider: 'Georgia Power' },
      { utility: 'water', paidBy: 'tenant' },
      { utility: 'trash', paidBy: 'landlord' },
    ],
  })

  // --- A four-unit building in Minneapolis, MN: unit 4 is archived (under renovation) ---
  const building = await createProperty(payload, {
    organization,
    nickname: 'Lake Street Fourplex',
    propertyType: 'multi-family',
    address: { line1: '310 W Lake Street', city: 'Minneapolis', state: 'MN', postalCode: '55408-2914' },
    description: 'Brick fourplex near the lakes, coin-free shared laundry in the basement.',
    yearBuilt: 1912,
    amenities: ['laundry-room', 'storage', 'bike-storage'],
  })
  const buildingUnits: Unit[] = []
  for (const [index, name] of ['Apt 1', 'Apt 2', 'Apt 3', 'Apt 4'].entries()) {
    buildingUnits.push(
      await createUnit(payload, {
        property: building.id,
        name,
        archived: name === 'Apt 4',
        information: { bedrooms: index < 2 ? 1 : 2, bathrooms: 1, squareFeet: index < 2 ? 640 : 820, floor: index < 2 ? '1' : '2' },
        amenities: index % 2 ? ['high-ceilings'] : ['hardwood-floors', 'smoke-free'],
        appliances: ['refrigerator', 'stove'],
        coolingSystems: ['window-units'],
        heatingSystems: ['radiator'],
        floorCoverings: ['hardwood'],
        utilities: [
          { utility: 'heating-oil', paidBy: 'landlord' },
          { utility: 'water', paidBy: 'landlord' },
          { utility: 'electricity', paidBy: 'tenant', provider: 'Xcel Energy' },
        ],
      }),
    )
  }
  const [apt1, apt2, apt3] = buildingUnits

  // --- Leases in every status ---
  const activeDuplex = await createLease(payload, {
    unit: unitA.id,
    status: 'active',
    contacts: ids(maria),
    startDate: monthStart(-8),
    endDate: monthEnd(4),
    leaseType: 'fixed',
    rent: 185_000,
    securityDeposit: 185_000,
    rentDueDay: 1,
    requiredDocuments: [
      { name: "Renter's insurance", description: 'Proof of liability coverage of at least $100,000.', received: true },
      { name: 'Pet addendum', description: 'Signed pet addendum for one cat.', received: false },
    ],
  })
  await createLease(payload, {
    unit: unitB.id,
    status: 'past',
    contacts: ids(james),
    startDate: monthStart(-14),
    endDate: monthEnd(-1),
    leaseType: 'fixed',
    rent: 172_500,
    securityDeposit: 172_500,
  })
  await createLease(payload, {
    unit: unitB.id,
    status: 'upcoming',
    contacts: ids(priya),
    startDate: monthStart(1),
    endDate: monthEnd(13),
    leaseType: 'fixed',
    rent: 189_500,
    securityDeposit: 189_500,
    requiredDocuments: [{ name: "Renter's insurance", received: false }],
  })
  await createLease(payload, {
    unit: houseUnit.id,
    status: 'active',
    contacts: ids(terry, owen),
    startDate: monthStart(-20),
    leaseType: 'month-to-month',
    rent: 245_000,
    securityDeposit: 300_000,
    rentDueDay: 5,
  })
  await createLease(payload, { unit: apt1!.id, status: 'active', contacts: ids(hannah), startDate: monthStart(-3), endDate: monthEnd(9), rent: 132_500, securityDeposit: 132_500 })
  await createLease(payload, { unit: apt2!.id, status: 'draft', contacts: ids(grace), startDate: monthStart(2), endDate: monthEnd(14), rent: 139_500, securityDeposit: 139_500 })
  await createLease(payload, { unit: apt3!.id, status: 'past', contacts: ids(luis), startDate: monthStart(-26), endDate: monthEnd(-2), rent: 149_000, securityDeposit: 100_000 })

  // --- People who are not tenants: a vendor and a lead ---
  await createContact(payload, {
    organization,
    type: 'vendor',
    firstName: 'Rosa',
    lastName: 'Martinez',
    companyName: 'Martinez Plumbing & Heating',
    email: 'rosa@martinezplumbing.example.com',
    phoneNumber: '(503) 555-0155',
    notes: 'Licensed plumber; answers emergency calls within two hours.',
    customFields: [{ label: 'License number', type: 'text', value: 'OR-PL-20417' }, { label: 'Website', type: 'url', value: 'https://martinezplumbing.example.com' }],
  })
  await createContact(payload, {
    organization,
    type: 'lead',
    firstName: 'Ken',
    lastName: 'Adams',
    email: 'ken.adams@example.com',
    notes: 'Asked about the Minneapolis apartments; available to move in next month.',
    customFields: [{ label: 'Desired move-in', type: 'date', value: monthStart(1) }],
  })

  // --- A couple of private notes ---
  await createNote(payload, { organization, property: duplex.id, body: 'Roof inspected in April: good for another 5 years. Gutters cleaned twice a year (spring and fall).' }, author)
  await createNote(payload, { organization, unit: buildingUnits[3]!.id, body: 'Apt 4 is off the market while the bathroom is redone; contractor expects 6 weeks.' }, author)
  await createNote(payload, { organization, lease: activeDuplex.id, body: 'Maria prefers text messages. Pet addendum still to be signed for her cat.' }, author)
  return true
}
