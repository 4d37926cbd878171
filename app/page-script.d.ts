/** `import src from './x.ts?page-script'`: the URL of a standalone page script (scripts/lib/page-script.mjs). */
declare module '*?page-script' {
  const src: string
  export default src
}
