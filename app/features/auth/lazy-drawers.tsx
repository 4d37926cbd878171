import { lazyDrawer } from '~/utils/lazy-component'

// The preview's download panel shows the sign-up or log-in form only once a visitor has pressed
// Download (`?auth=`): their chunk (conform, zod, the captcha) loads then, or beforehand on the
// panel's own preload (ADR 027). The login and sign-up pages render the forms themselves.
export const SignUpForm = lazyDrawer(() => import('./sign-up-form').then((module) => module.SignUpForm))
export const LoginForm = lazyDrawer(() => import('./login-form').then((module) => module.LoginForm))
