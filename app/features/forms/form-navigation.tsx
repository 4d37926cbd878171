import { SubmitButton } from '~/components/submit-button'
import { FORM_STEP_INTENT } from './intents'

export const formNavigationMessages = { back: 'Back', next: 'Next', preview: 'Preview' } as const

/**
 * The buttons under a form page: 'Back' (intent 'back'; not on the first page) and 'Next'
 * (intent 'next'), or 'Preview' (intent 'preview') on the last page. They submit the route's
 * form, so each page is saved with or without JavaScript; they show a spinner while it posts.
 */
export function FormNavigation({ isFirst, isLast }: { isFirst: boolean; isLast: boolean }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
      {isFirst ? (
        <span aria-hidden className="hidden sm:block" />
      ) : (
        <SubmitButton intent={FORM_STEP_INTENT.back} variant="soft" color="gray" formNoValidate>
          {formNavigationMessages.back}
        </SubmitButton>
      )}
      {isLast ? (
        <SubmitButton intent={FORM_STEP_INTENT.preview}>{formNavigationMessages.preview}</SubmitButton>
      ) : (
        <SubmitButton intent={FORM_STEP_INTENT.next}>{formNavigationMessages.next}</SubmitButton>
      )}
    </div>
  )
}
