import {
  CART_ATTRIBUTE,
  ErrorCode,
  PieceCategorySchema,
  PieceReferenceSchema,
  PieceSizingSchema,
  ProductTypeSchema,
  findForbiddenText,
  type ApiProblem,
  type CartLineInput,
  type PieceSizing,
  type PieceWarning,
} from '@selvedge/contract';
import { chargedAccessories, checkPieceDesign, checkPieceFit, checkPieceSizing } from '@selvedge/domain';
import { randomBytes } from 'node:crypto';
import { HttpError } from '../../platform/errors.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { MeasurementsService } from '../measurements/measurements.service.js';
import { unavailability } from './cart-pricing.js';
import type { PieceWrite } from './cart.repository.js';

/** A 400 about pieces: SPEC §8's sentence and every problem on its field. */
const invalidPieces = (problems: ApiProblem[]) =>
  new HttpError(
    400,
    ErrorCode.invalid_piece,
    problems.length === 1 ? `${problems[0]?.path}: ${problems[0]?.message}` : 'Some pieces cannot be added as they are.',
    {},
    { problems },
  );

/**
 * A 400 about measurements that look mistaken (issue 29): each warning's own sentence, and every
 * warning with its piece, so the storefront asks the customer to confirm or correct each one.
 */
const unconfirmedMeasurements = (warnings: PieceWarning[]) =>
  new HttpError(
    400,
    ErrorCode.measurement_warnings,
    warnings.map((warning) => warning.message).join(' '),
    {},
    { warnings, problems: warnings.map((warning) => ({ path: warning.path, message: warning.message })) },
  );

const ENGINE_KEYS = new Set<string>(Object.values(CART_ATTRIBUTE));

/** A fresh reference for a piece sent without one. */
const newReference = () => randomBytes(12).toString('base64url');

interface Dependencies {
  catalogue: Pick<CatalogueService, 'cartVariants' | 'productConfigs'>;
  sizes: Pick<MeasurementsService, 'savedSizes'>;
}

/** The pieces a request sends, checked before anything is written (SPEC §7, decision 021). */
export function createPieceChecks({ catalogue, sizes }: Dependencies) {
  /**
   * Every piece of a request checked and turned into what is written: its attributes, fabric,
   * design against the configuration, size against the tables or the owner's saved sizes, and the
   * lines it is made of. Every problem of every piece is collected before anything is refused.
   */
  async function preparePieces(inputs: { input: CartLineInput; path: string }[], ownerId: string | null): Promise<PieceWrite[]> {
    if (inputs.length === 0) return [];
    const problems: ApiProblem[] = [];
    const [variants, configs, savedSizes] = await Promise.all([
      catalogue.cartVariants(inputs.map(({ input }) => input.merchandiseId)),
      catalogue.productConfigs('SGD'),
      ownerId ? sizes.savedSizes(ownerId) : Promise.resolve(null),
    ]);
    const references = new Set<string>();
    const pieces: PieceWrite[] = [];
    const warnings: PieceWarning[] = [];
    for (const { input, path } of inputs) {
      const before = problems.length;
      const attributes = new Map<string, string>();
      input.attributes.forEach((attribute, index) => {
        if (!ENGINE_KEYS.has(attribute.key)) {
          problems.push({
            path: `${path}.attributes.${index}.key`,
            message: `"${attribute.key.slice(0, 40)}" is not an attribute a piece takes (${[...ENGINE_KEYS].join(', ')}); the shop writes the others.`,
          });
        } else if (attributes.has(attribute.key)) {
          problems.push({ path: `${path}.attributes.${index}.key`, message: `"${attribute.key}" is given twice.` });
        } else attributes.set(attribute.key, attribute.value);
      });
      const at = (key: string) => `${path}.attributes.${key}`;

      const referenceValue = attributes.get(CART_ATTRIBUTE.reference) ?? newReference();
      const reference = PieceReferenceSchema.safeParse(referenceValue);
      if (!reference.success)
        problems.push({ path: at(CART_ATTRIBUTE.reference), message: reference.error.issues[0]?.message ?? 'is not a reference' });
      else if (references.has(reference.data))
        problems.push({ path: at(CART_ATTRIBUTE.reference), message: 'two pieces of this request have the same reference' });
      else references.add(reference.data);

      const type = ProductTypeSchema.safeParse(attributes.get(CART_ATTRIBUTE.product));
      if (!type.success)
        problems.push({ path: at(CART_ATTRIBUTE.product), message: 'must be one of shirt, polo, trousers, shorts, outerwears, jackets' });
      const category = PieceCategorySchema.safeParse(attributes.get(CART_ATTRIBUTE.category) ?? 'piece');
      if (!category.success) problems.push({ path: at(CART_ATTRIBUTE.category), message: 'must be piece, trial or preorder' });

      const variant = variants.get(input.merchandiseId);
      const reason = unavailability(variant);
      if (!variant || variant.kind !== 'fabric') {
        problems.push({ path: `${path}.merchandiseId`, message: `"${input.merchandiseId.slice(0, 100)}" is not one of our fabrics.` });
      } else if (reason !== null) {
        problems.push({
          path: `${path}.merchandiseId`,
          message: `${variant.title} is ${reason === 'withdrawn' ? 'no longer for sale' : 'out of stock'}.`,
        });
      } else if (type.success && variant.productType !== type.data) {
        problems.push({
          path: `${path}.merchandiseId`,
          message: `${variant.title} is a ${variant.productType} fabric, not a ${type.data} one.`,
        });
      }
      const config = type.success ? configs[type.data] : undefined;
      if (config && category.success && category.data === 'trial' && config.trialLeadTime === null) {
        problems.push({ path: at(CART_ATTRIBUTE.category), message: `${config.title} are not made as trial pieces.` });
      }

      let sizing: PieceSizing | null = null;
      const sizingText = attributes.get(CART_ATTRIBUTE.sizing);
      if (sizingText === undefined) problems.push({ path: at(CART_ATTRIBUTE.sizing), message: 'is missing: a piece needs its size' });
      else {
        let raw: unknown;
        try {
          raw = JSON.parse(sizingText);
        } catch {
          raw = undefined;
        }
        const parsed = PieceSizingSchema.safeParse(raw);
        // The JSON inside the attribute can spell a NUL (\u0000) the body's own check never saw.
        const forbidden = parsed.success ? findForbiddenText(parsed.data) : null;
        if (!parsed.success)
          problems.push({
            path: at(CART_ATTRIBUTE.sizing),
            message: `is not a size (${parsed.error.issues[0]?.path.join('.') || 'JSON'}: ${parsed.error.issues[0]?.message ?? 'invalid'})`,
          });
        else if (forbidden !== null) problems.push({ path: at(CART_ATTRIBUTE.sizing), message: `${forbidden.path}: ${forbidden.message}` });
        else sizing = parsed.data;
      }
      const designText = attributes.get(CART_ATTRIBUTE.design);
      if (designText === undefined) problems.push({ path: at(CART_ATTRIBUTE.design), message: 'is missing: a piece needs its design' });

      if (
        problems.length > before ||
        !config ||
        !variant ||
        !sizing ||
        designText === undefined ||
        !reference.success ||
        !type.success ||
        !category.success
      )
        continue;
      const design = checkPieceDesign(config, variant.handle, designText);
      for (const problem of design.problems?.problems ?? []) problems.push({ path: at(CART_ATTRIBUTE.design), message: problem });
      const size = checkPieceSizing(config.measurements, sizing, savedSizes ? savedSizes[type.data] : null);
      for (const problem of size.problems?.problems ?? []) problems.push({ path: at(CART_ATTRIBUTE.sizing), message: problem });
      if (problems.length > before) continue;
      // The fit estimate's answers and the measurement warnings (issue 29): a warning is kept only once confirmed.
      const fit = checkPieceFit(config, size.sizing);
      for (const problem of fit.problems)
        problems.push({ path: at(CART_ATTRIBUTE.sizing), message: `${problem.path}: ${problem.message}` });
      if (problems.length > before) continue;
      for (const warning of fit.unconfirmed) warnings.push({ ...warning, path: at(CART_ATTRIBUTE.sizing), reference: reference.data });
      pieces.push({
        reference: reference.data,
        productType: type.data,
        category: category.data,
        fabricProductId: variant.productId,
        fabricVariantId: variant.variantId,
        quantity: input.quantity,
        design: design.query,
        sizing: fit.sizing,
        lines: [
          { variantId: variant.variantId, accessoryKey: 'fabric' },
          ...chargedAccessories(config, design.design).map((charged) => ({ variantId: charged.variantId, accessoryKey: charged.key })),
        ],
      });
    }
    if (problems.length > 0) throw invalidPieces(problems);
    if (warnings.length > 0) throw unconfirmedMeasurements(warnings);
    return pieces;
  }

  return { preparePieces };
}
