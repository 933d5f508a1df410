import { FitAnswersSchema, MeasurementMethodSchema, ProductTypeSchema, SizeMeasurementSchema, SizeTrackSchema } from '@selvedge/contract';
import { z } from 'zod';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/**
 * A designed and sized piece on its way to the cart. The measurement step hands one over; the cart
 * takes it from here. Until the cart engine reads them, pieces wait in this browser under
 * `pendingPieces`, a list in the order they were added. Everything is checked when read, so a
 * doctored or outdated entry is left out instead of reaching the cart.
 */
const PendingPieceSchema = z.object({
  productType: ProductTypeSchema,
  /** The design as the customiser writes it in the address (`fabric=...&collar=...`), without the `?`. */
  design: z.string().max(4000),
  sizing: z.object({
    /** How the size was given on the measurement screen. */
    method: MeasurementMethodSchema,
    /** How the size was taken: from the size table or from body measurements (a saved size keeps its own). */
    track: SizeTrackSchema,
    /** The standard size (standard method) or the saved size's name (saved method); null for body measurements. */
    size: z.string().max(60).nullable(),
    fit: z.string().min(1).max(20),
    /** The name the size is saved under, when it is one of the customer's saved sizes. */
    sizeName: z.string().max(60).nullable(),
    /** Lengths in inches; the chosen option for a dropdown field. */
    measurements: z.array(SizeMeasurementSchema).max(60),
    /** What the customer told the fit estimate, when they answered it (issue 29). */
    fitAnswers: FitAnswersSchema.optional(),
    /** The size and fit are the estimate's: the piece's size source says so. */
    estimated: z.boolean().optional(),
    /** The measurement warnings (by id) the customer confirmed as right. */
    confirmedWarnings: z.array(z.string().max(60)).max(20).optional(),
  }),
  /** ISO 8601; also the piece's id in this list. */
  createdAt: z.iso.datetime(),
});
export type PendingPiece = z.infer<typeof PendingPieceSchema>;

function parseList(stored: string | null): PendingPiece[] {
  if (!stored) return [];
  let list: unknown;
  try {
    list = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const parsed = PendingPieceSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The pieces waiting in this browser, oldest first; entries that do not pass the schema are ignored. */
export function readPendingPieces(): PendingPiece[] {
  return parseList(readStorage(STORAGE_KEYS.pendingPieces));
}

/**
 * Appends a piece and answers what was kept, or null when the browser refused to keep it (storage
 * full or turned off), so the screen never claims a piece is kept when it is not. Two pieces added
 * in the same millisecond get distinct `createdAt`s.
 */
export function addPendingPiece(piece: PendingPiece): PendingPiece | null {
  const checked = PendingPieceSchema.safeParse(piece);
  if (!checked.success) return null;
  const list = readPendingPieces();
  let createdAt = checked.data.createdAt;
  while (list.some((entry) => entry.createdAt === createdAt)) createdAt = new Date(Date.parse(createdAt) + 1).toISOString();
  const kept: PendingPiece = { ...checked.data, createdAt };
  writeStorage(STORAGE_KEYS.pendingPieces, JSON.stringify([...list, kept]));
  return readPendingPieces().some((entry) => entry.createdAt === createdAt) ? kept : null;
}

/** Removes the piece added at `createdAt`; answers the pieces left. */
export function removePendingPiece(createdAt: string): PendingPiece[] {
  const left = readPendingPieces().filter((entry) => entry.createdAt !== createdAt);
  writeStorage(STORAGE_KEYS.pendingPieces, JSON.stringify(left));
  return left;
}
