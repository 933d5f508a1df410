import { describe, expect, it } from 'vitest';
import { emailPictureOf, orderStatusEmail } from './orders.emails.js';
import { lateEmail } from './timeline.emails.js';

const order = { number: 'SV-100001', email: 'ada@example.com', address: { firstName: 'Ada <b>' } } as Parameters<
  typeof orderStatusEmail
>[0]['order'];

describe('the stage e-mail', () => {
  it('carries the tailor’s note and the expected delivery, escaped in its HTML', () => {
    const mail = orderStatusEmail({
      order,
      status: 'cutting',
      pieces: [{ name: 'shirt: Oxford', picture: null }],
      link: null,
      note: 'Cloth <script>alert(1)</script> & cut',
      expectedOn: '5 April 2031',
    });
    expect(mail.text).toContain('A note from your tailor: Cloth <script>alert(1)</script> & cut');
    expect(mail.text).toContain('Expected delivery: 5 April 2031.');
    expect(mail.html).toContain('A note from your tailor: Cloth &lt;script&gt;alert(1)&lt;/script&gt; &amp; cut');
    expect(mail.html).not.toContain('<script>');
  });

  it('says nothing of a note or a date it was not given', () => {
    const mail = orderStatusEmail({ order, status: 'cutting', pieces: [{ name: 'shirt: Oxford', picture: null }], link: null });
    expect(mail.text).not.toContain('A note from your tailor');
    expect(mail.text).not.toContain('Expected delivery');
  });
});

describe('the late e-mail', () => {
  it('names each late piece with its new date, the promised one and the reason, escaped', () => {
    const mail = lateEmail({
      order,
      pieces: [{ name: 'shirt: Oxford', picture: null, expectedOn: '2031-04-10', promisedTo: '2031-04-08', holdReason: 'Cloth <late>' }],
      link: 'https://shop.example/account/orders/SV-100001',
    });
    expect(mail.subject).toBe('Your Selvedge order SV-100001: a new delivery date');
    expect(mail.text).toContain(
      'shirt: Oxford: now expected on 10 April 2031 (we had promised it by 8 April 2031). The reason: Cloth <late>',
    );
    expect(mail.html).toContain('Cloth &lt;late&gt;');
    expect(mail.html).toContain('Dear Ada &lt;b&gt;');
  });
});

describe('a piece’s picture in the e-mails', () => {
  const piece = {
    productType: 'shirt' as const,
    fabric: { id: 'f1', title: 'Royal Oxford "Sky"', handle: 'royal-oxford-sky' },
    attributes: [
      { key: 'Collar', value: 'Spread collar' },
      { key: 'Size', value: 'M' },
    ],
    preview: '/api/previews/shirt.webp?fabric=royal-oxford-sky&collar=spread&initials=A%26B',
  };
  const picture = emailPictureOf('https://shop.example', piece);

  it('is the piece’s picture on the shop’s public address, with its words', () => {
    expect(picture).toEqual({
      src: 'https://shop.example/api/previews/shirt.webp?fabric=royal-oxford-sky&collar=spread&initials=A%26B',
      alt: 'Spread collar shirt in Royal Oxford "Sky"',
    });
    expect(emailPictureOf('https://shop.example', { ...piece, preview: undefined })).toBeNull();
  });

  it('is in the stage e-mail and the late e-mail as an image with an absolute address, escaped', () => {
    const staged = orderStatusEmail({ order, status: 'cutting', pieces: [{ name: 'shirt: Oxford', picture }], link: null });
    const late = lateEmail({
      order,
      pieces: [{ name: 'shirt: Oxford', picture, expectedOn: '2031-04-10', promisedTo: '2031-04-08', holdReason: null }],
      link: null,
    });
    for (const mail of [staged, late]) {
      expect(mail.html).toContain(
        '<img src="https://shop.example/api/previews/shirt.webp?fabric=royal-oxford-sky&amp;collar=spread&amp;initials=A%26B"',
      );
      expect(mail.html).toContain('alt="Spread collar shirt in Royal Oxford &quot;Sky&quot;" width="140"');
    }
    expect(
      orderStatusEmail({ order, status: 'cutting', pieces: [{ name: 'shirt: Oxford', picture: null }], link: null }).html,
    ).not.toContain('<img');
  });
});
