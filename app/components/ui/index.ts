/**
 * The only module (with its siblings in this folder) that app code imports @radix-ui/themes through. App code imports its
 * components from here, so the design system can be themed or swapped in one place.
 * No Tooltip: a build gives the root `Theme` no Tooltip provider (scripts/lib/radix-theme-root.mjs,
 * ADR 027); a Radix tooltip would need its own `Tooltip.Provider` around it.
 */
export {
  AlertDialog,
  Avatar,
  Callout,
  Checkbox,
  Code,
  Container,
  DataList,
  Dialog,
  DropdownMenu,
  Grid,
  Inset,
  Popover,
  Radio,
  RadioGroup,
  ScrollArea,
  Section,
  SegmentedControl,
  Select,
  Separator,
  Skeleton,
  Spinner,
  Switch,
  TabNav,
  Tabs,
  TextArea,
  TextField,
  Theme,
  VisuallyHidden,
} from '@radix-ui/themes'
export { Table } from './table'
// Rendered by us with Radix's classes, their props resolved once per combination (ADR 039).
export { Badge, Box, Button, Card, Flex, Heading, IconButton, Link, Text } from './themes'
