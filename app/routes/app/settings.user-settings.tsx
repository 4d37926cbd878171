// TEMPORARY scaffold, replaced in this change.
export default function Page() {
  return <h1>app/settings.user-settings.tsx</h1>
}
