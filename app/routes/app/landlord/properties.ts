import { redirect } from 'react-router'

/** /landlord/properties redirects to the properties list, which is the landlord index (product-spec §2). */
export const loader = () => redirect('/app/landlord')
