// TEMPORARY scaffold, replaced in this change.
export default function Page() {
  return <h1>app/public/landlord.login.tsx</h1>
}
