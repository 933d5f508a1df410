import { describe, expect, it } from 'vitest';
import { auditSentence, changedFieldWords, type AuditFacts, type SentencePart } from './audit-sentences.js';

/** The sentence as plain words, the subject written as [its name]. */
function read(action: string, facts: Partial<AuditFacts>): string {
  const { parts } = auditSentence(action, {
    subjectType: 'fabric',
    subjectId: 'prod_1',
    subjectName: 'Giza Poplin White',
    before: null,
    after: null,
    ...facts,
  });
  return parts.map((part: SentencePart) => (typeof part === 'string' ? part : `[${facts.subjectName ?? 'Giza Poplin White'}]`)).join('');
}

describe('the audit log in sentences', () => {
  it('says a fabric was withdrawn, put back on sale or marked out of stock, with its reason', () => {
    expect(
      read('fabric.sale_status', {
        before: { saleStatus: 'on_sale', note: null },
        after: { saleStatus: 'withdrawn', note: 'Mill stopped weaving it' },
      }),
    ).toBe('withdrew [Giza Poplin White] (reason: Mill stopped weaving it)');
    expect(read('fabric.sale_status', { after: { saleStatus: 'on_sale', note: null } })).toBe('put [Giza Poplin White] back on sale');
    expect(read('fabric.sale_status', { after: { saleStatus: 'out_of_stock', note: '' } })).toBe('marked [Giza Poplin White] out of stock');
  });

  it('names the fields an edit changed, in words, leaving out bookkeeping', () => {
    expect(
      read('fabric.update', {
        before: { title: 'A', priceSgd: 100, version: 1, updatedAt: 'x' },
        after: { title: 'A', priceSgd: 120, version: 2, updatedAt: 'y', saleStatusNote: 'n' },
      }),
    ).toBe('changed the fabric [Giza Poplin White]: price sgd and sale status note');
    expect(changedFieldWords({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('writes an order’s move with its stages’ names, an amount refunded as money', () => {
    const order = { subjectType: 'order', subjectId: 'SV-1001', subjectName: 'SV-1001' };
    expect(
      read('order.move', {
        ...order,
        before: { status: 'paid', pieces: { A: 'paid' } },
        after: { status: 'cutting', pieces: { A: 'cutting' }, note: 'Cut today' },
      }),
    ).toBe('moved order [SV-1001] to Cutting (1 piece), from Paid (note: Cut today)');
    expect(
      read('order.refund', {
        ...order,
        after: { refund: 'ref_1', amount: { amount: '120.00', currencyCode: 'SGD' }, reason: 'Late' },
      }).replace(/\s/gu, ' '),
    ).toBe('refunded SGD 120.00 on order [SV-1001] (reason: Late)');
  });

  it('writes a staff change as what it means', () => {
    const mina = { subjectType: 'staff', subjectId: 'stf_1', subjectName: 'Mina Tan' };
    expect(read('staff.update', { ...mina, before: { role: 'manager', active: true }, after: { role: 'manager', active: false } })).toBe(
      'deactivated [Mina Tan]',
    );
    expect(read('staff.update', { ...mina, before: { role: 'manager', active: true }, after: { role: 'workroom', active: true } })).toBe(
      'made [Mina Tan] a workroom member (was a manager)',
    );
    expect(
      read('staff.invite', {
        subjectType: 'invitation',
        subjectId: 'kai@selvedge.example',
        subjectName: 'kai@selvedge.example',
        after: { role: 'manager' },
      }),
    ).toBe('invited [kai@selvedge.example] to join as a manager');
  });

  it('says the customer filed a claim, and the shop did what no staff member did', () => {
    expect(
      auditSentence('fit_claim.file', { subjectType: 'fit_claim', subjectId: 'fc_1', subjectName: 'SV-1 A', before: null, after: {} })
        .nobody,
    ).toBe('The customer');
    expect(
      auditSentence('payment.refunded_automatically', {
        subjectType: 'payment',
        subjectId: 'pay_1',
        subjectName: null,
        before: null,
        after: {},
      }).nobody,
    ).toBe('The shop');
  });

  it('writes the studios’ set-up and a fitter’s measurements in words', () => {
    expect(
      read('studio.create', { subjectType: 'studio', subjectName: 'Studio Tanjong Pagar', after: { name: 'Studio Tanjong Pagar' } }),
    ).toBe('opened the studio [Studio Tanjong Pagar]');
    expect(read('studio.closure_add', { subjectType: 'studio', after: { date: '2026-12-25', fitterId: null, reason: 'Christmas' } })).toBe(
      'closed a studio on 2026-12-25 (reason: Christmas)',
    );
    expect(read('studio.fitter_update', { subjectType: 'studio', after: { name: 'Priya', active: false } })).toBe(
      'changed the fitter Priya (no longer taking appointments)',
    );
    expect(read('appointment.measurements', { subjectType: 'appointment', after: { size: 'shirt: Studio 2026-11-28 (version 1)' } })).toBe(
      'recorded measurements at a studio appointment as shirt: Studio 2026-11-28 (version 1)',
    );
  });

  it('says who may now make refunds, and a staff member’s sessions ended', () => {
    expect(
      read('staff.grant', { subjectType: 'staff', subjectName: 'Mina Tan', before: { grants: [] }, after: { grants: ['refunds'] } }),
    ).toBe('let [Mina Tan] make refunds');
    expect(
      read('staff.grant', { subjectType: 'staff', subjectName: 'Mina Tan', before: { grants: ['refunds'] }, after: { grants: [] } }),
    ).toBe('stopped [Mina Tan] making refunds');
    expect(read('staff.sessions_end', { subjectType: 'staff', subjectName: 'Mina Tan', after: { ended: 2 } })).toBe(
      'ended 2 sessions of [Mina Tan]',
    );
  });

  it('still writes a sentence for a kind it has no template for', () => {
    expect(read('fabric.archive', {})).toBe('changed the fabric [Giza Poplin White] (archive)');
  });
});
