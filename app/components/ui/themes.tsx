import type {
  Badge as RadixBadge,
  Box as RadixBox,
  Card as RadixCard,
  Flex as RadixFlex,
  Heading as RadixHeading,
  Link as RadixLink,
  Text as RadixText,
} from '@radix-ui/themes'
import { Button as RadixButton } from '@radix-ui/themes/components/button'
import { IconButton as RadixIconButton } from '@radix-ui/themes/components/icon-button'
import { Slot } from '@radix-ui/themes/components/slot'
import {
  badgePropDefs,
  boxPropDefs,
  buttonPropDefs,
  cardPropDefs,
  flexPropDefs,
  headingPropDefs,
  layoutPropDefs,
  linkPropDefs,
  marginPropDefs,
  textPropDefs,
} from '@radix-ui/themes/props'
import { cloneElement, createElement, forwardRef, Fragment, isValidElement, type ElementType, type ForwardedRef, type ReactElement, type ReactNode } from 'react'
import { resolvedPropsExtractor, type ExtractedProps } from './resolved-props'

/**
 * Radix Themes' most frequent components (Text, Flex, Box, Badge, Card, Button, IconButton,
 * Link, Heading), rendered by us (ADR 039): the same elements, attributes and classes as
 * Radix's (`themes.test.tsx` compares the markup for the props the app passes), with the
 * layout props resolved once per combination (`resolved-props.ts`) and `asChild` merged into
 * the child without Radix's Slot component where nothing needs it (no ref to compose, one
 * plain child element). Radix's Text, Heading and Link always went through a Slot, even without
 * `asChild`. A list page renders hundreds of them: this was most of its render's CPU.
 */

const cx = (...classNames: Array<string | undefined>) => classNames.filter(Boolean).join(' ')

type Props = ExtractedProps & { className?: string; children?: ReactNode }

/**
 * The element `props` describe with `children`, or with `asChild` the child element itself
 * with `props` merged in, as Radix's Slot merges them: the child's props win, except that
 * event handlers run both (the child's first), styles merge, classes and aria-describedby ids
 * add up. A forwarded ref, a Fragment, anything but one element: Radix's Slot does it.
 */
function slotted(props: Record<string, unknown>, children: ReactNode, ref: ForwardedRef<unknown>) {
  if (ref || !isValidElement(children) || children.type === Fragment || typeof children.type === 'function' && '__radixId' in children.type) {
    return createElement(Slot, { ...props, ref: ref as never }, children)
  }
  const element = children as ReactElement<Record<string, unknown>>
  const merged: Record<string, unknown> = { ...props }
  for (const name in element.props) {
    const own = props[name]
    const theirs = element.props[name]
    if (/^on[A-Z]/.test(name)) merged[name] = typeof own === 'function' && typeof theirs === 'function' ? composeHandlers(theirs as Handler, own as Handler) : theirs || own
    else if (name === 'style') merged[name] = { ...(own as object), ...(theirs as object) }
    else if (name === 'className') merged[name] = cx(own as string | undefined, theirs as string | undefined)
    else if (name === 'aria-describedby') merged[name] = joinIds(theirs, own)
    else merged[name] = theirs
  }
  return cloneElement(element, merged)
}

type Handler = (...args: unknown[]) => unknown

function composeHandlers(first: Handler, second: Handler) {
  return (...args: unknown[]) => {
    const result = first(...args)
    second(...args)
    return result
  }
}

function joinIds(...lists: unknown[]) {
  const ids = new Set<string>()
  for (const list of lists) if (typeof list === 'string') for (const id of list.trim().split(/\s+/)) if (id) ids.add(id)
  return ids.size ? [...ids].join(' ') : undefined
}

/** An element of `tag`, or with `asChild` its one child element, carrying `props`. */
function element(tag: ElementType, asChild: unknown, { children, ...props }: Props, ref: ForwardedRef<unknown>) {
  return asChild ? slotted(props, children, ref) : createElement(tag, { ...props, ref }, children)
}

/** Text and Heading: an element of `as` (by default `tag`), its accent colour as a data attribute. */
function typography(displayName: string, rootClass: string, tag: string, extract: (props: Props) => unknown) {
  const component = forwardRef(function Typography(props: Props, ref: ForwardedRef<unknown>) {
    const { className, asChild, as = tag, color, ...rest } = extract(props) as Props
    return element(as as ElementType, asChild, { 'data-accent-color': color, ...rest, className: cx(rootClass, className) }, ref)
  })
  component.displayName = displayName
  return component
}

export const Text = typography('Text', 'rt-Text', 'span', resolvedPropsExtractor(textPropDefs, marginPropDefs)) as unknown as typeof RadixText
export const Heading = typography('Heading', 'rt-Heading', 'h1', resolvedPropsExtractor(headingPropDefs, marginPropDefs)) as unknown as typeof RadixHeading

const extractLink = resolvedPropsExtractor(linkPropDefs)
/** Radix's Link is a Text (asChild) around an `<a>` or the given child: the same classes, in one step. */
export const Link = forwardRef(function Link(props: Props, ref: ForwardedRef<unknown>) {
  const { children, className, color, asChild, as: _as, ...rest } = extractLink(props) as Props
  const own = { 'data-accent-color': color, ...rest, className: cx('rt-Text', cx('rt-reset', 'rt-Link', className)) }
  return slotted(own, asChild ? (children as ReactNode) : createElement('a', null, children as ReactNode), ref)
}) as unknown as typeof RadixLink
;(Link as { displayName?: string }).displayName = 'Link'

/** Flex and Box: a layout element of `as` (by default a div). */
function layout(displayName: string, rootClass: string, extract: (props: Props) => unknown) {
  const component = forwardRef(function Layout(props: Props, ref: ForwardedRef<unknown>) {
    const { className, asChild, as = 'div', ...rest } = extract(props) as Props
    return element(as as ElementType, asChild, { ...rest, className: cx(rootClass, className) }, ref)
  })
  component.displayName = displayName
  return component
}

export const Flex = layout('Flex', 'rt-Flex', resolvedPropsExtractor(flexPropDefs, layoutPropDefs, marginPropDefs)) as unknown as typeof RadixFlex
export const Box = layout('Box', 'rt-Box', resolvedPropsExtractor(boxPropDefs, layoutPropDefs, marginPropDefs)) as unknown as typeof RadixBox

const extractBadge = resolvedPropsExtractor(badgePropDefs, marginPropDefs)
export const Badge = forwardRef(function Badge(props: Props, ref: ForwardedRef<unknown>) {
  const { asChild, className, color, radius, ...rest } = extractBadge(props) as Props
  return element('span', asChild, { 'data-accent-color': color, 'data-radius': radius, ...rest, className: cx('rt-reset', 'rt-Badge', className) }, ref)
}) as unknown as typeof RadixBadge
;(Badge as { displayName?: string }).displayName = 'Badge'

const extractCard = resolvedPropsExtractor(cardPropDefs, marginPropDefs)
export const Card = forwardRef(function Card(props: Props, ref: ForwardedRef<unknown>) {
  const { asChild, className, ...rest } = extractCard(props) as Props
  return element('div', asChild, { ...rest, className: cx('rt-reset', 'rt-BaseCard', 'rt-Card', className) }, ref)
}) as unknown as typeof RadixCard
;(Card as { displayName?: string }).displayName = 'Card'

const extractButton = resolvedPropsExtractor(buttonPropDefs, marginPropDefs)
/** Radix's BaseButton without `loading` (a loading button, with its spinner, is Radix's own). */
function baseButton(kind: string, props: Props, ref: ForwardedRef<unknown>) {
  const { className, asChild, color, radius, disabled = props.loading, ...rest } = extractButton({ ...props, className: cx(kind, props.className) }) as Props
  return element('button', asChild, { 'data-disabled': disabled || undefined, 'data-accent-color': color, 'data-radius': radius, ...rest, className: cx('rt-reset', 'rt-BaseButton', className), disabled }, ref)
}

export const Button = forwardRef(function Button(props: Props, ref: ForwardedRef<unknown>) {
  if (props.loading) return createElement(RadixButton, { ...props, ref } as never)
  return baseButton('rt-Button', props, ref)
}) as unknown as typeof RadixButton
;(Button as { displayName?: string }).displayName = 'Button'

export const IconButton = forwardRef(function IconButton(props: Props, ref: ForwardedRef<unknown>) {
  if (props.loading) return createElement(RadixIconButton, { ...props, ref } as never)
  return baseButton('rt-IconButton', props, ref)
}) as unknown as typeof RadixIconButton
;(IconButton as { displayName?: string }).displayName = 'IconButton'
