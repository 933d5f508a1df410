import { ErrorCode, type CurrencyCode } from '@selvedge/contract';
import type { AdminRefundRequest, AdminRefunds } from '@selvedge/contract/admin';
import { decimalStringToMinor, formatMoney, toMoney } from '@selvedge/domain';
import type { Runner } from '../../db/transaction.js';
import type { Clock } from '../../platform/clock.js';
import { badField, HttpError, notFound } from '../../platform/errors.js';
import { escapeHtml } from '../../platform/escape-html.js';
import type { Mailer } from '../../platform/mailer.js';
import type { PaymentProvider } from '../../platform/payments/payment-provider.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import { newRefundId, type RefundRow, type RefundsRepository } from './refunds.repository.js';

interface CapturedPayment {
  provider: string;
  providerRef: string;
  amountMinor: number;
  currency: CurrencyCode;
}

const orderNotFound = () => notFound('We could not find that order.', ErrorCode.order_not_found);

/**
 * Refunds (issue 16): decided under the order's lock and written `pending` before the provider is
 * asked, so any number asked at once never give back more than was captured; the provider's
 * answer settles each (a failure frees its amount again), and the customer is told by e-mail.
 */
export function createRefundsService({
  repository,
  payments,
  provider,
  audit,
  mailer,
  clock,
}: {
  repository: RefundsRepository;
  payments: { capturedPayment(paymentId: string): Promise<CapturedPayment | null> };
  provider: Pick<PaymentProvider, 'name' | 'refund' | 'findRefund'>;
  audit: Pick<AuditService, 'record'>;
  mailer: Pick<Mailer, 'send'>;
  clock: Clock;
}) {
  async function listOf(order: { id: string; totalMinor: number; currencyCode: CurrencyCode }): Promise<AdminRefunds> {
    const rows = await repository.ofOrder(order.id);
    const given = rows.filter((row) => row.status !== 'failed').reduce((sum, row) => sum + row.amountMinor, 0);
    return {
      captured: toMoney(order.totalMinor, order.currencyCode),
      refundable: toMoney(order.totalMinor - given, order.currencyCode),
      refunds: rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        amount: toMoney(row.amountMinor, row.currency),
        references: row.references,
        reason: row.reason,
        status: row.status,
        message: row.message,
        staffEmail: row.staffEmail,
      })),
    };
  }

  return {
    async list(number: string): Promise<AdminRefunds> {
      const order = await repository.byNumber(number);
      if (!order) throw orderNotFound();
      return listOf(order);
    },

    async refund(actor: Actor, number: string, request: AdminRefundRequest): Promise<AdminRefunds> {
      const found = await repository.byNumber(number);
      if (!found) throw orderNotFound();
      // A captured payment does not change: it is read before the order is locked.
      const payment = await payments.capturedPayment(found.paymentId);
      if (!payment) throw new HttpError(409, ErrorCode.refund_failed, 'This order has no captured payment to refund.');
      if (payment.provider !== provider.name)
        throw new HttpError(
          409,
          ErrorCode.refund_failed,
          `This order was paid through ${payment.provider}, which is not the shop's payment provider now.`,
        );
      const decided = await repository.transaction(async (tx) => {
        const order = await repository.lockOrder(number, tx);
        if (!order) throw orderNotFound();
        const live = await repository.live(order.id, tx);
        const pieces = (order.snapshot as { items: { reference: string; groupedItemsTotal: string }[] }).items;
        const references = request.references ?? [];
        const taken = new Set(live.flatMap((row) => row.references));
        for (const reference of references) {
          if (!pieces.some((piece) => piece.reference === reference))
            throw badField('references', `references: ${reference} is not a piece of this order`, ErrorCode.invalid_input);
          if (taken.has(reference))
            throw new HttpError(409, ErrorCode.refund_too_large, `That piece (${reference}) has been refunded already.`);
        }
        if (new Set(references).size !== references.length)
          throw badField('references', 'references: name each piece once', ErrorCode.invalid_input);
        let amountMinor: number;
        try {
          amountMinor =
            request.amount !== undefined
              ? decimalStringToMinor(request.amount, order.currencyCode)
              : references.reduce(
                  (sum, reference) =>
                    sum +
                    decimalStringToMinor(pieces.find((piece) => piece.reference === reference)!.groupedItemsTotal, order.currencyCode),
                  0,
                );
        } catch {
          throw badField('amount', `amount: has more decimals than ${order.currencyCode} has`, ErrorCode.invalid_input);
        }
        if (amountMinor <= 0) throw badField('amount', 'amount: must be more than zero', ErrorCode.invalid_input);
        const refundable = order.totalMinor - live.reduce((sum, row) => sum + row.amountMinor, 0);
        if (amountMinor > refundable) {
          throw new HttpError(
            409,
            ErrorCode.refund_too_large,
            `Only ${formatMoney(refundable, order.currencyCode)} of this order can still be refunded.`,
            {},
            { refundable: toMoney(refundable, order.currencyCode) },
          );
        }
        const row: RefundRow = {
          id: newRefundId(),
          orderId: order.id,
          paymentId: order.paymentId,
          amountMinor,
          currency: order.currencyCode,
          references,
          reason: request.reason,
          status: 'pending',
          providerRef: null,
          message: null,
          staffId: actor.staffId,
          createdAt: clock.now(),
        };
        await repository.insert(row, tx);
        await audit.record(
          actor,
          {
            action: 'order.refund',
            subjectType: 'order',
            subjectId: order.number,
            before: null,
            after: { refund: row.id, amount: toMoney(amountMinor, order.currencyCode), references, reason: request.reason },
          },
          tx,
        );
        return { order, row };
      });

      const { order, row } = decided;
      let outcome;
      try {
        outcome = await provider.refund({
          providerRef: payment.providerRef,
          amountMinor: row.amountMinor,
          currency: row.currency,
          idempotencyKey: row.id,
        });
      } catch {
        outcome = {
          refundRef: null,
          status: 'failed' as const,
          message: 'The payment provider could not be reached. Nothing was refunded; try again.',
        };
      }
      await repository.settle(row.id, { status: outcome.status, providerRef: outcome.refundRef || null, message: outcome.message });
      if (outcome.status === 'failed')
        throw new HttpError(502, ErrorCode.refund_failed, outcome.message ?? 'The payment provider refused the refund.');
      await tellCustomer(order, row);
      return listOf(order);
    },

    /**
     * What of an order can still be refunded (captured less every refund not failed), read in the
     * caller's transaction, which holds the order's lock (a fit claim's reimbursement).
     */
    async refundableWithin(order: { id: string; totalMinor: number }, tx?: Runner): Promise<number> {
      const live = await repository.live(order.id, tx);
      return order.totalMinor - live.reduce((sum, row) => sum + row.amountMinor, 0);
    },

    /**
     * A refund another part of the shop decided in its own transaction under the order's lock (a
     * fit claim's reimbursement), written `pending` under the caller's id: a retry after a failure
     * asks again under the same id, which is also the provider's idempotency key, so nothing is paid twice.
     */
    async reserveWithin(
      actor: Actor,
      order: { id: string; number: string; paymentId: string; currencyCode: CurrencyCode },
      refund: { id: string; amountMinor: number; references: string[]; reason: string },
      tx: Runner,
    ): Promise<RefundRow> {
      const row: RefundRow = {
        id: refund.id,
        orderId: order.id,
        paymentId: order.paymentId,
        amountMinor: refund.amountMinor,
        currency: order.currencyCode,
        references: refund.references,
        reason: refund.reason,
        status: 'pending',
        providerRef: null,
        message: null,
        staffId: actor.staffId,
        createdAt: clock.now(),
      };
      await repository.insertOrRevive(row, tx);
      await audit.record(
        actor,
        {
          action: 'order.refund',
          subjectType: 'order',
          subjectId: order.number,
          before: null,
          after: { refund: row.id, amount: toMoney(row.amountMinor, row.currency), references: row.references, reason: row.reason },
        },
        tx,
      );
      return row;
    },

    /** Asks the provider for a refund written by `reserveWithin`, settles it and tells the customer; a 502 when the provider refuses. */
    async payReserved(
      order: { number: string; email: string; snapshot: unknown; paymentId: string },
      row: RefundRow,
    ): Promise<'succeeded' | 'pending'> {
      const payment = await payments.capturedPayment(order.paymentId);
      if (!payment || payment.provider !== provider.name) {
        await repository.settle(row.id, { status: 'failed', providerRef: null, message: 'This order has no captured payment to refund.' });
        throw new HttpError(
          409,
          ErrorCode.refund_failed,
          'This order has no captured payment through the shop’s payment provider to refund.',
        );
      }
      let outcome;
      try {
        outcome = await provider.refund({
          providerRef: payment.providerRef,
          amountMinor: row.amountMinor,
          currency: row.currency,
          idempotencyKey: row.id,
        });
      } catch {
        outcome = {
          refundRef: null,
          status: 'failed' as const,
          message: 'The payment provider could not be reached. Nothing was refunded; try again.',
        };
      }
      await repository.settle(row.id, { status: outcome.status, providerRef: outcome.refundRef || null, message: outcome.message });
      if (outcome.status === 'failed')
        throw new HttpError(502, ErrorCode.refund_failed, outcome.message ?? 'The payment provider refused the refund.');
      if (outcome.status === 'succeeded') await tellCustomer(order, row);
      return outcome.status;
    },

    /**
     * The refund sweep (a job every few minutes): a refund still pending `afterMs` after it was
     * written (the process stopped before the provider answered, or the provider is still paying
     * it) is looked up at the provider by our id and settled as it stands there; one the provider
     * never received is asked again under the same id. Answers how many were settled.
     */
    async sweep(afterMs: number, limit = 20): Promise<number> {
      const pending = await repository.pendingBefore(new Date(clock.now().getTime() - afterMs), limit);
      let settled = 0;
      for (const { refund: row, order } of pending) {
        try {
          const payment = await payments.capturedPayment(row.paymentId);
          if (!payment || payment.provider !== provider.name) continue;
          const start = { providerRef: payment.providerRef, amountMinor: row.amountMinor, currency: row.currency, idempotencyKey: row.id };
          const outcome = (await provider.findRefund(start)) ?? (await provider.refund(start));
          if (outcome.status === 'pending') continue;
          if (
            !(await repository.settle(row.id, { status: outcome.status, providerRef: outcome.refundRef || null, message: outcome.message }))
          )
            continue;
          settled += 1;
          if (outcome.status === 'succeeded') await tellCustomer(order, row);
        } catch {
          // The provider is away: this refund is asked about again on the next sweep.
        }
      }
      return settled;
    },
  };

  /** The customer's e-mail about a refund made; sent once however often it is settled. */
  async function tellCustomer(order: { number: string; email: string; snapshot: unknown }, row: RefundRow): Promise<void> {
    const amount = formatMoney(row.amountMinor, row.currency);
    const firstName = (order.snapshot as { address: { firstName: string } }).address.firstName;
    await mailer.send(
      {
        to: order.email,
        subject: `A refund on your Selvedge order ${order.number}`,
        text: `Dear ${firstName},\n\nWe have refunded ${amount} on your order ${order.number}: ${row.reason}\n\nIt goes back to the card you paid with and usually shows within 5 to 10 days.\n\nSelvedge, Singapore\n`,
        html: `<p>Dear ${escapeHtml(firstName)},</p><p>We have refunded <strong>${escapeHtml(amount)}</strong> on your order ${escapeHtml(order.number)}: ${escapeHtml(row.reason)}</p><p>It goes back to the card you paid with and usually shows within 5 to 10 days.</p><p>Selvedge, Singapore</p>`,
      },
      { dedupeKey: `refund:${row.id}` },
    );
  }
}

export type RefundsService = ReturnType<typeof createRefundsService>;
