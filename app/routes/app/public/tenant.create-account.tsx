// TEMPORARY scaffold, replaced in this change.
export default function Page() {
  return <h1>app/public/tenant.create-account.tsx</h1>
}
