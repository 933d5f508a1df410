import { describe, expect, it } from 'vitest';
import { isShownLink, markdownProblem } from './content.js';

/** The back office refuses what the storefront's link check (apps/web safe-href.ts) would not show as a link. */
describe('isShownLink', () => {
  it.each([
    '/faq',
    '/faq?tab=3',
    '/why-us#guarantee',
    'https://www.instagram.com/selvedge.mtm',
    'HTTPS://EXAMPLE.COM',
    'mailto:hello@selvedge.example',
  ])('takes %j', (href) => {
    expect(isShownLink(href)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/file',
    '//evil.example/path',
    '/\\evil.example',
    'faq',
    '../faq',
    '#top',
    '',
    'https:evil.example',
    'https://',
    'mailto:',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'jav\u200bascript:alert(1)',
    ' /faq',
    'https://example.com\n',
  ])('refuses %j', (href) => {
    expect(isShownLink(href)).toBe(false);
  });
});

describe('markdownProblem', () => {
  it.each([
    'Plain words, **bold**, _emphasis_ and `code`.',
    'See [the FAQ](/faq?tab=3), [our mill](https://example.com/mill "The mill") or [write](mailto:studio@selvedge.example).',
    'A link with parentheses: [wiki](https://en.wikipedia.org/wiki/Selvedge_(fabric)).',
    'An autolink: <https://example.com> and <mailto:studio@selvedge.example>.',
    'Maths: 3 < 4 and 5 > 2; a <- b.',
    '- a list\n- of things\n\n[ref]: /faq',
  ])('takes %j', (text) => {
    expect(markdownProblem(text)).toBeNull();
  });

  it.each([
    ['<script>alert(1)</script>', 'raw HTML'],
    ['<img src=x onerror=alert(1)>', 'raw HTML'],
    ['<a href="/faq">FAQ</a>', 'raw HTML'],
    ['</div>', 'raw HTML'],
    ['<!-- note -->', 'raw HTML'],
    ['<br>', 'raw HTML'],
    ['[x](javascript:alert(1))', 'javascript:alert(1)'],
    ['[x](<javascript:alert(1)>)', 'javascript:alert(1)'],
    ['![x](data:image/svg+xml,<svg onload=alert(1)>)', 'raw HTML'],
    ['![x](data:image/png;base64,AAAA)', 'data:image/png;base64,AAAA'],
    ['[ref]: javascript:alert(1)', 'javascript:alert(1)'],
    ['<javascript:alert(1)>', 'javascript:alert(1)'],
    ['[x](//evil.example)', '//evil.example'],
  ])('refuses %j, naming %j', (text, named) => {
    expect(markdownProblem(text)).toContain(named);
  });
});
