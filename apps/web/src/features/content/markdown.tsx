import type { ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { SafeLink } from './safe-link';

/**
 * Markdown headings sit below the page's own h1 and the section's h2, so they start at h3 and the
 * heading order stays intact. Links go through SafeLink; pictures are not part of our copy.
 */
const blockComponents: Components = {
  a: ({ href, children }) => <SafeLink href={href ?? ''}>{children}</SafeLink>,
  h1: 'h3',
  h2: 'h3',
  img: ({ alt }) => <>{alt}</>,
};

/** For one line of text inside an element of the caller's: no paragraphs, lists or headings. */
const inlineComponents: Components = {
  ...blockComponents,
  p: ({ children }) => <>{children}</>,
};
const INLINE_ELEMENTS = ['p', 'a', 'strong', 'em', 'code', 'del', 'br'];

interface MarkdownProps {
  children: string;
  /** Render phrasing content only, for use inside a sentence, a bar or a button. */
  inline?: boolean;
}

/** Renders content markdown without raw HTML, with every link checked by classifyHref. */
export function Markdown({ children, inline = false }: MarkdownProps): ReactNode {
  return (
    <ReactMarkdown
      skipHtml
      components={inline ? inlineComponents : blockComponents}
      allowedElements={inline ? INLINE_ELEMENTS : undefined}
      unwrapDisallowed={inline}
    >
      {children}
    </ReactMarkdown>
  );
}
