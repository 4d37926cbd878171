import { lazyDrawer } from '~/utils/lazy-component'

// The preview's download panel shows the sign-up or log-in form only to a visitor who has pressed
// Download (`?auth=`). A visitor's preview is served without React (the server renders the form
// whole); lazy, the forms' chunk (conform, zod, the captcha) stays out of the preview a signed-in
// landlord hydrates (ADR 027). The login and sign-up pages render the forms themselves.
export const SignUpForm = lazyDrawer(() => import('./sign-up-form').then((module) => module.SignUpForm))
export const LoginForm = lazyDrawer(() => import('./login-form').then((module) => module.LoginForm))
