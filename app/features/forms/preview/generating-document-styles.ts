/**
 * The filling-document icon of 'Generating your document...' (product-spec §2 Preview screen, §9:
 * animation 5 s cycle, 1 s pause). The five lines of the page fill one after the other over
 * 4 s, the full page holds for 1 s, and the cycle starts again. One cycle is the minimum
 * loading time (5000 ms), so the visitor sees the page fill at least once.
 */
export const GENERATING_DOCUMENT_CSS = `
.lw-generating-line {
  fill: var(--accent-9);
  transform-box: fill-box;
  transform-origin: left center;
  transform: scaleX(0);
  animation-duration: 5s;
  animation-timing-function: ease-in-out;
  animation-iteration-count: infinite;
}
.lw-generating-line[data-line='1'] { animation-name: lw-generating-fill-1; }
.lw-generating-line[data-line='2'] { animation-name: lw-generating-fill-2; }
.lw-generating-line[data-line='3'] { animation-name: lw-generating-fill-3; }
.lw-generating-line[data-line='4'] { animation-name: lw-generating-fill-4; }
.lw-generating-line[data-line='5'] { animation-name: lw-generating-fill-5; }

@keyframes lw-generating-fill-1 { 0% { transform: scaleX(0); } 16%, 100% { transform: scaleX(1); } }
@keyframes lw-generating-fill-2 { 0%, 16% { transform: scaleX(0); } 32%, 100% { transform: scaleX(1); } }
@keyframes lw-generating-fill-3 { 0%, 32% { transform: scaleX(0); } 48%, 100% { transform: scaleX(1); } }
@keyframes lw-generating-fill-4 { 0%, 48% { transform: scaleX(0); } 64%, 100% { transform: scaleX(1); } }
@keyframes lw-generating-fill-5 { 0%, 64% { transform: scaleX(0); } 80%, 100% { transform: scaleX(1); } }

/* No motion wanted: a full, still page. */
@media (prefers-reduced-motion: reduce) {
  .lw-generating-line {
    animation: none;
    transform: none;
  }
}
`
