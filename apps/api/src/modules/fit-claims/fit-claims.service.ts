import { randomBytes, createHash } from 'node:crypto';
import {
  ErrorCode,
  FIT_CLAIM_LIMITS,
  FIT_CLAIM_MESSAGES,
  FIT_PICTURE_LIMITS,
  FIT_PICTURE_TYPES,
  FitClaimFieldsSchema,
  type CurrencyCode,
  type FitClaim,
  type FitClaimFiled,
  type FitClaimList,
  type FitClaimWindow,
  type FitGuarantee,
  type OrderPiece,
  type OrderStatus,
  type PieceSizing,
  type ProductConfig,
  type ProductType,
  type SizeMeasurement,
} from '@selvedge/contract';
import {
  staffMay,
  type AdminFitClaim,
  type AdminFitClaimDecisionRequest,
  type AdminFitClaimList,
  type AdminFitClaimListQuery,
  type StaffRole,
} from '@selvedge/contract/admin';
import {
  addDays,
  alterationLimit,
  checkSize,
  claimWindow,
  decimalStringToMinor,
  formatMoney,
  orderStatusOf,
  reimbursement,
  singaporeDay,
  toMoney,
} from '@selvedge/domain';
import { isUniqueViolation } from '../../db/database-errors.js';
import type { Clock } from '../../platform/clock.js';
import { badField, forbidden, HttpError, invalidInput, notFound } from '../../platform/errors.js';
import type { FileStorage } from '../../platform/file-storage.js';
import type { Mailer } from '../../platform/mailer.js';
import type { FormFile } from '../../platform/multipart-form.js';
import { keepPicture, type KeptPicture } from '../../platform/pictures.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { DiscountCodesAdminService } from '../cart/discount-codes-admin.service.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { MeasurementsService } from '../measurements/measurements.service.js';
import type { RefundsService } from '../orders/refunds.service.js';
import { measurementsOf, type PaidSnapshot } from '../orders/orders.service.js';
import { fitClaimDecisionEmail } from './fit-claims.emails.js';
import { newClaimId, newClaimPhotoId, type FitClaimPhotoRow, type FitClaimRow, type FitClaimsRepository } from './fit-claims.repository.js';

/** The order a caller may see (OrdersService.access), and the key they came with. */
export interface ClaimAccess {
  order: { id: string; number: string };
  key: string | null;
}

type OrderRow = NonNullable<Awaited<ReturnType<FitClaimsRepository['order']>>>;
type PieceRow = Awaited<ReturnType<FitClaimsRepository['pieces']>>[number];

const claimNotFound = () => notFound(FIT_CLAIM_MESSAGES.notFound, ErrorCode.fit_claim_not_found);
const decidedAlready = () => new HttpError(409, ErrorCode.fit_claim_decided, FIT_CLAIM_MESSAGES.decided);
const openAlready = () =>
  new HttpError(
    409,
    ErrorCode.fit_claim_open,
    FIT_CLAIM_MESSAGES.alreadyOpen,
    {},
    { problems: [{ path: 'reference', message: FIT_CLAIM_MESSAGES.alreadyOpen }] },
  );

/** The refund of a claim's reimbursement: derived from the claim, so a retry is the same refund at the provider. */
const refundIdOf = (claimId: string): string =>
  `rfd_${createHash('sha256').update(`fit-claim:${claimId}`).digest('base64url').slice(0, 22)}`;

/** A store credit's code: 50 random bits in letters and digits a person can read out (no 0/O, 1/I). */
function creditCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  return `CREDIT-${[...bytes].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

const pieceLabel = (piece: Pick<OrderPiece, 'productType' | 'fabric'>): string => `${piece.productType}: ${piece.fabric.title}`;

/**
 * Fit claims (issue 29): a customer (or the holder of a guest order's link) reports a fit problem
 * with a delivered piece inside the product type's window, with 1–10 photos kept through the
 * fit-picture pipeline; the workroom decides an alteration (reimbursed through the refund path),
 * a remake (a zero-priced piece back at measurements confirmed, the adjusted size saved as a new
 * version), store credit (a single-use code), or declines with a reason. Each decision is e-mailed
 * and every step is in the audit log.
 */
export function createFitClaimsService({
  repository,
  storage,
  catalogue,
  refunds,
  measurements,
  credits,
  audit,
  mailer,
  clock,
  accountLink,
}: {
  repository: FitClaimsRepository;
  storage: FileStorage;
  catalogue: Pick<CatalogueService, 'productConfigs'>;
  refunds: Pick<RefundsService, 'refundableWithin' | 'reserveWithin' | 'payReserved'>;
  measurements: Pick<MeasurementsService, 'saveVersionWithin'>;
  credits: Pick<DiscountCodesAdminService, 'issueCreditWithin'>;
  audit: Pick<AuditService, 'record'>;
  mailer: Pick<Mailer, 'send'>;
  clock: Clock;
  /** The customer's order page for an e-mail; null for a guest. */
  accountLink: (order: { number: string; customerId: string | null }) => string | null;
}) {
  async function configs(): Promise<Record<ProductType, ProductConfig>> {
    return catalogue.productConfigs('SGD');
  }

  /** Each delivered piece's window, from its last `delivered` event (its own, or the whole order's). */
  function windowsOf(
    pieces: PieceRow[],
    deliveries: { reference: string | null; at: Date }[],
    guarantees: Record<ProductType, FitGuarantee>,
  ): FitClaimWindow[] {
    const now = clock.now();
    return pieces.flatMap((piece) => {
      if (piece.status !== 'delivered') return [];
      const delivered = deliveries.filter((event) => event.reference === null || event.reference === piece.reference).at(-1);
      if (!delivered) return [];
      const days = guarantees[piece.productType as ProductType]?.claimWindowDays ?? 30;
      return [{ reference: piece.reference, ...claimWindow(delivered.at, now, days) }];
    });
  }

  const guaranteesOf = (all: Record<ProductType, ProductConfig>) =>
    Object.fromEntries(Object.entries(all).map(([type, config]) => [type, config.fitGuarantee])) as Record<ProductType, FitGuarantee>;

  function photoUrl(base: string, photo: FitClaimPhotoRow, size: 'full' | 'thumbnail', key: string | null): string {
    return `${base}/photos/${photo.id}/${size}${key ? `?key=${encodeURIComponent(key)}` : ''}`;
  }

  function present(claim: FitClaimRow, photos: FitClaimPhotoRow[], base: string, key: string | null): FitClaim {
    return {
      id: claim.id,
      reference: claim.reference,
      productType: claim.productType,
      problem: claim.problem as FitClaim['problem'],
      details: claim.details,
      status: claim.status,
      createdAt: claim.createdAt.toISOString(),
      photos: photos
        .filter((photo) => photo.claimId === claim.id)
        .map((photo) => ({
          id: photo.id,
          name: photo.name,
          width: photo.width,
          height: photo.height,
          url: photoUrl(base, photo, 'full', key),
          thumbnailUrl: photoUrl(base, photo, 'thumbnail', key),
        })),
      decision:
        claim.decision && claim.decidedAt
          ? {
              kind: claim.decision,
              amount: claim.amountMinor !== null && claim.currency ? toMoney(claim.amountMinor, claim.currency) : null,
              reason: claim.reason,
              creditCode: claim.creditCode,
              remakeReference: claim.remakeReference,
              decidedAt: claim.decidedAt.toISOString(),
            }
          : null,
    };
  }

  const customerBase = (access: ClaimAccess, claimId: string) => `/api/orders/${access.order.number}/fit-claims/${claimId}`;
  const staffBase = (claimId: string) => `/api/admin/fit-claims/${claimId}`;

  /** Every picture of a form checked and made safe (EXIF gone) before anything is written; a refusal names the file. */
  async function keepAll(files: FormFile[]): Promise<{ file: FormFile; picture: KeptPicture }[]> {
    const kept: { file: FormFile; picture: KeptPicture }[] = [];
    for (const file of files) {
      const picture = await keepPicture(file.bytes, {
        accepted: FIT_PICTURE_TYPES,
        side: FIT_PICTURE_LIMITS.keptSide,
        thumbnailSide: FIT_PICTURE_LIMITS.thumbnailSide,
      });
      if (picture === 'not_a_picture') throw badField('files', FIT_CLAIM_MESSAGES.notAPicture(file.name), ErrorCode.not_a_picture);
      if (picture === 'unreadable') throw badField('files', FIT_CLAIM_MESSAGES.unreadable(file.name), ErrorCode.not_a_picture);
      kept.push({ file, picture });
    }
    return kept;
  }

  /** Writes files, then runs `rows` (the database's part); if that fails the files go again. */
  async function writingFiles<T>(files: { key: string; bytes: Buffer }[], rows: () => Promise<T>): Promise<T> {
    const written: string[] = [];
    try {
      for (const file of files) {
        written.push(file.key);
        await storage.put(file.key, file.bytes);
      }
      return await rows();
    } catch (error) {
      await Promise.all(written.map((key) => storage.remove(key).catch(() => undefined)));
      throw error;
    }
  }

  function parseAmount(field: string, amount: string, currency: CurrencyCode): number {
    let minor: number;
    try {
      minor = decimalStringToMinor(amount, currency);
    } catch {
      throw badField(field, `${field}: has more decimals than ${currency} has`, ErrorCode.invalid_input);
    }
    if (minor <= 0) throw badField(field, `${field}: must be more than zero`, ErrorCode.invalid_input);
    return minor;
  }

  /** The piece's sizing as it was paid (track, basis and saved size's name), from the order's snapshot. */
  function sizingOf(order: OrderRow, reference: string): PieceSizing | null {
    const item = (order.snapshot as PaidSnapshot).items.find((candidate) => candidate.reference === reference);
    return item?.sizing ?? null;
  }

  async function adminView(claim: FitClaimRow): Promise<AdminFitClaim> {
    const order = await repository.order(claim.orderId);
    if (!order) throw claimNotFound();
    const [pieces, photos, all, decidedBy, refundStatus] = await Promise.all([
      repository.pieces(order.id),
      repository.photosOf([claim.id]),
      configs(),
      repository.staffEmail(claim.decidedBy),
      repository.refundStatus(claim.refundId),
    ]);
    const pieceRow = pieces.find((piece) => piece.reference === claim.reference);
    if (!pieceRow) throw claimNotFound();
    const piece = { ...(pieceRow.snapshot as Omit<OrderPiece, 'status'>), status: pieceRow.status as OrderStatus };
    const guarantee = all[claim.productType].fitGuarantee;
    const refundable = await refunds.refundableWithin(order);
    const limit = alterationLimit({
      pieceMinor: decimalStringToMinor(piece.total.amount, order.currencyCode),
      refundableMinor: refundable,
      reimbursedMinor: await repository.givenFor(order.id, claim.reference, ['alteration']),
      guarantee,
      currency: order.currencyCode,
      ratePerSgd: (order.snapshot as PaidSnapshot).ratePerSgd,
    });
    const sizing = sizingOf(order, claim.reference);
    const snapshot = order.snapshot as PaidSnapshot;
    return {
      ...present(claim, photos, staffBase(claim.id), null),
      orderNumber: order.number,
      customerName: order.customerName,
      email: order.email,
      customerId: order.customerId,
      piece,
      measurementsAsSold: piece.measurements,
      sizing: {
        track: sizing?.track ?? 'standard',
        size: sizing?.track === 'body' ? null : (sizing?.size ?? null),
        fit: sizing?.fit ?? snapshot.items[0]?.sizing.fit ?? '',
      },
      alterationLimit: toMoney(limit, order.currencyCode),
      remakes: { used: await repository.remakesOf(claim.claimantKey, claim.productType), limit: guarantee.remakeLimit },
      receipt: claim.receiptKey
        ? { url: `${staffBase(claim.id)}/receipt/full`, thumbnailUrl: `${staffBase(claim.id)}/receipt/thumbnail` }
        : null,
      decidedBy,
      refundStatus,
    };
  }

  return {
    /** GET /api/orders/{number}/fit-claims: the order's claims and each delivered piece's window. */
    async list(access: ClaimAccess): Promise<FitClaimList> {
      const [claims, pieces, deliveries, all] = await Promise.all([
        repository.ofOrder(access.order.id),
        repository.pieces(access.order.id),
        repository.deliveries(access.order.id),
        configs(),
      ]);
      const photos = await repository.photosOf(claims.map((claim) => claim.id));
      return {
        claims: claims.map((claim) => present(claim, photos, customerBase(access, claim.id), access.key)),
        windows: windowsOf(pieces, deliveries, guaranteesOf(all)),
      };
    },

    /**
     * POST /api/orders/{number}/fit-claims: one piece's fit problem, with 1–10 photos. Everything
     * is checked and every photo made before anything is written; the files first, then the rows
     * under the order's lock (one open claim per piece, also held by a unique index).
     */
    async file(
      access: ClaimAccess,
      customerId: string | null,
      form: { fields: Record<string, string>; files: FormFile[] },
    ): Promise<FitClaimFiled> {
      const parsed = FitClaimFieldsSchema.safeParse(form.fields);
      if (!parsed.success) {
        const problems = parsed.error.issues.map((issue) => ({ path: issue.path.join('.') || 'reference', message: issue.message }));
        throw invalidInput(problems[0]?.message ?? 'The form is not valid.', problems);
      }
      const fields = parsed.data;
      const [pieces, deliveries, all] = await Promise.all([
        repository.pieces(access.order.id),
        repository.deliveries(access.order.id),
        configs(),
      ]);
      const piece = pieces.find((candidate) => candidate.reference === fields.reference);
      if (!piece) throw badField('reference', FIT_CLAIM_MESSAGES.referenceUnknown, ErrorCode.invalid_input);
      const window = windowsOf([piece], deliveries, guaranteesOf(all))[0];
      if (!window) throw badField('reference', FIT_CLAIM_MESSAGES.notDelivered, ErrorCode.invalid_input);
      if (!window.open) {
        const lastDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
          new Date(`${window.lastDay}T00:00:00Z`),
        );
        const message = FIT_CLAIM_MESSAGES.windowClosed(lastDay);
        throw new HttpError(
          409,
          ErrorCode.fit_claim_window_closed,
          message,
          {},
          { problems: [{ path: 'reference', message }], lastDay: window.lastDay },
        );
      }
      if (form.files.length < FIT_CLAIM_LIMITS.photosMin) throw badField('files', FIT_CLAIM_MESSAGES.noPhotos, ErrorCode.invalid_input);
      if (form.files.length > FIT_CLAIM_LIMITS.photosMax)
        throw badField('files', FIT_CLAIM_MESSAGES.tooManyPhotos, ErrorCode.too_many_files);
      if (await repository.openFor(access.order.id, piece.reference)) throw openAlready();

      const kept = await keepAll(form.files);
      const order = await repository.order(access.order.id);
      if (!order) throw claimNotFound();
      const at = clock.now();
      const claim: FitClaimRow = {
        id: newClaimId(),
        orderId: order.id,
        reference: piece.reference,
        productType: piece.productType as ProductType,
        customerId: order.customerId,
        claimantKey: order.customerId ? `cus:${order.customerId}` : `email:${order.email.toLowerCase()}`,
        problem: fields.problem,
        details: fields.details,
        status: 'open',
        createdAt: at,
        decision: null,
        amountMinor: null,
        currency: null,
        reason: null,
        receiptKey: null,
        receiptThumbnailKey: null,
        receiptAmountMinor: null,
        decidedBy: null,
        decidedAt: null,
        refundId: null,
        remakeReference: null,
        creditCode: null,
      };
      const folder = `fit-claims/${order.id}/${claim.id}`;
      const photos: FitClaimPhotoRow[] = kept.map(({ file, picture }, position) => {
        const id = newClaimPhotoId();
        return {
          id,
          claimId: claim.id,
          orderId: order.id,
          position,
          name: file.name,
          fileKey: `${folder}/${id}.jpg`,
          thumbnailKey: `${folder}/${id}-thumb.webp`,
          width: picture.width,
          height: picture.height,
          bytes: picture.full.length,
        };
      });
      const files = photos.flatMap((photo, index) => [
        { key: photo.fileKey, bytes: kept[index]!.picture.full },
        { key: photo.thumbnailKey, bytes: kept[index]!.picture.thumbnail },
      ]);
      await writingFiles(files, () =>
        repository.transaction(async (tx) => {
          await repository.lockOrder(order.id, tx);
          if (await repository.openFor(order.id, piece.reference, tx)) throw openAlready();
          try {
            await repository.insert(claim, photos, tx);
          } catch (error) {
            if (isUniqueViolation(error)) throw openAlready();
            throw error;
          }
          // A customer's own step: no staff member, the claim named by its id (never the customer's name or e-mail).
          await audit.record(
            null,
            {
              action: 'fit_claim.file',
              subjectType: 'fit_claim',
              subjectId: claim.id,
              before: null,
              after: {
                order: order.number,
                reference: claim.reference,
                problem: claim.problem,
                by: customerId ? 'customer' : 'guest link',
              },
            },
            tx,
          );
          for (const photo of photos) {
            await audit.record(
              null,
              {
                action: 'fit_claim.photo_add',
                subjectType: 'fit_claim',
                subjectId: claim.id,
                before: null,
                after: { photo: photo.id, width: photo.width, height: photo.height },
              },
              tx,
            );
          }
        }),
      );
      return { message: FIT_CLAIM_MESSAGES.filed, claim: present(claim, photos, customerBase(access, claim.id), access.key) };
    },

    /** A claim photo's bytes for whoever may see the order; the same 404 for another order's claim or photo as for none. */
    async photo(access: ClaimAccess, claimId: string, photoId: string, size: 'full' | 'thumbnail') {
      const claim = await repository.byId(claimId);
      if (!claim || claim.orderId !== access.order.id) throw notFound('We could not find that picture.', ErrorCode.not_found);
      return photoFile(claimId, photoId, size);
    },

    photoForStaff: (claimId: string, photoId: string, size: 'full' | 'thumbnail') => photoFile(claimId, photoId, size),

    async receiptForStaff(claimId: string, size: 'full' | 'thumbnail') {
      const claim = await repository.byId(claimId);
      const key = size === 'full' ? claim?.receiptKey : claim?.receiptThumbnailKey;
      const bytes = key ? await storage.get(key) : null;
      if (!bytes) throw notFound('We could not find that picture.', ErrorCode.not_found);
      return { bytes, contentType: size === 'full' ? 'image/jpeg' : 'image/webp' };
    },

    /** GET /api/admin/fit-claims: the queue. */
    async queue(query: AdminFitClaimListQuery): Promise<AdminFitClaimList> {
      const { rows, total } = await repository.page(query.status, query.page, query.pageSize, query.order);
      return {
        claims: rows.map(({ claim, number, customerName, pieceSnapshot, photoCount }) => ({
          id: claim.id,
          orderNumber: number,
          customerName,
          reference: claim.reference,
          productType: claim.productType,
          fabric: (pieceSnapshot as { fabric: { title: string } }).fabric.title,
          problem: claim.problem,
          status: claim.status,
          decision: claim.decision,
          createdAt: claim.createdAt.toISOString(),
          photoCount,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async get(id: string): Promise<AdminFitClaim> {
      const claim = await repository.byId(id);
      if (!claim) throw claimNotFound();
      return adminView(claim);
    },

    /** POST /api/admin/fit-claims/{id}/receipt: the tailor's receipt photo, kept like a claim photo (one; a new one replaces it while the claim is open). */
    async addReceipt(actor: Actor, id: string, files: FormFile[]): Promise<AdminFitClaim> {
      const claim = await repository.byId(id);
      if (!claim) throw claimNotFound();
      if (claim.status !== 'open') throw decidedAlready();
      if (files.length !== 1)
        throw badField('files', FIT_CLAIM_MESSAGES.oneReceipt, files.length === 0 ? ErrorCode.invalid_input : ErrorCode.too_many_files);
      const { picture } = (await keepAll(files))[0]!;
      const stamp = randomBytes(9).toString('base64url');
      const fileKey = `fit-claims/${claim.orderId}/${claim.id}/receipt-${stamp}.jpg`;
      const thumbnailKey = `fit-claims/${claim.orderId}/${claim.id}/receipt-${stamp}-thumb.webp`;
      const replaced = [claim.receiptKey, claim.receiptThumbnailKey].filter((key): key is string => key !== null);
      await writingFiles(
        [
          { key: fileKey, bytes: picture.full },
          { key: thumbnailKey, bytes: picture.thumbnail },
        ],
        () =>
          repository.transaction(async (tx) => {
            const locked = await repository.lock(id, tx);
            if (!locked || locked.status !== 'open') throw decidedAlready();
            await repository.update(id, { receiptKey: fileKey, receiptThumbnailKey: thumbnailKey }, tx);
            await audit.record(
              actor,
              {
                action: 'fit_claim.receipt_add',
                subjectType: 'fit_claim',
                subjectId: id,
                before: null,
                after: { width: picture.width, height: picture.height },
              },
              tx,
            );
          }),
      );
      await Promise.all(replaced.map((key) => storage.remove(key).catch(() => undefined)));
      return adminView((await repository.byId(id))!);
    },

    /**
     * POST /api/admin/fit-claims/{id}/decision. Under the order's lock and the claim's: the claim
     * must still be open. Money (alteration, store credit) needs the refund right (the role's, or
     * the owner's grant). An alteration's
     * refund is written `pending` in the same transaction and paid after it; if the provider
     * refuses, the claim is open again and the same refund id is asked next time.
     */
    async decide(
      actor: Actor,
      caller: { role: StaffRole; grants: readonly string[] },
      id: string,
      request: AdminFitClaimDecisionRequest,
    ): Promise<AdminFitClaim> {
      if ((request.kind === 'alteration' || request.kind === 'store_credit') && !staffMay(caller.role, 'refunds', caller.grants)) {
        throw forbidden('Your role does not allow this: a decision that moves money needs the refund right.');
      }
      const found = await repository.byId(id);
      if (!found) throw claimNotFound();
      if (found.status !== 'open') throw decidedAlready();
      const all = await configs();
      const config = all[found.productType];
      const guarantee = config.fitGuarantee;

      const decided = await repository.transaction(async (tx) => {
        const order = await repository.lockOrder(found.orderId, tx);
        const claim = await repository.lock(id, tx);
        if (!order || !claim) throw claimNotFound();
        if (claim.status !== 'open') throw decidedAlready();
        const pieces = await repository.pieces(order.id, tx);
        const pieceRow = pieces.find((piece) => piece.reference === claim.reference);
        if (!pieceRow) throw claimNotFound();
        const piece = pieceRow.snapshot as Omit<OrderPiece, 'status'>;
        const snapshot = order.snapshot as PaidSnapshot;
        const currency = order.currencyCode;
        const at = clock.now();
        const note = 'note' in request && request.note ? request.note : null;
        const fields: Partial<FitClaimRow> = {
          status: 'decided',
          decision: request.kind,
          decidedBy: actor.staffId,
          decidedAt: at,
          reason: note,
        };
        let reserved: Awaited<ReturnType<RefundsService['reserveWithin']>> | null = null;

        if (request.kind === 'alteration') {
          if (!claim.receiptKey) throw badField('receiptAmount', FIT_CLAIM_MESSAGES.receiptMissing, ErrorCode.invalid_input);
          const receiptMinor = parseAmount('receiptAmount', request.receiptAmount, currency);
          const refundable = await refunds.refundableWithin(order, tx);
          // Earlier alterations of this piece count against its share and cap (read under the order's lock).
          const reimbursedMinor = await repository.givenFor(order.id, claim.reference, ['alteration'], tx);
          const amount = reimbursement({
            receiptMinor,
            pieceMinor: decimalStringToMinor(piece.total.amount, currency),
            refundableMinor: refundable,
            reimbursedMinor,
            guarantee,
            currency,
            ratePerSgd: snapshot.ratePerSgd,
          });
          if (amount <= 0)
            throw new HttpError(
              409,
              ErrorCode.nothing_to_reimburse,
              'Nothing is left to reimburse: this piece’s alterations have reached the guarantee’s share and cap, or the order is refunded in full.',
            );
          reserved = await refunds.reserveWithin(
            actor,
            order,
            {
              id: refundIdOf(claim.id),
              amountMinor: amount,
              references: [],
              reason: `Your tailor’s alteration of ${pieceLabel(piece)}, reimbursed under our fit guarantee.`,
            },
            tx,
          );
          Object.assign(fields, { amountMinor: amount, currency, receiptAmountMinor: receiptMinor, refundId: reserved.id });
        }

        if (request.kind === 'remake') {
          await repository.lockRemakes(claim.claimantKey, claim.productType, tx);
          const used = await repository.remakesOf(claim.claimantKey, claim.productType, tx);
          if (used >= guarantee.remakeLimit) {
            const message = FIT_CLAIM_MESSAGES.remakeLimit(guarantee.remakeLimit, claim.productType);
            throw new HttpError(409, ErrorCode.remake_limit_reached, message, {}, { limit: guarantee.remakeLimit });
          }
          const sizing = sizingOf(order, claim.reference);
          const track = sizing?.track ?? 'standard';
          const basis = { size: track === 'body' ? null : (sizing?.size ?? null), fit: sizing?.fit ?? config.measurements.fits[0] ?? '' };
          const checked = checkSize(config.measurements, track, basis, request.measurements as SizeMeasurement[]);
          if (checked.problems.length > 0) {
            throw invalidInput(
              checked.problems[0]!.message,
              checked.problems.map(({ field, message }) => ({ path: field === null ? 'measurements' : `measurements.${field}`, message })),
            );
          }
          const labels = Object.fromEntries(config.measurements.fields.map((field) => [field.key, field.label]));
          const reference = `remake_${randomBytes(9).toString('base64url')}`;
          const remade: Omit<OrderPiece, 'status'> = {
            ...piece,
            reference,
            measurements: measurementsOf(checked.measurements, labels),
            sizeSource: `Remake of ${pieceLabel(piece)}, adjusted measurements`,
            charges: [],
            total: toMoney(0, currency),
            delivery: null,
            remakeOf: claim.reference,
          };
          const status: OrderStatus = 'measurements_confirmed';
          const orderStatus = orderStatusOf([...pieces.map((row) => row.status as OrderStatus), status]);
          // The remake must leave the workroom after the stages still ahead of it, counted from today; the
          // order is due when its first unfinished piece is, so the board puts it where the work is.
          const stages = config.timeline.stageDays;
          const dueOn = addDays(singaporeDay(at), stages.measurements_confirmed + stages.cutting + stages.sewing + stages.quality_check);
          const unfinishedDues = pieces
            .filter((row) => !['shipped', 'delivered', 'cancelled'].includes(row.status) && row.dueOn !== null)
            .map((row) => row.dueOn!);
          const orderDueOn = [...unfinishedDues, dueOn].sort()[0]!;
          await repository.addRemakePiece(
            order,
            {
              orderId: order.id,
              reference,
              position: pieces.length,
              status,
              snapshot: remade,
              productType: pieceRow.productType,
              category: pieceRow.category,
              dueOn,
              heldFrom: null,
            },
            orderStatus,
            orderDueOn,
            at,
            `Remake of ${claim.reference} (fit claim)`,
            tx,
          );
          if (order.customerId) {
            await measurements.saveVersionWithin(
              order.customerId,
              claim.productType,
              {
                sizeName: sizing?.sizeName ?? null,
                fallbackName: `Remake ${order.number}`,
                track,
                basedOn: basis,
                measurements: checked.measurements,
                source: 'remake',
                note: `fit claim ${claim.id}`,
              },
              config.measurements,
              tx,
            );
          }
          Object.assign(fields, { remakeReference: reference });
        }

        if (request.kind === 'store_credit') {
          const amount = parseAmount('amount', request.amount, currency);
          // Never more, over all the piece's claims, than the piece cost (read under the order's lock).
          const pieceMinor =
            decimalStringToMinor(piece.total.amount, currency) -
            (await repository.givenFor(order.id, claim.reference, ['alteration', 'store_credit'], tx));
          if (amount > pieceMinor)
            throw badField(
              'amount',
              `amount: at most what the piece cost, less what its earlier claims gave: ${formatMoney(Math.max(0, pieceMinor), currency)}`,
              ErrorCode.invalid_input,
            );
          const code = creditCode();
          await credits.issueCreditWithin(
            actor,
            { code, description: `Store credit for fit claim on ${order.number}`, currency, amountMinor: amount },
            tx,
          );
          Object.assign(fields, { amountMinor: amount, currency, creditCode: code });
        }

        if (request.kind === 'declined') Object.assign(fields, { reason: request.reason });

        await repository.update(claim.id, fields, tx);
        await audit.record(
          actor,
          {
            action: 'fit_claim.decide',
            subjectType: 'fit_claim',
            subjectId: claim.id,
            before: { status: 'open' },
            after: {
              order: order.number,
              reference: claim.reference,
              decision: request.kind,
              amount: fields.amountMinor != null ? toMoney(fields.amountMinor, currency) : null,
              reason: fields.reason ?? null,
              remake: fields.remakeReference ?? null,
              refund: fields.refundId ?? null,
              credit: fields.creditCode ?? null,
            },
          },
          tx,
        );
        const email = fitClaimDecisionEmail({
          to: order.email,
          firstName: snapshot.address.firstName,
          orderNumber: order.number,
          piece: pieceLabel(piece),
          kind: request.kind,
          amount: fields.amountMinor != null ? formatMoney(fields.amountMinor, currency) : null,
          reason: fields.reason ?? null,
          creditCode: fields.creditCode ?? null,
          link: accountLink(order),
        });
        // A reimbursement is e-mailed once the provider has taken it; every other decision with the decision itself.
        if (request.kind !== 'alteration') await mailer.send(email, { within: tx, dedupeKey: `fit-claim-decision:${claim.id}` });
        return { order, reserved, email };
      });

      if (decided.reserved) {
        try {
          await refunds.payReserved(decided.order, decided.reserved);
        } catch (error) {
          // The provider refused: the claim is open again, and the next decision asks under the same refund id.
          await repository.transaction(async (tx) => {
            await repository.update(
              id,
              {
                status: 'open',
                decision: null,
                decidedBy: null,
                decidedAt: null,
                amountMinor: null,
                currency: null,
                reason: null,
                refundId: null,
              },
              tx,
            );
            await audit.record(
              actor,
              {
                action: 'fit_claim.reopen',
                subjectType: 'fit_claim',
                subjectId: id,
                before: { decision: 'alteration' },
                after: { status: 'open', why: 'the payment provider refused the refund' },
              },
              tx,
            );
          });
          throw error;
        }
        await mailer.send(decided.email, { dedupeKey: `fit-claim-decision:${id}` });
      }
      return adminView((await repository.byId(id))!);
    },
  };

  async function photoFile(claimId: string, photoId: string, size: 'full' | 'thumbnail') {
    const row = await repository.photo(claimId, photoId);
    const bytes = row ? await storage.get(size === 'full' ? row.fileKey : row.thumbnailKey) : null;
    if (!bytes) throw notFound('We could not find that picture.', ErrorCode.not_found);
    return { bytes, contentType: size === 'full' ? 'image/jpeg' : 'image/webp' };
  }
}

export type FitClaimsService = ReturnType<typeof createFitClaimsService>;
