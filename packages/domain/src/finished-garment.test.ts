import { describe, expect, it } from 'vitest';
import { centimetresText, finishedMeasurements, inchesText } from './finished-garment.js';

describe('finishedMeasurements', () => {
  it('adds the fit’s ease to each measurement the configuration gives ease for', () => {
    const rows = finishedMeasurements(
      [
        { key: 'chest', inches: 40 },
        { key: 'waist', inches: 34.5 },
        { key: 'sleeve-length', inches: 25 },
      ],
      { chest: 3.5, waist: 4.25 },
    );
    expect(rows).toEqual([
      { key: 'chest', bodyInches: 40, easeInches: 3.5, finishedInches: 43.5 },
      { key: 'waist', bodyInches: 34.5, easeInches: 4.25, finishedInches: 38.75 },
      { key: 'sleeve-length', bodyInches: 25, easeInches: null, finishedInches: null },
    ]);
  });

  it('takes ease that narrows (a negative ease) and rounds to the hundredth', () => {
    expect(finishedMeasurements([{ key: 'waist', inches: 32.333 }], { waist: -0.5 })).toEqual([
      { key: 'waist', bodyInches: 32.333, easeInches: -0.5, finishedInches: 31.83 },
    ]);
  });

  it('leaves out a measurement that is a choice, and adds nothing without ease for the fit', () => {
    expect(
      finishedMeasurements(
        [
          { key: 'shoulder', inches: null },
          { key: 'chest', inches: 40 },
        ],
        undefined,
      ),
    ).toEqual([{ key: 'chest', bodyInches: 40, easeInches: null, finishedInches: null }]);
    // An inherited property is not ease.
    expect(finishedMeasurements([{ key: 'toString', inches: 10 }], {})[0]?.finishedInches).toBeNull();
  });
});

describe('the sheet’s units', () => {
  it('writes inches without trailing zeros and centimetres to the millimetre', () => {
    expect([inchesText(43.5), inchesText(40), inchesText(38.754)]).toEqual(['43.5', '40', '38.75']);
    expect(centimetresText(43.5)).toBe('110.5');
  });
});
