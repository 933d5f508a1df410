/** The message content editors write to switch the announcement bar off (SPEC §2). */
export const NO_ANNOUNCEMENT = 'NA';

/** The announcement bar's message as the storefront shows it, or null when there is no bar (empty, or NA). */
export function shownAnnouncement(intro: string): string | null {
  const message = intro.trim();
  return message === '' || message === NO_ANNOUNCEMENT ? null : message;
}

/** A piece of a one-line message: plain words, or a markdown-style link. */
export type InlinePart = { text: string } | { label: string; href: string };

/**
 * `[text](href)`: the one piece of markdown a one-line message needs (SPEC §2). The address may hold
 * balanced parentheses, as markdown allows, so `[x](javascript:alert(1))` is read as a link (and then
 * refused by whoever shows it) rather than shown as raw markdown.
 */
const LINK = /\[([^\]\n]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g;

/**
 * A one-line message split into its words and its links, in order. The storefront's announcement bar
 * and the server's first paint both draw it from this, so they split it alike; neither judges an
 * address here (each shows an unsafe one as its label alone).
 */
export function inlineLinkParts(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label = '', href = ''] = match;
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ label, href });
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
