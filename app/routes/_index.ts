import { redirect } from 'react-router'

/** The bare root redirects to the app (spec §2). */
export const loader = () => redirect('/app')
