import fs from 'node:fs'
import { Theme } from '@radix-ui/themes'
import { Direction, Slot } from 'radix-ui'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Direction as DepsDirection, Slot as DepsSlot, Tooltip } from './radix-theme-root-deps.mjs'
import { checkThemeModule, EXPECTED_IMPORT, radixThemeRoot, THEME_MODULE } from './radix-theme-root.mjs'

describe("the root theme without Radix's Tooltip provider (ADR 027)", () => {
  it('finds the installed theme.js importing Direction, Slot and Tooltip, and using only Tooltip.Provider', () => {
    expect(() => checkThemeModule()).not.toThrow()
  })

  it('fails when a Radix upgrade changes the import or uses more of Tooltip', () => {
    const code = fs.readFileSync(THEME_MODULE, 'utf8')
    expect(() => checkThemeModule(code.replace(EXPECTED_IMPORT, 'import{Direction as G,Tooltip as w}from"radix-ui"'))).toThrow(/import changed/)
    expect(() => checkThemeModule(`${code}\nw.Root;`)).toThrow(/Tooltip\.Root/)
  })

  it("redirects only theme.js's radix-ui import", () => {
    const resolveId = radixThemeRoot().resolveId as (source: string, importer?: string) => string | null
    expect(resolveId('radix-ui', THEME_MODULE)).toMatch(/scripts\/lib\/radix-theme-root-deps\.mjs$/)
    expect(resolveId('radix-ui', THEME_MODULE.replace('theme.js', 'dialog.js'))).toBeNull()
    expect(resolveId('react', THEME_MODULE)).toBeNull()
    expect(resolveId('radix-ui', undefined)).toBeNull()
  })

  it('passes the real Direction and Slot through, and its Tooltip.Provider renders only its children', () => {
    expect(DepsDirection).toBe(Direction)
    expect(DepsSlot).toBe(Slot)
    expect(renderToStaticMarkup(createElement(Tooltip.Provider, { delayDuration: 200 }, createElement('p', null, 'page')))).toBe('<p>page</p>')
  })

  it("renders the root theme's element as the package does (the provider added no markup)", () => {
    const html = renderToStaticMarkup(createElement(Theme, { accentColor: 'indigo', grayColor: 'slate', radius: 'medium', scaling: '100%' }, createElement('p', null, 'page')))
    expect(html).toBe(
      '<div data-is-root-theme="true" data-accent-color="indigo" data-gray-color="slate" data-has-background="true" data-panel-background="translucent" data-radius="medium" data-scaling="100%" class="radix-themes"><p>page</p></div>',
    )
  })
})
