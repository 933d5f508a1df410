import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InlineLinks } from './inline-links';

function renderLine(text: string) {
  return render(
    <MemoryRouter>
      <p>
        <InlineLinks text={text} />
      </p>
    </MemoryRouter>,
  ).container;
}

describe('inline markdown-style links', () => {
  it('turns [text](/path) into a link to that path, keeping the text around it', () => {
    const line = renderLine('Free shipping over SGD 650. [See rates](/faq?tab=3) today.');
    const anchor = line.querySelector('a');
    expect(anchor?.getAttribute('href')).toBe('/faq?tab=3');
    expect(anchor?.textContent).toBe('See rates');
    expect(line.textContent).toBe('Free shipping over SGD 650. See rates today.');
  });

  it('opens http(s) links in a new tab and keeps mailto links plain', () => {
    const line = renderLine('[Journal](https://example.com/j) or [write](mailto:hello@selvedge.example)');
    const [external, mail] = line.querySelectorAll('a');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toContain('noopener');
    expect(mail?.getAttribute('href')).toBe('mailto:hello@selvedge.example');
  });

  it('shows unsafe links as text only', () => {
    const line = renderLine('Click [here](javascript:alert(1)) or [there](data:text/html,x)');
    expect(line.querySelectorAll('a')).toHaveLength(0);
    expect(line.querySelector('[href]')).toBeNull();
    expect(line.textContent).toContain('here');
    expect(line.textContent).toContain('there');
  });

  it('leaves text without links as it is, brackets included', () => {
    expect(renderLine('Sizes [S-XL] only').textContent).toBe('Sizes [S-XL] only');
  });
});
