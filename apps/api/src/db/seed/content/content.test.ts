import { describe, it, expect } from 'vitest';
import { BlogSchema, CURRENCY_CODES, STATIC_PAGES, ShippingCountrySchema, StaticContentSchema } from '@selvedge/contract';
import { seedBlogs, seedCurrencies, seedPreorder, seedShippingCountries, seedShippingRates, seedStaticContent } from './index.js';

const SeedPageSchema = StaticContentSchema.omit({ updatedAt: true });

/** Every piece of prose the pages carry, with where it came from. */
function pageTexts(): { where: string; text: string }[] {
  return seedStaticContent.flatMap((page) => [
    { where: `${page.page} title`, text: page.title },
    { where: `${page.page} metaDescription`, text: page.metaDescription },
    { where: `${page.page} intro`, text: page.intro },
    ...page.sections.flatMap((section) => [
      { where: `${page.page}#${section.id} heading`, text: section.heading },
      { where: `${page.page}#${section.id} body`, text: section.body },
    ]),
    ...page.links.map((link) => ({ where: `${page.page} link ${link.label}`, text: `${link.label} ${link.href}` })),
  ]);
}

function allTexts(): { where: string; text: string }[] {
  const preorder = seedPreorder(new Date('2026-06-01T00:00:00Z'));
  return [
    ...pageTexts(),
    ...seedBlogs.flatMap((blog) => [
      { where: `blog ${blog.handle}`, text: `${blog.title} ${blog.description}` },
      ...blog.articles.map((a) => ({ where: `article ${a.handle}`, text: `${a.title} ${a.excerpt} ${a.body} ${a.author}` })),
    ]),
    ...seedShippingRates.map((rate) => ({ where: `rate ${rate.id}`, text: rate.name })),
    ...seedShippingCountries.map((c) => ({ where: `country ${c.code}`, text: `${c.name} ${c.description}` })),
    {
      where: 'preorder',
      text: [
        preorder.title,
        preorder.description,
        preorder.collectionTitle,
        preorder.collectionDescription,
        preorder.estimatedDelivery,
      ].join(' '),
    },
  ];
}

/** The targets of [text](target) markdown links. */
function markdownLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\[([^\]]*)\]\(([^)]*)\)/g)].map((match) => match[2] ?? '');
}

const SAFE_HREF = /^(https?:\/\/[^\s/]+\.[^\s]+|mailto:[^\s@]+@[^\s@]+\.[^\s]+|\/(?!\/)[^\s]*)$/;

/** The first segment of the shop's own routes (SPEC §2). "/" alone is home. */
const ROUTE_ROOTS = new Set([
  'shop',
  'preorder',
  'profile',
  'contact-us',
  'why-us',
  'our-products',
  'style-guide',
  'faq',
  'terms-and-conditions',
  'fit-pictures-guide',
  'trial',
  'appointments',
]);

function isShopRoute(href: string): boolean {
  if (href === '/') return true;
  const root = href.slice(1).split(/[/?#]/)[0] ?? '';
  return ROUTE_ROOTS.has(root);
}

describe('seed currencies', () => {
  it('has exactly one entry with a positive decimal rate for every supported code, and nothing else', () => {
    for (const code of CURRENCY_CODES) {
      const matches = seedCurrencies.filter((c) => c.code === code);
      expect(matches, code).toHaveLength(1);
      const rate = matches[0]!.ratePerSgd;
      expect(rate, code).toMatch(/^\d+(\.\d{1,8})?$/);
      expect(Number(rate), code).toBeGreaterThan(0);
    }
    expect(seedCurrencies).toHaveLength(CURRENCY_CODES.length);
  });

  it('starts with SGD at rate 1, kept to the cent', () => {
    expect(seedCurrencies[0]).toEqual({ code: 'SGD', ratePerSgd: '1', roundingIncrementMinor: 1 });
  });

  it('rounds every currency by a positive whole number of minor units', () => {
    for (const currency of seedCurrencies) {
      expect(Number.isInteger(currency.roundingIncrementMinor), currency.code).toBe(true);
      expect(currency.roundingIncrementMinor, currency.code).toBeGreaterThan(0);
    }
  });

  it('has rates in a plausible range against the US dollar', () => {
    const usd = Number(seedCurrencies.find((c) => c.code === 'USD')!.ratePerSgd);
    expect(usd).toBeGreaterThan(0.6);
    expect(usd).toBeLessThan(0.9);
    // A currency worth less than a US cent per SGD, or more than 50 SGD, would be a typo.
    for (const currency of seedCurrencies) {
      const perUsd = Number(currency.ratePerSgd) / usd;
      expect(perUsd, currency.code).toBeGreaterThan(0.2);
      expect(perUsd, currency.code).toBeLessThan(50_000);
    }
  });
});

describe('seed shipping', () => {
  it('prices every rate in whole SGD, with unique ids and sensible delivery days', () => {
    const ids = seedShippingRates.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rate of seedShippingRates) {
      expect(rate.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(Number.isInteger(rate.priceMinorSgd), rate.id).toBe(true);
      expect(rate.priceMinorSgd, rate.id).toBeGreaterThanOrEqual(0);
      expect(rate.priceMinorSgd % 100, rate.id).toBe(0);
      expect(rate.deliveryDays.min, rate.id).toBeGreaterThan(0);
      expect(rate.deliveryDays.max, rate.id).toBeGreaterThanOrEqual(rate.deliveryDays.min);
    }
  });

  it('has at least 30 countries with unique ISO codes that parse as contract countries', () => {
    expect(seedShippingCountries.length).toBeGreaterThanOrEqual(30);
    const codes = seedShippingCountries.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    const names = seedShippingCountries.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const country of seedShippingCountries) {
      expect(country.code, country.name).toMatch(/^[A-Z]{2}$/);
      expect(ShippingCountrySchema.safeParse(country).success, country.code).toBe(true);
    }
  });

  it('points every country at an existing rate and a seeded currency', () => {
    const rateIds = new Set(seedShippingRates.map((r) => r.id));
    const currencyCodes = new Set(seedCurrencies.map((c) => c.code));
    for (const country of seedShippingCountries) {
      expect(rateIds.has(country.rateId), `${country.code} rate ${country.rateId}`).toBe(true);
      expect(currencyCodes.has(country.currencyCode), `${country.code} currency ${country.currencyCode}`).toBe(true);
    }
  });

  it('uses every rate and lets every currency be a payment currency somewhere', () => {
    const usedRates = new Set(seedShippingCountries.map((c) => c.rateId));
    for (const rate of seedShippingRates) expect(usedRates.has(rate.id), rate.id).toBe(true);
    const paymentCurrencies = new Set(seedShippingCountries.map((c) => c.currencyCode));
    for (const code of CURRENCY_CODES) expect(paymentCurrencies.has(code), code).toBe(true);
  });

  it('ships to Singapore for free and excludes only a handful of countries from free shipping', () => {
    const singapore = seedShippingCountries.find((c) => c.code === 'SG');
    expect(singapore?.currencyCode).toBe('SGD');
    expect(seedShippingRates.find((r) => r.id === singapore?.rateId)?.priceMinorSgd).toBe(0);
    const excluded = seedShippingCountries.filter((c) => !c.freeShipping);
    expect(excluded.length).toBeGreaterThan(0);
    expect(excluded.length).toBeLessThan(seedShippingCountries.length / 4);
  });
});

describe('seed static content', () => {
  it('has exactly one page per STATIC_PAGES entry', () => {
    expect(seedStaticContent.map((p) => p.page).sort()).toEqual([...STATIC_PAGES].sort());
  });

  it.each(seedStaticContent.map((page) => [page.page, page] as const))('%s parses as StaticContent', (_name, page) => {
    const result = SeedPageSchema.safeParse(page);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  });

  it('keeps meta descriptions under 160 characters and section ids unique within a page', () => {
    for (const page of seedStaticContent) {
      expect(page.metaDescription.length, page.page).toBeLessThan(160);
      const ids = page.sections.map((s) => s.id);
      expect(new Set(ids).size, page.page).toBe(ids.length);
    }
  });

  it('contains no placeholder text anywhere in the seed content', () => {
    for (const { where, text } of allTexts()) {
      expect(text, where).not.toMatch(/lorem|ipsum|todo|tbd|xxx|placeholder/i);
    }
  });

  it('contains no raw HTML, which the renderer would not show', () => {
    for (const { where, text } of pageTexts()) {
      expect(text, where).not.toMatch(/<\/?[a-z][^>]*>/i);
    }
  });

  it('only links to http(s), mailto or the shop’s own routes', () => {
    const hrefs: { where: string; href: string }[] = [];
    for (const { where, text } of pageTexts()) {
      for (const href of markdownLinks(text)) hrefs.push({ where, href });
    }
    for (const page of seedStaticContent) {
      for (const link of page.links) hrefs.push({ where: `${page.page} link ${link.label}`, href: link.href });
    }
    expect(hrefs.length).toBeGreaterThan(10);
    for (const { where, href } of hrefs) {
      expect(href, where).toMatch(SAFE_HREF);
      if (href.startsWith('/')) expect(isShopRoute(href), `${where}: ${href}`).toBe(true);
    }
  });

  it('has a one-line announcement with exactly one link and no sections', () => {
    const announcement = seedStaticContent.find((p) => p.page === 'announcement')!;
    expect(announcement.intro).not.toContain('\n');
    expect(markdownLinks(announcement.intro)).toHaveLength(1);
    expect(announcement.sections).toEqual([]);
  });

  it('has an FAQ of at least 12 questions, and the announcement link opens a shipping question', () => {
    const faq = seedStaticContent.find((p) => p.page === 'faq')!;
    expect(faq.sections.length).toBeGreaterThanOrEqual(12);
    for (const section of faq.sections) expect(section.heading, section.id).toMatch(/\?$/);

    const announcement = seedStaticContent.find((p) => p.page === 'announcement')!;
    const tab = /\/faq\?tab=(\d+)/.exec(announcement.intro)?.[1];
    expect(tab).toBeDefined();
    // ?tab= is a position; whether the web app counts from 0 or 1, it must land on shipping.
    const index = Number(tab);
    for (const section of [faq.sections[index], faq.sections[index - 1]]) {
      expect(section?.heading.toLowerCase()).toMatch(/ship/);
    }
  });

  it('states the lead times, the free-shipping threshold, the US tariff and the payment-currency rule in the FAQ', () => {
    const faq = seedStaticContent.find((p) => p.page === 'faq')!;
    const text = faq.sections.map((s) => s.body).join('\n');
    expect(text).toContain('3.5 to 4 weeks');
    expect(text).toContain('6 to 8 weeks');
    expect(text).toContain('SGD 650');
    expect(text).toMatch(/10% tariff/);
    expect(text).toContain('Your country of delivery determines your payment currency');
  });

  it('has exactly five reasons on the custom-made pants page', () => {
    const page = seedStaticContent.find((p) => p.page === '5-reasons-to-get-custom-made-pants')!;
    expect(page.sections).toHaveLength(5);
    expect(page.intro.length).toBeGreaterThan(0);
  });

  it('gives the contact page social, e-mail, appointment and internal links', () => {
    const page = seedStaticContent.find((p) => p.page === 'contact-us')!;
    const kinds = page.links.map((l) => l.kind);
    expect(kinds.filter((k) => k === 'social').length).toBeGreaterThanOrEqual(3);
    expect(page.links.find((l) => l.kind === 'email')?.href).toBe('mailto:hello@selvedge.example');
    expect(page.links.find((l) => l.kind === 'appointment')?.href).toBe('/appointments');
    expect(page.links.filter((l) => l.kind === 'internal').map((l) => l.href)).toEqual(
      expect.arrayContaining(['/shop/shirt', '/style-guide']),
    );
  });
});

describe('seed blogs', () => {
  it('parses as contract blogs with unique handles and 150-300 word articles from 2026', () => {
    for (const blog of seedBlogs) {
      const parsed = BlogSchema.safeParse({
        ...blog,
        articles: blog.articles.map((a) => ({ ...a, image: a.imageId, publishedAt: a.publishedAt.toISOString() })),
      });
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(blog.articles.length).toBeGreaterThanOrEqual(4);
      const handles = blog.articles.map((a) => a.handle);
      expect(new Set(handles).size).toBe(handles.length);
      for (const article of blog.articles) {
        const words = article.body.split(/\s+/).filter((w) => /\w/.test(w)).length;
        expect(words, article.handle).toBeGreaterThanOrEqual(150);
        expect(words, article.handle).toBeLessThanOrEqual(300);
        expect(article.publishedAt.getUTCFullYear(), article.handle).toBe(2026);
        expect(article.author.trim().length, article.handle).toBeGreaterThan(0);
        for (const href of markdownLinks(article.body)) expect(href, article.handle).toMatch(SAFE_HREF);
      }
    }
  });
});

describe('seed pre-order', () => {
  it('opens before the seed date and closes after it', () => {
    const now = new Date('2026-03-10T08:00:00Z');
    const preorder = seedPreorder(now);
    expect(preorder.cutoff.getTime()).toBeGreaterThan(preorder.startsAt.getTime());
    expect(preorder.cutoff.getTime()).toBeGreaterThan(now.getTime());
    expect(preorder.startsAt.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(preorder.productsOrder).toEqual(['jackets', 'trousers', 'shirt']);
  });

  it('is relative to the date it is given', () => {
    const a = seedPreorder(new Date('2026-01-01T00:00:00Z'));
    const b = seedPreorder(new Date('2026-07-01T00:00:00Z'));
    expect(b.cutoff.getTime() - a.cutoff.getTime()).toBe(b.startsAt.getTime() - a.startsAt.getTime());
    expect(b.cutoff.getTime()).toBeGreaterThan(a.cutoff.getTime());
  });
});
