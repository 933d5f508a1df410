import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MoneyLine, MoneyTotals } from './money-totals';
import styles from './money-totals.module.css';

afterEach(cleanup);

describe('a money total', () => {
  it('pairs each label with its amount as written, and tells the total line from the others', () => {
    const { container } = render(
      <MoneyTotals className="feature">
        <MoneyLine label="Subtotal" amount="SGD 238.00" testId="subtotal" />
        <MoneyLine label="Discount" amount="−SGD 23.80" />
        <MoneyLine label="Total" amount="SGD 214.20" total testId="total" />
      </MoneyTotals>,
    );
    const list = container.querySelector('dl');
    expect(list).toHaveClass('feature');
    const lines = [...(list?.children ?? [])].map((line) => [line.querySelector('dt')?.textContent, line.querySelector('dd')?.textContent]);
    expect(lines).toEqual([
      ['Subtotal', 'SGD 238.00'],
      ['Discount', '−SGD 23.80'],
      ['Total', 'SGD 214.20'],
    ]);
    expect(screen.getByTestId('subtotal')).toHaveTextContent('SGD 238.00');
    expect(styles.total).toMatch(/\w/);
    expect(screen.getByTestId('total').parentElement).toHaveClass(styles.total ?? '');
    expect(screen.getByTestId('subtotal').parentElement).not.toHaveClass(styles.total ?? '');
  });
});
