// TEMPORARY scaffold, replaced in this change.
export default function Page() {
  return <h1>app/tenant/invitations.tsx</h1>
}
