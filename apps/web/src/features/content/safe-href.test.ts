import { describe, expect, it } from 'vitest';
import { classifyHref } from './safe-href';

describe('classifyHref', () => {
  it('keeps a path on this site, with its query and fragment, as a router link', () => {
    expect(classifyHref('/faq')).toEqual({ kind: 'internal', to: '/faq' });
    expect(classifyHref('/faq?tab=3')).toEqual({ kind: 'internal', to: '/faq?tab=3' });
    expect(classifyHref('/why-us#guarantee')).toEqual({ kind: 'internal', to: '/why-us#guarantee' });
  });

  it('opens http and https addresses as external links', () => {
    expect(classifyHref('https://www.instagram.com/selvedge.mtm')).toEqual({
      kind: 'external',
      href: 'https://www.instagram.com/selvedge.mtm',
    });
    expect(classifyHref('http://example.com/journal?x=1')).toEqual({ kind: 'external', href: 'http://example.com/journal?x=1' });
    expect(classifyHref('HTTPS://EXAMPLE.COM')).toEqual({ kind: 'external', href: 'HTTPS://EXAMPLE.COM' });
  });

  it('keeps mailto: addresses as plain links', () => {
    expect(classifyHref('mailto:hello@selvedge.example')).toEqual({ kind: 'mailto', href: 'mailto:hello@selvedge.example' });
    expect(classifyHref('MAILTO:hello@selvedge.example?subject=Order')).toEqual({
      kind: 'mailto',
      href: 'MAILTO:hello@selvedge.example?subject=Order',
    });
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['ftp://example.com/file'],
  ])('refuses the %s scheme', (href) => {
    expect(classifyHref(href)).toBeNull();
  });

  it.each([
    ['//evil.example/path', 'protocol-relative address'],
    ['/\\evil.example', 'backslash read as a slash'],
    ['faq', 'relative path without a leading slash'],
    ['../faq', 'parent-relative path'],
    ['#top', 'bare fragment'],
    ['', 'empty link'],
    ['https:evil.example', 'https without a host'],
    ['https://', 'https with nothing after it'],
    ['mailto:', 'mailto without an address'],
  ])('refuses %j (%s)', (href) => {
    expect(classifyHref(href)).toBeNull();
  });

  it.each([
    [' javascript:alert(1)', 'leading space'],
    ['\u0001javascript:alert(1)', 'leading control character'],
    ['java\tscript:alert(1)', 'tab inside the scheme'],
    ['java\nscript:alert(1)', 'newline inside the scheme'],
    ['java\rscript:alert(1)', 'carriage return inside the scheme'],
    ['javascript\u0000:alert(1)', 'NUL before the colon'],
    ['jav\u200bascript:alert(1)', 'zero-width space'],
    ['/faq\t', 'trailing tab on a site path'],
    [' /faq', 'leading space on a site path'],
    ['https://example.com\n', 'trailing newline on an address'],
  ])('refuses %j (%s)', (href) => {
    expect(classifyHref(href)).toBeNull();
  });
});
