// TEMPORARY scaffold, replaced in this change.
export default function Page() {
  return <h1>app/public/verify-email.tsx</h1>
}
