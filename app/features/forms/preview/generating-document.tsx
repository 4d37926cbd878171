import { Card, Flex, Text } from "~/components/ui";
import { previewMessages } from "./messages";
// The animation's rules travel with the icon (a <style> in the SVG), not as a stylesheet of every
// page that may show it: the visitor's preview keeps the public pages' 30 KB of CSS (ADR 027).
import { GENERATING_DOCUMENT_CSS } from "./generating-document-styles";

/** Widths of the page's lines (the last one short, like a paragraph's end). */
const LINES = [40, 40, 40, 40, 24] as const;

/**
 * The preview's loading screen (product-spec §2 Preview screen): 'Generating your document...' with a
 * document icon whose lines fill in a 5 s cycle with a 1 s pause (still under
 * prefers-reduced-motion). A polite live region, so screen readers announce it once. In its
 * own card; `card={false}` inside a frame of the page's (the preview's left column).
 */
export function GeneratingDocument({ card = true }: { card?: boolean }) {
  const status = (
    <Flex
      role="status"
      aria-live="polite"
      direction="column"
      align="center"
      justify="center"
      gap="4"
      className="min-h-[320px] py-8 text-center"
    >
      <svg
        viewBox="0 0 64 80"
        width="64"
        height="80"
        aria-hidden="true"
        focusable="false"
        className="block"
      >
        <style>{GENERATING_DOCUMENT_CSS}</style>
        <path
          d="M6 2h38l16 16v56a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V6a4 4 0 0 1 4-4z"
          fill="var(--color-panel-solid)"
          stroke="var(--gray-8)"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path
          d="M44 2v12a4 4 0 0 0 4 4h12"
          fill="none"
          stroke="var(--gray-8)"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        {LINES.map((width, index) => (
          <rect
            key={`track-${index}`}
            x="12"
            y={28 + index * 9}
            width={width}
            height="4"
            rx="2"
            fill="var(--gray-4)"
          />
        ))}
        {LINES.map((width, index) => (
          <rect
            key={`line-${index}`}
            className="lw-generating-line"
            data-line={index + 1}
            x="12"
            y={28 + index * 9}
            width={width}
            height="4"
            rx="2"
          />
        ))}
      </svg>
      <Text as="p" size="3" weight="medium" className="m-0">
        {previewMessages.generating}
      </Text>
    </Flex>
  );
  return card ? <Card size="3">{status}</Card> : status;
}
