import { useLocation } from 'react-router'

/** Hidden inputs for the list's other parameters, so a search keeps the filters (and the reverse). */
export function KeptParams({ omit }: { omit: ReadonlyArray<string> }) {
  const location = useLocation()
  const params = new URLSearchParams(location.search)
  const skip = new Set([...omit, 'd', 'target', 'page', 'index'])
  return (
    <>
      {[...params.entries()]
        .filter(([name]) => !skip.has(name))
        .map(([name, value], index) => (
          <input key={`${name}-${value}-${index}`} type="hidden" name={name} value={value} />
        ))}
    </>
  )
}
