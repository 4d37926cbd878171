import { describe, expect, it } from 'vitest'
import path from 'node:path'
import { scanUsage, sourceFiles, trimRadixThemes } from './radix-themes-css.mjs'

const usage = scanUsage(process.cwd())
const css = trimRadixThemes(usage)

describe('the Radix Themes CSS the app ships (ADR 027)', () => {
  it('finds what the sources use: imported components and what they render inside, named colours, responsive breakpoints', () => {
    expect([...usage.components]).toEqual(expect.arrayContaining(['Button', 'Dialog', 'DropdownMenu', 'TextField', 'Theme', 'ScrollArea', 'Heading']))
    expect(usage.components.has('Slider')).toBe(false)
    // Table is exported from our own module (components/ui/table.tsx, Radix's parts under Radix's name).
    expect(usage.components.has('Table')).toBe(true)
    expect([...usage.colors]).toEqual(expect.arrayContaining(['indigo', 'slate', 'gray', 'red']))
    expect(usage.colors.has('tomato')).toBe(false)
    expect(usage.breakpoints.get('sm')?.has('row')).toBe(true)
    expect(usage.breakpoints.has('xl')).toBe(false)
  })

  it('reads the app’s sources, not its tests (a test renders props no page uses: ADR 039’s markup comparison)', () => {
    const files = sourceFiles(path.join(process.cwd(), 'app'), ['.ts', '.tsx']).map((file) => path.relative(process.cwd(), file))
    expect(files).toContain(path.join('app', 'components', 'ui', 'themes.tsx'))
    expect(files).not.toContain(path.join('app', 'components', 'ui', 'themes.test.tsx'))
    expect(files.filter((file) => /\.test\.tsx?$/.test(file))).toEqual([])
  })

  it('keeps the used rules and tokens and drops the others', () => {
    expect(css).toContain('.rt-Button')
    expect(css).toContain('.rt-BaseDialogContent')
    expect(css).toContain('.rt-TableRootTable')
    expect(css).toContain('--indigo-9:')
    expect(css).not.toContain('display-p3')
    expect(css).toContain('--slate-9:')
    expect(css).toMatch(/\.sm\\:rt-r-fd-row\b/)
    expect(css).not.toContain('.rt-SliderRoot')
    expect(css).not.toContain('.rt-Kbd')
    expect(css).not.toContain('--tomato-9:')
    expect(css).not.toContain("[data-accent-color='tomato']")
    expect(css).not.toMatch(/\.xl\\:rt-r-/)
    expect(css).not.toMatch(/(^|[\s,}])\.dark(-theme)?\s*[,{]/)
    expect(css.length).toBeLessThan(300_000)
  })
})
