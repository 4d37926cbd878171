import { describe, expect, it } from 'vitest'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { scanPropValues, scanUsage, sourceFiles, trimRadixThemes, unusedValueClass } from './radix-themes-css.mjs'

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

  it('reads the values the sources give the props that make classes: literals through ternaries and responsive objects; anything else keeps every value', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'radix-values-'))
    const file = path.join(dir, 'page.tsx')
    fs.writeFileSync(
      file,
      [
        `type Props = { weight: Weight; mx: string }`,
        `export function Page({ wide, size }: { wide: boolean; size: '1' | '2' }) {`,
        `  const cardProps = { p: '4' }`,
        `  return <Flex gap="3" mt={'-2'} align={wide ? 'center' : 'start'} direction={{ initial: 'column', sm: 'row' }}><Text size={size} {...cardProps} /></Flex>`,
        `}`,
      ].join('\n'),
    )
    const values = scanPropValues([file])
    fs.rmSync(dir, { recursive: true })
    expect([...(values.get('gap') ?? [])]).toContain('3')
    expect([...(values.get('mt') ?? [])]).toContain('-2')
    expect([...(values.get('align') ?? [])]).toEqual(expect.arrayContaining(['center', 'start']))
    expect([...(values.get('direction') ?? [])]).toEqual(expect.arrayContaining(['column', 'row']))
    expect([...(values.get('p') ?? [])]).toContain('4')
    // A value the scan cannot read: every size is kept.
    expect(values.get('size')).toBeNull()
    // Types are not values: `weight: Weight` in a type does not make weight unknown.
    expect(values.get('weight')).not.toBeNull()
    // Radix's own components pass literals too (a dialog's title: <Heading size="5" mb="3" trim="start">).
    expect([...(values.get('trim') ?? [])]).toContain('start')
  })

  it('leaves out a value class only when no source gives its value and it is no default', () => {
    const unused = unusedValueClass(
      new Map<string, Set<string> | null>([
        ['gap', new Set(['3'])],
        ['mt', new Set(['-2'])],
        ['m', new Set(['3'])],
        ['justify', new Set(['between'])],
        ['size', null],
      ]),
    )
    expect(unused('rt-r-gap-3')).toBe(false)
    expect(unused('rt-r-gap-9')).toBe(true)
    // A default (Grid's and Flex's gap) is rendered without being given.
    expect(unused('rt-r-gap-4')).toBe(false)
    expect(unused('-rt-r-mt-2')).toBe(false)
    expect(unused('rt-r-mt-2')).toBe(true)
    // rt-r-mb is not rt-r-m: the longest class name wins.
    expect(unused('rt-r-m-3')).toBe(false)
    expect(unused('rt-r-mb-3')).toBe(true)
    // Flex's parseValue: justify="between" renders rt-r-jc-space-between.
    expect(unused('rt-r-jc-space-between')).toBe(false)
    expect(unused('rt-r-jc-center')).toBe(true)
    expect(unused('rt-r-size-7')).toBe(false)
    // A free value's class (width="30rem" → rt-r-w and --width) and other classes are kept.
    expect(unused('rt-r-w')).toBe(false)
    expect(unused('rt-Button')).toBe(false)
  })

  it('ships the value classes the app gives and leaves out the others, listing them for the e2e check', () => {
    const dropped = new Set<string>()
    const trimmed = trimRadixThemes(usage, dropped)
    expect(trimmed).toMatch(/\.rt-r-gap-3\b/)
    expect(trimmed).toMatch(/\.-rt-r-mt-3\b/)
    expect(trimmed).not.toMatch(/\.rt-r-mx-9\b/)
    expect(dropped.has('rt-r-mx-9')).toBe(true)
    expect(dropped.has('rt-r-gap-3')).toBe(false)
    // The scan is what leaves them out: a prop whose value it could not read keeps them all.
    expect(trimRadixThemes({ ...usage, propValues: new Map([...usage.propValues, ['mx', null]]) })).toMatch(/\.rt-r-mx-9\b/)
  })
})
