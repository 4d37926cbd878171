import { formatNumber } from '@common/en-us'
import type { ReactNode } from 'react'
import { listingMessages, listingPath, PETS_POLICIES, siteImagePath, sitePath, type PublicAddress, type PublicListing, type PublicSite } from '@common/listings'
import { CONTACT_METHODS, optionLabel, UNIT_AMENITIES } from '@common/portfolio'
import { PRODUCT_NAME } from '@common/messages'
import { HoneypotField } from '~/components/forms'
import { formatDate } from '~/utils/format'
import { formatCents } from '~/utils/money'

/**
 * The public business website (ADR 032): plain server-rendered HTML (the routes set
 * `handle.hydrate = false`, so no script is sent), styled with the app's stylesheet only.
 * Forms post and redirect like any form without JavaScript.
 */
export const addressLine = (address: PublicAddress | null | undefined) =>
  [address?.line1, address?.line2, [address?.city, [address?.state, address?.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')].filter(Boolean).join(', ')

export const factsLine = (listing: PublicListing) =>
  [
    listing.bedrooms != null ? (listing.bedrooms === 0 ? 'Studio' : `${listing.bedrooms} bed`) : null,
    listing.bathrooms != null ? `${listing.bathrooms} bath` : null,
    listing.squareFeet ? `${formatNumber(listing.squareFeet)} sq ft` : null,
  ]
    .filter(Boolean)
    .join(' · ')

export function PublicShell({ site, children }: { site: PublicSite; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-[var(--gray-2)] text-[var(--gray-12)]">
      <header className="border-b border-[var(--gray-a5)] bg-[var(--color-panel-solid)]">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-4">
          <a href={sitePath(site.slug)} className="text-lg font-semibold text-[var(--gray-12)] no-underline">
            {site.name}
          </a>
          {site.phones[0] ? (
            <a href={`tel:${site.phones[0].number}`} className="min-h-11 content-center text-sm">
              {site.phones[0].number}
            </a>
          ) : null}
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-6">{children}</main>
      <footer className="mx-auto max-w-5xl px-4 pb-8 text-xs text-[var(--gray-11)]">
        <p>We do business in accordance with the Fair Housing Act: we do not discriminate on race, color, religion, sex, disability, familial status or national origin.</p>
        <p>
          Website by {PRODUCT_NAME}. © {new Date().getFullYear()} {site.name}
        </p>
      </footer>
    </div>
  )
}

/** The organization's introduction: picture, description and the contact details it shares. */
export function SiteIntro({ site }: { site: PublicSite }) {
  return (
    <section aria-labelledby="site-name" className="mb-8 grid gap-6 md:grid-cols-[2fr_1fr]">
      <div>
        <h1 id="site-name" className="mb-2 text-3xl font-bold">
          {site.name}
        </h1>
        {site.description ? <p className="whitespace-pre-line text-[var(--gray-11)]">{site.description}</p> : null}
        <ContactDetails site={site} />
      </div>
      {site.image ? <img src={siteImagePath(site.slug, site.image.filename)} alt={site.image.alt || site.name} className="aspect-[4/3] w-full rounded-lg object-cover" /> : null}
    </section>
  )
}

function ContactDetails({ site }: { site: PublicSite }) {
  if (!site.address && !site.phones.length && !site.email && !site.website) return null
  return (
    <ul className="mt-4 flex list-none flex-col gap-1 p-0 text-sm">
      {site.address ? <li>{addressLine(site.address)}</li> : null}
      {site.phones.map((phone) => (
        <li key={phone.number}>
          <a href={`tel:${phone.number}`}>{phone.number}</a> ({optionLabel(CONTACT_METHODS, phone.type).toLowerCase()})
        </li>
      ))}
      {site.email ? (
        <li>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </li>
      ) : null}
      {site.website ? (
        <li>
          <a href={/^https?:\/\//.test(site.website) ? site.website : `https://${site.website}`} rel="nofollow noreferrer">
            {site.website}
          </a>
        </li>
      ) : null}
    </ul>
  )
}

export function ListingCards({ site, listings }: { site: PublicSite; listings: PublicListing[] }) {
  if (!listings.length) return <p className="text-[var(--gray-11)]">No homes are available right now. Please check back soon.</p>
  return (
    <ul className="m-0 grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
      {listings.map((listing, index) => (
        <li key={listing.id} className="overflow-hidden rounded-lg border border-[var(--gray-a5)] bg-[var(--color-panel-solid)]">
          <a href={listingPath(site.slug, listing.id)} className="block text-[var(--gray-12)] no-underline">
            {listing.photos[0] ? (
              <img
                src={siteImagePath(site.slug, listing.photos[0].filename)}
                alt={listing.photos[0].alt || listing.title}
                loading={index < 3 ? 'eager' : 'lazy'}
                className="aspect-[4/3] w-full object-cover"
              />
            ) : null}
            <div className="p-4">
              <h3 className="mb-1 text-base font-semibold">{listing.title}</h3>
              {listing.rent !== null ? <p className="m-0 font-semibold tabular-nums">{formatCents(listing.rent)}/month</p> : null}
              <p className="m-0 text-sm text-[var(--gray-11)]">{factsLine(listing)}</p>
              <p className="m-0 text-sm text-[var(--gray-11)]">{[listing.address.city, listing.address.state].filter(Boolean).join(', ')}</p>
            </div>
          </a>
        </li>
      ))}
    </ul>
  )
}

/**
 * The organization's properties, when it shares them (marketing.shareProperties): name, city
 * and state (the street only when it shares its address), each with its published listings.
 */
export function SiteProperties({ site, listings }: { site: PublicSite; listings: PublicListing[] }) {
  if (!site.properties?.length) return null
  return (
    <section aria-labelledby="properties" className="mt-10">
      <h2 id="properties" className="mb-4 text-xl font-semibold">
        Our properties
      </h2>
      <ul className="m-0 grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2">
        {site.properties.map((property) => {
          const homes = listings.filter((listing) => property.listingIds.includes(listing.id))
          const place = [property.street === property.name ? null : property.street, [property.city, property.state].filter(Boolean).join(', ')].filter(Boolean).join(', ')
          return (
            <li key={property.id} className="rounded-lg border border-[var(--gray-a5)] bg-[var(--color-panel-solid)] p-4">
              <h3 className="mt-0 mb-1 text-base font-semibold">{property.name}</h3>
              {place ? <p className="m-0 text-sm text-[var(--gray-11)]">{place}</p> : null}
              {homes.length ? (
                <ul className="mt-2 mb-0 flex list-none flex-col gap-1 p-0 text-sm">
                  {homes.map((home) => (
                    <li key={home.id}>
                      <a href={listingPath(site.slug, home.id)} className="inline-block min-h-11 content-center">
                        {home.title}
                      </a>
                      {home.rent !== null ? <span className="tabular-nums"> · {formatCents(home.rent)}/month</span> : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 mb-0 text-sm text-[var(--gray-11)]">No homes available here right now.</p>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

const moneyRows = (listing: PublicListing): Array<[string, number | null]> => [
  ['Rent', listing.rent],
  ['Security deposit', listing.securityDeposit],
  ['Application fee', listing.applicationFee],
  ['Pet rent', listing.petRent],
  ['Pet deposit', listing.petDeposit],
]

/** A listing's photos, facts and description. */
export function ListingBody({ site, listing }: { site: PublicSite; listing: PublicListing }) {
  const [cover, ...more] = listing.photos
  return (
    <article aria-labelledby="listing-title" className="flex flex-col gap-6">
      <div>
        <p className="m-0 text-sm">
          <a href={sitePath(site.slug)}>← All homes from {site.name}</a>
        </p>
        <h1 id="listing-title" className="mt-2 mb-1 text-3xl font-bold">
          {listing.title}
        </h1>
        <p className="m-0 text-[var(--gray-11)]">{addressLine(listing.address)}</p>
      </div>
      {cover ? (
        <div className="grid gap-2 md:grid-cols-[2fr_1fr]">
          <img src={siteImagePath(site.slug, cover.filename)} alt={cover.alt || listing.title} className="aspect-[4/3] w-full rounded-lg object-cover" />
          {more.length ? (
            <ul className="m-0 grid list-none grid-cols-2 gap-2 p-0 md:grid-cols-1">
              {more.map((photo, index) => (
                <li key={photo.filename}>
                  <img src={siteImagePath(site.slug, photo.filename)} alt={photo.alt || `${listing.title}, photo ${index + 2}`} loading="lazy" className="aspect-[4/3] w-full rounded-lg object-cover" />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <section aria-labelledby="listing-facts" className="rounded-lg border border-[var(--gray-a5)] bg-[var(--color-panel-solid)] p-4">
        <h2 id="listing-facts" className="mt-0 mb-3 text-lg font-semibold">
          Facts
        </h2>
        <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
          {factsLine(listing) ? <Fact label="Home">{factsLine(listing)}</Fact> : null}
          <Fact label="Available">{listing.availableDate ? formatDate(listing.availableDate) : 'Now'}</Fact>
          {moneyRows(listing).map(([label, cents]) => (cents === null ? null : <Fact key={label} label={label}>{`${formatCents(cents)}${label.endsWith('rent') || label === 'Rent' ? '/month' : ''}`}</Fact>))}
          {listing.petsPolicy ? <Fact label="Pets">{optionLabel(PETS_POLICIES, listing.petsPolicy)}</Fact> : null}
          {listing.amenities.length ? <Fact label="Amenities">{listing.amenities.map((value) => optionLabel(UNIT_AMENITIES, value)).join(', ')}</Fact> : null}
          {listing.contact.name || listing.contact.phone ? (
            <Fact label="Contact">
              {[listing.contact.name, listing.contact.phone ? `${listing.contact.phone} (${optionLabel(CONTACT_METHODS, listing.contact.method ?? 'call').toLowerCase()})` : null].filter(Boolean).join(', ')}
            </Fact>
          ) : null}
        </dl>
      </section>
      <section aria-labelledby="listing-description">
        <h2 id="listing-description" className="mb-2 text-lg font-semibold">
          About this home
        </h2>
        <p className="whitespace-pre-line">{listing.description}</p>
      </section>
    </article>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-[var(--gray-11)]">{label}</dt>
      <dd className="m-0">{children}</dd>
    </>
  )
}

/** The page of a listing that is no longer available (410). */
export function ListingGone() {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{listingMessages.listingGone}</h1>
      <p className="text-[var(--gray-11)]">The home has been rented or taken off the market.</p>
    </main>
  )
}

type InquiryErrors = Partial<Record<string, string>>

/**
 * The inquiry form: name, e-mail, phone, message, a honeypot and, when configured, Google's
 * captcha (its own script: the only one on these pages, and only then). Posts to the listing's
 * URL; the confirmation shows after the redirect.
 */
export function InquiryForm({
  action,
  sent,
  errors = {},
  values = {},
  honeypot,
  captchaSiteKey,
  nonce,
}: {
  action: string
  sent: boolean
  errors?: InquiryErrors
  values?: Record<string, string>
  honeypot: { name: string; label: string }
  captchaSiteKey: string | null
  nonce?: string
}) {
  return (
    <section id="inquiry" aria-labelledby="inquiry-title" className="rounded-lg border border-[var(--gray-a5)] bg-[var(--color-panel-solid)] p-4">
      <h2 id="inquiry-title" className="mt-0 mb-3 text-lg font-semibold">
        Ask about this home
      </h2>
      {sent ? (
        <p role="status" className="rounded-md bg-[var(--green-3)] p-3 text-[var(--green-11)]">
          {listingMessages.inquirySent}
        </p>
      ) : (
        <form method="post" action={action} className="relative flex flex-col gap-3" noValidate>
          {errors.form ? (
            <p role="alert" className="m-0 rounded-md bg-[var(--red-3)] p-3 text-[var(--red-11)]">
              {errors.form}
            </p>
          ) : null}
          <HoneypotField {...honeypot} />
          <TextInput name="name" label="Name" autoComplete="name" error={errors.name} value={values.name} required />
          <TextInput name="email" label="Email" type="email" autoComplete="email" error={errors.email} value={values.email} />
          <TextInput name="phone" label="Phone (optional)" type="tel" autoComplete="tel" error={errors.phone} value={values.phone} />
          <TextInput name="message" label="Message" multiline error={errors.message} value={values.message} required />
          {captchaSiteKey ? (
            <div>
              <div className="g-recaptcha" data-sitekey={captchaSiteKey} />
              <script src="https://www.google.com/recaptcha/api.js" async defer nonce={nonce} />
              {errors['g-recaptcha-response'] ? (
                <p role="alert" className="m-0 text-sm text-[var(--red-11)]">
                  {errors['g-recaptcha-response']}
                </p>
              ) : null}
            </div>
          ) : null}
          <button type="submit" className="min-h-11 cursor-pointer rounded-md border-0 bg-[var(--accent-9)] px-4 font-medium text-[var(--accent-contrast)]">
            Send message
          </button>
          <p className="m-0 text-xs text-[var(--gray-11)]">Your message and contact details go to the landlord only.</p>
        </form>
      )}
    </section>
  )
}

function TextInput({
  name,
  label,
  type = 'text',
  autoComplete,
  error,
  value,
  required,
  multiline,
}: {
  name: string
  label: string
  type?: string
  autoComplete?: string
  error?: string
  value?: string
  required?: boolean
  multiline?: boolean
}) {
  const id = `inquiry-${name}`
  const common = {
    id,
    name,
    defaultValue: value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: `w-full rounded-md border bg-[var(--color-surface)] p-2 text-base ${error ? 'border-[var(--red-8)]' : 'border-[var(--gray-a7)]'}`,
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {multiline ? <textarea rows={5} maxLength={2000} {...common} /> : <input type={type} autoComplete={autoComplete} maxLength={name === 'email' ? 254 : 120} {...common} className={`${common.className} min-h-11`} />}
      {error ? (
        <p id={`${id}-error`} className="m-0 text-sm text-[var(--red-11)]">
          {error}
        </p>
      ) : null}
    </div>
  )
}
