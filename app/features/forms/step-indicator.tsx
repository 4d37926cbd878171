import { CheckIcon } from '@radix-ui/react-icons'
import type { FormStep, StepStatus } from '@common/forms'
import { Text } from '~/components/ui'
import { gotoIntent } from './intents'

export const stepIndicatorMessages = {
  label: 'Form pages',
  position: (current: number, total: number) => `Page ${current} of ${total}`,
  status: { current: 'current page', complete: 'complete', incomplete: 'incomplete' } satisfies Record<StepStatus, string>,
} as const

const CIRCLE: Record<StepStatus, string> = {
  current: 'bg-[var(--accent-9)] text-[var(--accent-contrast)]',
  complete: 'bg-[var(--green-9)] text-[var(--green-contrast)]',
  incomplete: 'bg-[var(--gray-a3)] text-[var(--gray-11)] shadow-[inset_0_0_0_1px_var(--gray-a7)]',
}

/**
 * The form's pages and where the visitor stands (product-spec §4 "Form step indicator"): `statuses` from
 * the engine's `stepStatuses` (current; complete: visited and every required field filled, or no
 * required fields; else incomplete). Each page is a submit button of the page's form (put the
 * indicator inside the route's `<Form>`, after a `DefaultSubmitButton`), posting intent
 * `goto:<stepKey>`: the route saves what was typed on the current page (errors allowed, as
 * Back does) and opens that page — with and without JavaScript. At 375 px only the numbered
 * circles and the current page's title show; the other titles stay available to screen readers.
 */
export function StepIndicator({
  steps,
  statuses,
  currentIndex,
}: {
  steps: ReadonlyArray<Pick<FormStep, 'key' | 'title'>>
  statuses: ReadonlyArray<StepStatus>
  currentIndex: number
}) {
  const current = steps[currentIndex]
  return (
    <nav aria-label={stepIndicatorMessages.label} className="flex flex-col gap-2">
      <Text as="p" size="2" color="gray" className="m-0 sm:hidden">
        {`${stepIndicatorMessages.position(currentIndex + 1, steps.length)}${current?.title ? `: ${current.title}` : ''}`}
      </Text>
      <ol className="m-0 flex list-none flex-wrap gap-1 p-0 sm:flex-col">
        {steps.map((step, index) => {
          const status = statuses[index] ?? (index === currentIndex ? 'current' : 'incomplete')
          const title = step.title || stepIndicatorMessages.position(index + 1, steps.length)
          return (
            <li key={step.key} data-status={status}>
              <button
                type="submit"
                name="intent"
                value={gotoIntent(step.key)}
                formNoValidate
                aria-current={index === currentIndex ? 'step' : undefined}
                className="flex min-h-11 min-w-11 cursor-pointer items-center gap-3 rounded-[var(--radius-2)] border-0 bg-transparent px-1 text-left text-[var(--gray-12)] hover:bg-[var(--gray-a3)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--focus-8)] sm:w-full sm:px-2"
              >
                <span aria-hidden className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-medium ${CIRCLE[status]}`}>
                  {status === 'complete' ? <CheckIcon /> : index + 1}
                </span>
                <span className={`sr-only sm:not-sr-only ${index === currentIndex ? 'font-bold' : ''}`}>
                  <Text size="2">{title}</Text>
                </span>
                {/* The colour is not the only cue: screen readers hear the status. */}
                <span className="sr-only">{`, ${stepIndicatorMessages.status[status]}`}</span>
              </button>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
