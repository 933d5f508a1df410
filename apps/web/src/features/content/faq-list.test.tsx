import type { StaticContent } from '@selvedge/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FaqList, faqTabPosition } from './faq-list';

afterEach(cleanup);

const questions: StaticContent['sections'] = [
  { id: 'ordering', heading: 'How do I order?', body: 'Pick a product and **design** it.' },
  { id: 'shipping', heading: 'Where do you ship from?', body: 'From Singapore, see [rates](/faq?tab=3).' },
  { id: 'returns', heading: 'Can I return an order?', body: 'Fit is guaranteed.' },
];

function WhereAmI() {
  const location = useLocation();
  return (
    <output data-testid="where">
      {location.pathname}
      {location.search} {useNavigationType()}
    </output>
  );
}

function renderFaq(entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <FaqList questions={questions} />
      <WhereAmI />
    </MemoryRouter>,
  );
}

const answer = (text: string) => screen.queryByText(text, { exact: false });

describe('FaqList', () => {
  it('opens the question ?tab= names, counting from 1, and only that one', () => {
    renderFaq('/faq?tab=2');
    expect(answer('From Singapore')).not.toBeNull();
    expect(answer('Pick a product')).toBeNull();
    expect(answer('Fit is guaranteed')).toBeNull();
    expect(screen.getByRole('button', { name: 'Where do you ship from?' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows every question closed without ?tab=', () => {
    renderFaq('/faq');
    for (const question of questions) {
      expect(screen.getByRole('button', { name: question.heading }).getAttribute('aria-expanded')).toBe('false');
    }
  });

  it.each(['0', '4', '-1', '1.5', 'abc', '2x', ''])('ignores ?tab=%j', (tab) => {
    renderFaq(`/faq?tab=${tab}`);
    expect(screen.getAllByRole('button').every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('puts the opened question in the address, replacing the entry rather than adding one', () => {
    renderFaq('/faq?tab=1');
    fireEvent.click(screen.getByRole('button', { name: 'Can I return an order?' }));
    expect(answer('Fit is guaranteed')).not.toBeNull();
    expect(answer('Pick a product')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/faq?tab=3 REPLACE');
  });

  it('drops ?tab= when the open question is closed', () => {
    renderFaq('/faq?tab=2');
    fireEvent.click(screen.getByRole('button', { name: 'Where do you ship from?' }));
    expect(answer('From Singapore')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/faq REPLACE');
  });

  it('gives each question an h2, below the page title', () => {
    renderFaq('/faq');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      questions.map((question) => question.heading),
    );
  });
});

describe('faqTabPosition', () => {
  it('reads positive whole numbers within the list', () => {
    expect(faqTabPosition('1', 3)).toBe(1);
    expect(faqTabPosition('3', 3)).toBe(3);
    expect(faqTabPosition('4', 3)).toBeNull();
    expect(faqTabPosition(null, 3)).toBeNull();
    expect(faqTabPosition('01', 3)).toBeNull();
  });
});
