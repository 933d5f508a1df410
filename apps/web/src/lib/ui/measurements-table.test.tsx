import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MeasurementsTable } from './measurements-table';

afterEach(cleanup);

describe("a piece's measurements as sold", () => {
  it('shows each in centimetres and inches, and a chosen one in its own words across both', () => {
    render(
      <MeasurementsTable
        caption="Measurements of the Oxford Blue shirt"
        className="sheet"
        measurements={[
          { key: 'chest', label: 'Chest', value: '40', centimetres: '101.6', inches: '40' },
          { key: 'sleeve', label: 'Sleeve', value: '25', centimetres: null, inches: '25' },
          { key: 'shoulder', label: 'Shoulder shape', value: 'Sloped', centimetres: null, inches: null },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Measurements of the Oxford Blue shirt' });
    expect(table).toHaveClass('sheet');
    const cells = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(name) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Chest')).toEqual(['101.6', '40']);
    expect(cells('Sleeve')).toEqual(['—', '25']);
    expect(cells('Shoulder shape')).toEqual(['Sloped']);
    expect(within(table).getByRole('cell', { name: 'Sloped' })).toHaveAttribute('colspan', '2');
  });
});
