/** Where a link written in content may lead, once it has been judged safe. */
export type SafeHref = { kind: 'internal'; to: string } | { kind: 'external' | 'mailto'; href: string };

/**
 * Browsers drop tabs and newlines inside a URL and trim spaces and control characters around it,
 * so 'java\tscript:' or ' javascript:' still runs script; and they read a backslash as a slash,
 * so '/\evil.example' leaves the site. A link carrying any of these is refused outright rather
 * than cleaned up.
 */
const UNSAFE_CHARACTERS = /[\s\p{Cc}\p{Cf}\\]/u;

/**
 * Judges a link written by content editors: a path on this site ('/faq?tab=2'), an http(s) address or
 * a mailto: address. Anything else (javascript:, data:, vbscript:, '//host', 'faq', '#top', ...) is
 * null, and the caller shows the link's text without a link.
 */
export function classifyHref(href: string): SafeHref | null {
  if (href === '' || UNSAFE_CHARACTERS.test(href)) return null;

  if (href.startsWith('/')) {
    // '//host/path' is protocol-relative: it leaves the site.
    if (href.startsWith('//')) return null;
    return { kind: 'internal', to: href };
  }

  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme === 'mailto') {
    return href.length > 'mailto:'.length ? { kind: 'mailto', href } : null;
  }
  if (scheme === 'http' || scheme === 'https') {
    // 'https:evil.example' parses too; a link must name its host after '//'.
    if (!/^https?:\/\//i.test(href) || hostOf(href) === '') return null;
    return { kind: 'external', href };
  }
  return null;
}

function hostOf(href: string): string {
  try {
    return new URL(href).hostname;
  } catch {
    return '';
  }
}
