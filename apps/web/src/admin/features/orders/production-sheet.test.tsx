import { AdminOrderSchema, type AdminOrder } from '@selvedge/contract/admin';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answer } from '../../../test/fake-shop';
import { anAdminOrder, aPiece, fakeAdminApi, renderAdminPage } from '../../test/orders-test-kit';
import { ProductionSheetRoute } from './production-sheet-route';

const length = (inches: string, centimetres: string) => ({ inches, centimetres });

/** A shirt made to body measurements (with a choice among them) and trousers of a standard size. */
const order = anAdminOrder({
  pieces: [
    aPiece({
      attributes: [
        { key: 'Collar', value: 'Cutaway collar' },
        { key: 'Size', value: 'Body measurements' },
        { key: 'Fit', value: 'Slim' },
      ],
      measurements: [
        { key: 'chest', label: 'Chest', value: '40', centimetres: '101.6', inches: '40' },
        { key: 'sleeve-length', label: 'Sleeve length', value: '25', centimetres: '63.5', inches: '25' },
        { key: 'shoulder', label: 'Shoulder shape', value: 'Sloping', centimetres: null, inches: null },
      ],
      sizeSource: 'Body measurements',
    }),
    aPiece({
      reference: 'ref_flannel_0002',
      productType: 'trousers',
      fabric: { id: 'prod_flannel', title: 'Grey Flannel', handle: 'trousers-grey-flannel' },
      image: null,
      attributes: [
        { key: 'Size', value: '32' },
        { key: 'Fit', value: 'Regular' },
      ],
      measurements: [{ key: 'waist', label: 'Waist', value: '33', centimetres: '83.8', inches: '33' }],
      sizeSource: 'Size 32, Regular fit',
    }),
  ],
  garments: {
    ref_oxford_0001: {
      basis: 'body',
      fit: 'Slim',
      measurements: [
        { key: 'chest', label: 'Chest', body: length('40', '101.6'), ease: length('3.5', '8.9'), finished: length('43.5', '110.5') },
        { key: 'sleeve-length', label: 'Sleeve length', body: length('25', '63.5'), ease: null, finished: null },
      ],
    },
    ref_flannel_0002: { basis: 'table', fit: 'Regular', measurements: [] },
  },
});

function shopWith(shown: AdminOrder) {
  return fakeAdminApi('workroom', (call) => {
    if (call.path.startsWith('/contentful-plain/products/config')) return { status: 200, body: { currencyCode: 'SGD', products: {} } };
    if (call.method === 'GET' && call.path === `/admin/orders/${shown.number}`) return answer(AdminOrderSchema, shown);
    return undefined;
  });
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('the production sheet', () => {
  it('gives the finished garment of a piece made to body measurements: body, the fit’s ease and the result', async () => {
    shopWith(order);
    renderAdminPage('/orders/:number/sheet', <ProductionSheetRoute />, `/orders/${order.number}/sheet`);
    const [shirt] = await screen.findAllByTestId('piece-sheet');
    const table = within(shirt!).getByRole('table', { name: 'Finished garment of the Oxford Blue shirt: body + ease for the Slim fit' });
    expect(within(table).getByTestId('garment-chest')).toHaveTextContent(/^Chest101\.640\+3\.5110\.543\.5$/);
    expect(within(table).getByTestId('garment-sleeve-length')).toHaveTextContent(/^Sleeve length63\.525—as measured$/);
    // A choice keeps its own words.
    expect(within(table).getByRole('row', { name: /Shoulder shape/ })).toHaveTextContent('Sloping');
  });

  it('reads a standard size’s measurements as the finished garment, from the size table', async () => {
    shopWith(order);
    renderAdminPage('/orders/:number/sheet', <ProductionSheetRoute />, `/orders/${order.number}/sheet`);
    const [, trousers] = await screen.findAllByTestId('piece-sheet');
    const table = within(trousers!).getByRole('table', { name: 'Finished garment of the Grey Flannel trousers (size table)' });
    expect(within(table).getByRole('row', { name: /Waist/ })).toHaveTextContent('83.8');
  });

  it('names the fabric by its code, shows its swatch, and says where the size came from once', async () => {
    shopWith(order);
    renderAdminPage('/orders/:number/sheet', <ProductionSheetRoute />, `/orders/${order.number}/sheet`);
    const [shirt, trousers] = await screen.findAllByTestId('piece-sheet');
    expect(within(shirt!).getByTestId('fabric-code')).toHaveTextContent('oxford-blue');
    expect(within(shirt!).getByRole('img', { name: 'Swatch of Oxford Blue' })).toHaveAttribute(
      'src',
      expect.stringContaining('/api/media/med_oxford'),
    );
    expect(within(trousers!).getByTestId('fabric-code')).toHaveTextContent('trousers-grey-flannel');
    // Once: "Size from Body measurements", never a second "Size: Body measurements".
    expect(within(shirt!).getAllByText('Body measurements')).toHaveLength(1);
    expect(within(shirt!).queryByText('Size', { selector: 'dt' })).toBeNull();
    // The fit the source does not say is given; one it says is not repeated.
    expect(within(shirt!).getByText('Fit', { selector: 'dt' })).toBeInTheDocument();
    expect(within(trousers!).getAllByText('Size 32, Regular fit')).toHaveLength(1);
    expect(within(trousers!).queryByText('Fit', { selector: 'dt' })).toBeNull();
  });
});
