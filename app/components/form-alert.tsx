import { ExclamationTriangleIcon } from '@radix-ui/react-icons'
import type { ReactNode } from 'react'
import type { ListOfErrors } from './fields'
import { Callout } from './ui'

/*
 * Apart from fields.tsx (which re-exports it): a page whose only form parts are plain posts and
 * their refusals shows this without loading conform's helpers (ADR 027, first load).
 */

/** The form-level summary (e.g. bad credentials). Give it the form's errorId so the form points at it. */
export function FormAlert({ id, errors, children }: { id?: string; errors?: ListOfErrors; children?: ReactNode }) {
  const shown = errors?.filter((error): error is string => Boolean(error)) ?? []
  if (!shown.length && !children) return null
  return (
    <Callout.Root id={id} color="red" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      {shown.map((error) => (
        <Callout.Text key={error}>{error}</Callout.Text>
      ))}
      {children}
    </Callout.Root>
  )
}
