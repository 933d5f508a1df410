import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

afterEach(cleanup);

function renderMarkdown(source: string, inline = false) {
  return render(
    <MemoryRouter>
      <div data-testid="out">
        <Markdown inline={inline}>{source}</Markdown>
      </div>
    </MemoryRouter>,
  );
}

describe('Markdown', () => {
  it('shows a javascript: link as its text, with no anchor and no href', () => {
    const { getByTestId } = renderMarkdown('Read [this](javascript:alert(1)) now.');
    const text = screen.getByText('this');
    expect(text.tagName).toBe('SPAN');
    expect(text.closest('a')).toBeNull();
    expect(getByTestId('out').querySelector('a')).toBeNull();
    expect(getByTestId('out').querySelector('[href]')).toBeNull();
    expect(getByTestId('out').textContent).toBe('Read this now.');
  });

  it.each([
    ['data:text/html;base64,PHNjcmlwdD4=', 'data:'],
    ['vbscript:msgbox(1)', 'vbscript:'],
    ['//evil.example', 'protocol-relative'],
    ['<java\tscript:alert(1)>', 'tab inside the scheme'],
  ])('shows a link to %j (%s) as text', (href) => {
    const { getByTestId } = renderMarkdown(`[click](${href})`);
    expect(screen.getByText('click').tagName).toBe('SPAN');
    expect(getByTestId('out').querySelector('a, [href]')).toBeNull();
  });

  it('makes a link to a site path an anchor to that path, without a new tab', () => {
    renderMarkdown('See [our FAQ](/faq?tab=3).');
    const link = screen.getByRole('link', { name: 'our FAQ' });
    expect(link.getAttribute('href')).toBe('/faq?tab=3');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('opens an external link in a new tab that cannot reach back to the shop', () => {
    renderMarkdown('Read [the journal](https://example.com/journal).');
    const link = screen.getByRole('link', { name: 'the journal' });
    expect(link.getAttribute('href')).toBe('https://example.com/journal');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('keeps a mailto: link as a plain link in the same tab', () => {
    renderMarkdown('Write to [hello@selvedge.example](mailto:hello@selvedge.example).');
    const link = screen.getByRole('link', { name: 'hello@selvedge.example' });
    expect(link.getAttribute('href')).toBe('mailto:hello@selvedge.example');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('drops raw HTML instead of rendering it', () => {
    const { getByTestId } = renderMarkdown('Hello <img src=x onerror="alert(1)"> <b>bold</b>\n\n<script>alert(1)</script>');
    const out = getByTestId('out');
    expect(out.querySelector('img, script, b')).toBeNull();
    expect(out.innerHTML).not.toContain('onerror');
  });

  it('renders headings inside content from h3 down, below the page and section headings', () => {
    const { getByTestId } = renderMarkdown('# Big\n\n## Smaller\n\ntext');
    expect(getByTestId('out').querySelector('h1, h2')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it('inline, renders phrasing only: no paragraph or list around the text', () => {
    const { getByTestId } = renderMarkdown('Free shipping. [See rates](/faq?tab=3)\n\n- one', true);
    const out = getByTestId('out');
    expect(out.querySelector('p, ul, li')).toBeNull();
    expect(screen.getByRole('link', { name: 'See rates' }).getAttribute('href')).toBe('/faq?tab=3');
  });
});
