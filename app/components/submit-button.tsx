import type { ComponentProps } from 'react'
import { useFormAction, useNavigation } from 'react-router'
import { Button } from './ui'

// Apart from forms.tsx (which re-exports it) so that a page with a submit button but no field
// does not load the field components and conform (ADR 027).

/** True while this route's form (optionally with a given intent) is being submitted. */
export function useIsPending({ formAction, intent }: { formAction?: string; intent?: string } = {}) {
  const routeAction = useFormAction()
  const navigation = useNavigation()
  if (navigation.state === 'idle' || navigation.formMethod?.toUpperCase() !== 'POST') return false
  const pathOf = (action: string | undefined) => action?.split('?')[0]
  if (pathOf(navigation.formAction) !== pathOf(formAction ?? routeAction)) return false
  return intent === undefined || navigation.formData?.get('intent') === intent
}

/** A submit button that shows a spinner (and blocks double submits) while its form is pending. */
export function SubmitButton({
  pending,
  formAction,
  intent,
  children,
  ...props
}: { pending?: boolean; formAction?: string; intent?: string } & Omit<ComponentProps<typeof Button>, 'type' | 'loading'>) {
  const routePending = useIsPending({ formAction, intent })
  return (
    <Button type="submit" size="3" className="min-h-11" name={intent ? 'intent' : undefined} value={intent} {...props} loading={pending ?? routePending}>
      {children}
    </Button>
  )
}
