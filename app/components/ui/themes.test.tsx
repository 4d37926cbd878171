import * as Radix from '@radix-ui/themes'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import * as Ours from './themes'

type Name = 'Text' | 'Heading' | 'Link' | 'Flex' | 'Box' | 'Badge' | 'Card' | 'Button' | 'IconButton'

const child = () => createElement('a', { href: '/app/landlord', className: 'inline-flex min-h-11', style: { color: 'red' }, 'aria-describedby': 'hint' }, 'Properties')

/** The props the app passes (sizes, colours, variants, gaps, margins, classes, attributes), responsive objects, values Radix does not know, asChild. */
const CASES: Record<Name, Array<Record<string, unknown>>> = {
  Text: [
    {},
    { size: '2' },
    { size: '2', weight: 'medium' },
    { size: '2', color: 'gray' },
    { as: 'div', size: '1', weight: 'medium', color: 'gray', className: 'px-3 pb-1 uppercase', id: 'nav-0' },
    { as: 'p', size: '3', mb: '2', align: 'center', truncate: true, wrap: 'pretty', highContrast: true },
    { as: 'label', htmlFor: 'field', size: { initial: '1', md: '2' } },
    { size: 2, weight: 'heavy', mt: '-2', style: { width: 10 } },
    { size: '2', asChild: true, children: child() },
    { size: '2', className: 'tabular-nums', 'data-cell': 'x', 'aria-label': 'Units' },
  ],
  Heading: [
    {},
    { as: 'h2', size: '4', id: 'units-heading' },
    { as: 'h1', size: { initial: '6', md: '7' }, className: 'break-words' },
    { as: 'h3', size: '3', weight: 'medium', color: 'gray', mb: '3', trim: 'start' },
    { asChild: true, size: '5', children: child() },
  ],
  Link: [
    { href: '/x' },
    { size: '2', asChild: true, children: child() },
    { size: '2', weight: 'medium', asChild: true, children: child() },
    { asChild: true, size: '2', color: 'gray', className: 'self-start print:hidden', children: child() },
    { size: '1', underline: 'always', highContrast: true, href: '/y', target: '_blank', rel: 'noopener' },
    { size: { initial: '1', sm: '2' }, href: '/z' },
  ],
  Flex: [
    {},
    { direction: 'column', gap: '2' },
    { justify: 'between', align: 'center', gap: '3', wrap: 'wrap' },
    { gap: '2', mb: '3', wrap: 'wrap', align: 'center' },
    { justify: 'between', align: { initial: 'start', sm: 'center' }, gap: '3', wrap: 'wrap' },
    { gap: '1', justify: 'end', wrap: 'nowrap', className: 'min-w-0' },
    { as: 'span', display: 'inline-flex', p: '2', width: '200px', maxWidth: '100%', position: 'relative', style: { color: 'red' } },
    { gap: '9px', px: { initial: '2', md: '4' }, flexGrow: '1', inset: '0' },
    { asChild: true, gap: '2', children: child() },
    { direction: 'sideways', gap: 3 },
  ],
  Box: [{}, { mb: '3' }, { display: 'none', p: '4', className: 'x' }, { as: 'span', width: { initial: '100%', md: '50%' } }, { asChild: true, mt: '2', children: child() }],
  Badge: [
    {},
    { color: 'green', variant: 'soft', size: '2' },
    { color: 'gray', variant: 'outline', size: '2' },
    { color: 'red', variant: 'solid', radius: 'full' },
    { asChild: true, size: '2', variant: 'soft', color: 'gray', children: child() },
    { size: { initial: '1', md: '2' }, highContrast: true, ml: '2' },
  ],
  Card: [{}, { size: '2' }, { size: '3', variant: 'ghost', className: 'x', mb: '4' }, { asChild: true, size: '2', children: child() }, { size: { initial: '1', md: '3' } }],
  Button: [
    {},
    { size: '3', className: 'min-h-11' },
    { size: '3', variant: 'soft', color: 'gray', disabled: true, 'aria-label': 'Previous page' },
    { asChild: true, size: '3', variant: 'soft', color: 'gray', className: 'min-h-11', children: child() },
    { asChild: true, size: '3', variant: 'ghost', color: 'gray', highContrast: true, className: 'm-0 h-11 w-full', children: child() },
    { type: 'submit', size: '2', variant: 'soft', name: 'intent', value: 'restore' },
    { loading: true, size: '2', children: 'Saving' },
    { loading: false, radius: 'full', mr: '2' },
    { size: { initial: '2', md: '3' }, variant: 'surface' },
  ],
  IconButton: [{ 'aria-label': 'Open menu', size: '3', variant: 'ghost', color: 'gray' }, { asChild: true, size: '2', children: child() }, { loading: true, 'aria-label': 'Saving' }],
}

const render = (component: unknown, props: Record<string, unknown>) =>
  renderToStaticMarkup(createElement(component as ComponentType<Record<string, unknown>>, { children: 'Content', ...props }))

describe('Radix Themes components rendered by us (ADR 039)', () => {
  for (const [name, cases] of Object.entries(CASES) as Array<[Name, Array<Record<string, unknown>>]>) {
    for (const props of cases) {
      it(`${name} renders what Radix renders for ${JSON.stringify(props, (key, value) => (key === 'children' && typeof value === 'object' ? '<a>' : value))}`, () => {
        const expected = render(Radix[name], props)
        // Twice: the second render takes the remembered combination.
        expect(render(Ours[name], props)).toBe(expected)
        expect(render(Ours[name], props)).toBe(expected)
      })
    }
  }

  it('merges into the child like Radix’s Slot: classes and ids add up, the child’s props win, handlers both run', () => {
    const calls: string[] = []
    // A forwardRef component: its render function gives the merged child element.
    const element = (Ours.Button as unknown as { render: (props: unknown, ref: null) => { props: Record<string, unknown> } }).render(
      {
      asChild: true,
      className: 'outer',
      onClick: () => calls.push('button'),
      'aria-describedby': 'a',
      children: createElement('a', { className: 'inner', onClick: () => calls.push('link'), 'aria-describedby': 'b a', title: 'child' }),
      },
      null,
    )
    expect(element.props.className).toMatch(/^rt-reset rt-BaseButton .*outer inner$/)
    expect(element.props['aria-describedby']).toBe('b a')
    expect(element.props.title).toBe('child')
    ;(element.props.onClick as () => void)()
    expect(calls).toEqual(['link', 'button'])
  })
})
