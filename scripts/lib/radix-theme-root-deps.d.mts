import type { ReactNode } from 'react'

export { Direction, Slot } from 'radix-ui'
export const Tooltip: { Provider: (props: { children?: ReactNode; delayDuration?: number }) => ReactNode }
