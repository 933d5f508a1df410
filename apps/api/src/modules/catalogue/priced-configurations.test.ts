import { CURRENCY_CODES } from '@selvedge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../platform/clock.js';
import { runStartedAt } from '../../test/database-templates.js';
import { createPreparedTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createCatalogueRepository } from './catalogue.repository.js';
import { createCatalogueService } from './catalogue.service.js';
import { createPricing } from './pricing.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPreparedTestDatabase(runStartedAt());
});
afterAll(() => database.dispose());

describe('the configurations priced in every currency', () => {
  it('are kept together: a cart priced in all of them twice prices no configuration again', async () => {
    const repository = createCatalogueRepository(database.handle.db);
    const pricing = createPricing({ source: repository, clock: systemClock });
    const catalogue = createCatalogueService({ repository, pricing, clock: systemClock });
    const pricedAll = () => Promise.all(CURRENCY_CODES.map((code) => catalogue.productConfigs(code)));
    const first = await pricedAll();
    const again = await pricedAll();
    // The same objects: the cart's kept piece prices and answers are keyed on them.
    again.forEach((configs, index) => expect(configs).toBe(first[index]));
  });
});
