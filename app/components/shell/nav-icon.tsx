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
import type { NavIcon as NavIconName } from '~/utils/navigation'

const icons: Record<NavIconName, ComponentType<{ 'aria-hidden'?: boolean; className?: string }>> = {
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

export function NavIcon({ name }: { name: NavIconName }) {
  const Icon = icons[name]
  return <Icon aria-hidden className="size-4 shrink-0" />
}
