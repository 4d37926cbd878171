import type { FieldMetadata } from '@conform-to/react'
import { useEffect, useRef } from 'react'
import { ErrorList } from '~/components/forms'
import { Text } from '~/components/ui'
import { usePageHydrates } from '~/utils/hydrate'
import { useNonce } from '~/utils/nonce'

type ReCaptcha = {
  ready: (callback: () => void) => void
  render: (element: HTMLElement, options: { sitekey: string }) => number
}

declare global {
  interface Window {
    grecaptcha?: ReCaptcha
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit'
/** Google's script rendering every `.g-recaptcha` element by itself: for pages served without our scripts. */
const AUTO_RENDER_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js'
let loading: Promise<ReCaptcha> | undefined

/** Loads Google's script once (the CSP allows it only when the keys are set). */
function loadReCaptcha(): Promise<ReCaptcha> {
  loading ??= new Promise<ReCaptcha>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = SCRIPT_URL
    script.async = true
    script.onload = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('reCAPTCHA did not load')))
    script.onerror = () => {
      loading = undefined
      reject(new Error('reCAPTCHA did not load'))
    }
    document.head.appendChild(script)
  })
  return loading
}

/**
 * reCAPTCHA v2 checkbox. Google's widget puts its answer in a `g-recaptcha-response`
 * field inside the form, which the action verifies. It needs JavaScript; without it the
 * person is told so (captcha is off unless both keys are configured). On a page served
 * without the app's scripts (the sign-up pages, ADR 027) Google's own script renders it.
 */
export function Captcha({ siteKey, field }: { siteKey: string; field: FieldMetadata<string | undefined> }) {
  const container = useRef<HTMLDivElement>(null)
  const pageHydrates = usePageHydrates()
  const nonce = useNonce()
  useEffect(() => {
    if (!pageHydrates) return
    let cancelled = false
    loadReCaptcha()
      .then((grecaptcha) =>
        grecaptcha.ready(() => {
          if (!cancelled && container.current && container.current.childElementCount === 0) {
            grecaptcha.render(container.current, { sitekey: siteKey })
          }
        }),
      )
      .catch((error: unknown) => console.error(error))
    return () => {
      cancelled = true
    }
  }, [siteKey, pageHydrates])
  return (
    <div className="flex flex-col gap-1">
      {pageHydrates ? (
        <div ref={container} id={field.id} aria-describedby={field.errors?.length ? field.errorId : undefined} className="min-h-[78px]" />
      ) : (
        <>
          <div id={field.id} aria-describedby={field.errors?.length ? field.errorId : undefined} className="g-recaptcha min-h-[78px]" data-sitekey={siteKey} />
          <script src={AUTO_RENDER_SCRIPT_URL} async defer nonce={nonce} />
        </>
      )}
      <noscript>
        <Text size="2" color="gray">
          Please enable JavaScript to confirm that you are not a robot.
        </Text>
      </noscript>
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  )
}
