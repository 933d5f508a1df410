import { inlineLinkParts } from '@selvedge/contract';
import type { ReactNode } from 'react';
import { SafeLink } from './safe-link';

/**
 * Renders a line of text whose markdown-style links (`[text](href)`, split by the contract's
 * inlineLinkParts, as the server's first paint splits them) become safe links (see classifyHref).
 * Kept apart from the full markdown renderer so the layout, on every page, does not carry it.
 */
export function InlineLinks({ text }: { text: string }): ReactNode {
  return (
    <>
      {inlineLinkParts(text).map((part, index) =>
        'href' in part ? (
          // The parts of one message never change order: their places are their keys.
          <SafeLink key={index} href={part.href}>
            {part.label}
          </SafeLink>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
