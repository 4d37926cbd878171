// TEMPORARY scaffold, replaced in this change.
export default function Page() {
  return <h1>app/tenant/maintenance.tsx</h1>
}
