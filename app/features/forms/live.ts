import { useEffect, useState, type RefObject } from 'react'
import type { Answers, FormStep, RepeaterRow } from '@common/forms'
import { postedStepAnswers } from './visibility'


/**
 * With JavaScript: what the step's inputs hold, re-read from the enclosing <form> on every
 * input or change inside `containerRef` (the engine's parser, so it matches what the server
 * would read). Null until the visitor touches a field: until then the props are the truth.
 * Code that changes inputs itself (prefill from a lease, adding or removing a repeater row)
 * dispatches a bubbling 'input' event so this re-reads.
 */
export function useLiveStepAnswers(containerRef: RefObject<HTMLElement | null>, step: Pick<FormStep, 'key' | 'blocks'>) {
  const [live, setLive] = useState<{ stepKey: string; answers: Answers; rows: Record<string, RepeaterRow[]> } | null>(null)
  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    const read = () => {
      const form = container.closest('form')
      if (!form) return
      setLive({ stepKey: step.key, ...postedStepAnswers(step, new FormData(form)) })
    }
    container.addEventListener('input', read)
    container.addEventListener('change', read)
    return () => {
      container.removeEventListener('input', read)
      container.removeEventListener('change', read)
    }
  }, [containerRef, step])
  // A new step (steps switch without a reload) starts again from its props.
  return live && live.stepKey === step.key ? live : null
}

/** Tells `useLiveStepAnswers` that inputs under `element` changed without the visitor typing. */
export function announceInputChange(element: Element | null | undefined) {
  element?.dispatchEvent(new Event('input', { bubbles: true }))
}
