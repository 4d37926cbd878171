import { Outlet } from 'react-router'

// TEMPORARY scaffold, replaced in this change.
export default function Layout() {
  return <Outlet />
}
