import type { ProductType } from '@selvedge/contract';
import { defaultBasis, defaultDesign, designToSearchParams, startingValues } from '@selvedge/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MeasurementScreen, type SizedPiece } from './measurement-screen';
import { aCustomer, configs } from './measurements-test-kit';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

/** The size a past shirt was made to: the table's middle size with the first length let out half an inch. */
function pastSizing() {
  const config = configs.shirt;
  const basis = defaultBasis(config.measurements);
  const values = startingValues(config.measurements, 'standard', basis);
  const measurements = Object.entries(values).flatMap(([id, value]) => (value === null ? [] : [{ id, fitting_size: value }]));
  const first = measurements.findIndex((measurement) => typeof measurement.fitting_size === 'number');
  const changed = measurements.map((measurement, index) =>
    index === first ? { ...measurement, fitting_size: (measurement.fitting_size as number) + 0.5 } : measurement,
  );
  return {
    track: 'standard' as const,
    size: basis.size,
    fit: basis.fit,
    measurements: changed,
    changedId: measurements[first]!.id,
    was: measurements[first]!.fitting_size as number,
  };
}

describe('the sizing step of a piece ordered again', () => {
  it('starts from the size the piece was made to, hands it to the cart unchanged, and offers to save it as a size profile', async () => {
    const past = pastSizing();
    const handed: SizedPiece[] = [];
    const design = designToSearchParams(configs.shirt, defaultDesign(configs.shirt, 'oxford-blue')).toString();
    function Step() {
      const { productType = '' } = useParams();
      const { search } = useLocation();
      return (
        <MeasurementScreen
          config={configs[productType as ProductType]}
          method="standard"
          piece="shirt"
          pieces="shirts"
          search={search}
          fabricTitle="Oxford Blue"
          fabricMissing={false}
          user={aCustomer()}
          sessionReady
          onUserChange={() => undefined}
          onAddToCart={async (piece) => {
            handed.push(piece);
          }}
          startFrom={past}
          orderedAgain
        />
      );
    }
    const router = createMemoryRouter([{ path: '/shop/:productType/measurements/:method', element: <Step /> }], {
      initialEntries: [`/shop/shirt/measurements/standard?${design}&again=1`],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Save these measurements as a size profile' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(handed).toHaveLength(1);
    const measurement = handed[0]!.sizing.measurements.find((entry) => entry.id === past.changedId);
    expect(measurement?.fitting_size).toBe(past.was + 0.5);
    expect(handed[0]!.sizing).toMatchObject({ track: 'standard', size: past.size, fit: past.fit });
  });
});
