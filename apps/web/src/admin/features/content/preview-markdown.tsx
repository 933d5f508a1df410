import { isShownLink } from '@selvedge/contract/admin';
import type { ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';

/**
 * Content markdown as the shop will render it (no raw HTML, headings from h3, links only where the
 * shop links them), for a preview inside the back office: a link opens the shop's own address in a
 * new tab rather than a page of the back office.
 */
const blockComponents: Components = {
  a: ({ href, children }) =>
    href && isShownLink(href) ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  h1: 'h3',
  h2: 'h3',
  img: ({ alt }) => <>{alt}</>,
};

const inlineComponents: Components = { ...blockComponents, p: ({ children }) => <>{children}</> };
const INLINE_ELEMENTS = ['p', 'a', 'strong', 'em', 'code', 'del', 'br'];

export function PreviewMarkdown({ children, inline = false }: { children: string; inline?: boolean }): ReactNode {
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
