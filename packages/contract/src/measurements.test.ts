import { describe, expect, it } from 'vitest';
import { MEASUREMENT_MESSAGES, SaveSizeRequestSchema, SizeNameSchema, UpdateSizeRequestSchema } from './measurements.js';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('size names', () => {
  it.each([
    ['  Work   shirts ', 'Work shirts'],
    ['Bob’s wedding', 'Bob’s wedding'],
    ["Dad's (2026) & co.", "Dad's (2026) & co."],
    ['Été', 'Été'],
  ])('%j is kept as %j', (input, kept) => {
    expect(SizeNameSchema.parse(input)).toBe(kept);
  });

  it.each([
    ['', MEASUREMENT_MESSAGES.sizeNameEmpty],
    ['   ', MEASUREMENT_MESSAGES.sizeNameEmpty],
    [42, MEASUREMENT_MESSAGES.sizeNameEmpty],
    ['x'.repeat(41), MEASUREMENT_MESSAGES.sizeNameTooLong],
    ['<script>', MEASUREMENT_MESSAGES.sizeNameInvalid],
    ['a/b', MEASUREMENT_MESSAGES.sizeNameInvalid],
    ['__proto__', MEASUREMENT_MESSAGES.sizeNameInvalid],
  ])('%j is refused: %s', (input, expected) => {
    expect(message(SizeNameSchema.safeParse(input))).toBe(expected);
  });
});

describe('size requests', () => {
  const size = {
    track: 'body',
    sizeName: 'Work',
    basedOn: { size: null, fit: 'Slim' },
    measurements: [{ id: 'chest', fitting_size: 40 }],
    type: 'shirt',
  };

  it('takes the saved size payload of SPEC §3, names and e-mail optional', () => {
    expect(SaveSizeRequestSchema.parse({ ...size, email: 'ada@example.com', firstName: 'Ada', lastName: 'L' }).sizeName).toBe('Work');
    expect(message(SaveSizeRequestSchema.safeParse({ ...size, track: 'saved' }))).toBe(MEASUREMENT_MESSAGES.trackInvalid);
    expect(message(SaveSizeRequestSchema.safeParse({ ...size, measurements: [{ id: 'chest' }] }))).toBe(
      MEASUREMENT_MESSAGES.measurementsInvalid,
    );
    expect(message(SaveSizeRequestSchema.safeParse([]))).toBe(MEASUREMENT_MESSAGES.notAnObject);
  });

  it('an update changes something, and deleting is one way', () => {
    expect(message(UpdateSizeRequestSchema.safeParse({}))).toBe(MEASUREMENT_MESSAGES.nothingToUpdate);
    expect(message(UpdateSizeRequestSchema.safeParse({ deleted: false }))).toBe(MEASUREMENT_MESSAGES.deletedInvalid);
    expect(UpdateSizeRequestSchema.parse({ deleted: true })).toEqual({ deleted: true });
  });
});
