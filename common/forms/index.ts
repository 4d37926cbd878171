/**
 * The form engine: the pure logic of template forms (product-spec §3 form blocks, §4 steps, preview and
 * step indicator, §5 form field rules), shared by the server and the browser. No React, no
 * Payload. See README.md in this folder for the conventions.
 */
export * from './blocks'
export * from './conditions'
export * from './parse'
export * from './rich-text'
export * from './state-hash'
export * from './steps'
export * from './validation'
export * from './values'
