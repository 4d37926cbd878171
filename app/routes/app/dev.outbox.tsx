// TEMPORARY scaffold, replaced in this change.
export default function Page() {
  return <h1>app/dev.outbox.tsx</h1>
}
