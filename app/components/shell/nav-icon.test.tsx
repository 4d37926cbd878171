import fs from 'node:fs'
import path from 'node:path'
import {
  ActivityLogIcon,
  ArchiveIcon,
  BarChartIcon,
  BellIcon,
  CardStackIcon,
  ChatBubbleIcon,
  EnvelopeClosedIcon,
  FileTextIcon,
  GearIcon,
  GlobeIcon,
  HobbyKnifeIcon,
  HomeIcon,
  IdCardIcon,
  MinusCircledIcon,
  Pencil2Icon,
  PersonIcon,
  QuestionMarkCircledIcon,
  ReaderIcon,
} from '@radix-ui/react-icons'
import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { NavIcon as NavIconName } from '~/utils/navigation'
import { NavIcon } from './nav-icon'

/** Which Radix icon each navigation item shows: the sprite's source. */
const ICONS: Record<NavIconName, ComponentType> = {
  properties: HomeIcon,
  leases: ReaderIcon,
  people: PersonIcon,
  marketing: GlobeIcon,
  maintenance: HobbyKnifeIcon,
  documents: FileTextIcon,
  forms: Pencil2Icon,
  files: ArchiveIcon,
  transactions: ActivityLogIcon,
  accounts: IdCardIcon,
  expenses: MinusCircledIcon,
  reports: BarChartIcon,
  invitations: EnvelopeClosedIcon,
  'payment-methods': CardStackIcon,
  help: QuestionMarkCircledIcon,
  feedback: ChatBubbleIcon,
  settings: GearIcon,
  notifications: BellIcon,
}

const SPRITE = path.join(import.meta.dirname, 'nav-icons.svg')

/** The sprite as Radix's icons draw today: one <symbol> per name with the icon's paths. */
function expectedSprite() {
  const symbols = Object.entries(ICONS).map(([name, Icon]) => {
    const svg = renderToStaticMarkup(<Icon />)
    const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(svg)?.[1]
    if (!inner) throw new Error(`Unexpected markup for ${name}: ${svg}`)
    return `  <symbol id="${name}" viewBox="0 0 15 15" fill="none">${inner}</symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
}

describe('NavIcon (a sprite of Radix icons)', () => {
  it('the sprite holds each icon as Radix draws it (UPDATE_NAV_ICONS=1 rewrites it after a Radix upgrade)', () => {
    const expected = expectedSprite()
    if (process.env.UPDATE_NAV_ICONS === '1') fs.writeFileSync(SPRITE, expected)
    expect(fs.readFileSync(SPRITE, 'utf8')).toBe(expected)
  })

  it('renders a decorative <use> of its symbol, not the paths', () => {
    const html = renderToStaticMarkup(<NavIcon name="properties" />)
    expect(html).toMatch(/^<svg aria-hidden="true" width="15" height="15" class="size-4 shrink-0"><use href="[^"#]*nav-icons[^"#]*#properties"><\/use><\/svg>$/)
    expect(html).not.toContain('<path')
  })
})
