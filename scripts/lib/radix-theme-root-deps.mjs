// What Radix Themes' theme.js gets for its `radix-ui` import in a build (radix-theme-root.mjs,
// ADR 027): the real Direction and Slot, and a Tooltip whose Provider only renders its children.
export { Direction, Slot } from 'radix-ui'

export const Tooltip = { Provider: (props) => props.children }
