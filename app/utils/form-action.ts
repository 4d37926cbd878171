import type { Submission } from '@conform-to/react'

/**
 * The browser half of form actions (see form-action.server.ts): which form an action's
 * reply belongs to, when several forms (drawers) share one route.
 */
export type FormReply = { intent: string; result: ReturnType<Submission<unknown>['reply']> }

/** The reply of this form, if the last action answered it (several forms share one route). */
export function replyFor(actionData: unknown, intent: string) {
  const reply = actionData as FormReply | undefined
  return reply?.intent === intent ? reply.result : undefined
}

/** The form-level errors of a confirmation's reply. */
export function confirmErrors(actionData: unknown, intent: string): string[] | undefined {
  const result = replyFor(actionData, intent) as { error?: Record<string, string[] | null> } | undefined
  return result?.error?.[''] ?? undefined
}

