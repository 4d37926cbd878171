import { redirect } from 'react-router'
import type { Route } from './+types/units'

/** A property's units are listed on the property page itself (product-spec §2: units redirects). */
export const loader = ({ params }: Route.LoaderArgs) => redirect(`/app/landlord/properties/${encodeURIComponent(params.propertyId)}`)
