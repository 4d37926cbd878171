import { redirect } from 'react-router'

/** The bare root redirects to the app (product-spec §2). */
export const loader = () => redirect('/app')
