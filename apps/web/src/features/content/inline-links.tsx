import type { ReactNode } from 'react';
import { SafeLink } from './safe-link';

/**
 * `[text](href)`: the one piece of markdown a one-line message needs (SPEC §2). The address may hold
 * balanced parentheses, as markdown allows, so `[x](javascript:alert(1))` is read as a link (and then
 * refused by classifyHref) rather than shown as raw markdown.
 */
const LINK = /\[([^\]\n]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g;

/**
 * Renders a line of text whose markdown-style links become safe links (see classifyHref).
 * Kept apart from the full markdown renderer so the layout, on every page, does not carry it.
 */
export function InlineLinks({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label = '', href = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <SafeLink key={match.index} href={href}>
        {label}
      </SafeLink>,
    );
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
