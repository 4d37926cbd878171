// TEMPORARY scaffold, replaced in this change.
export default function Page() {
  return <h1>app/landlord/_index.tsx</h1>
}
