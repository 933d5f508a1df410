import { ErrorCode } from '@selvedge/contract';
import { badRequest } from '../../platform/errors.js';

/**
 * The `query=` of product listings (SPEC §7): tag filters joined by spaces, "+" or AND, e.g.
 * `tag:Display tag:Preorder` or `tag:Display -tag:Preorder`.
 */
export interface TagFilter {
  include: string[];
  exclude: string[];
}

const TOKEN = /^(-?)tag:([A-Za-z0-9][A-Za-z0-9_-]{0,39})$/;

export function parseProductQuery(query: string | undefined): TagFilter {
  const filter: TagFilter = { include: [], exclude: [] };
  if (query === undefined || query.trim() === '') return { include: ['Display'], exclude: [] };
  const tokens = query.split(/[\s+]+/).filter((token) => token !== '' && token.toUpperCase() !== 'AND');
  for (const token of tokens) {
    const match = TOKEN.exec(token);
    if (!match) {
      throw badRequest(`query: "${token.slice(0, 40)}" is not a tag filter; use tag:Name or -tag:Name`, ErrorCode.invalid_query);
    }
    const [, negated, tag = ''] = match;
    (negated ? filter.exclude : filter.include).push(tag);
  }
  const both = filter.include.find((tag) => filter.exclude.includes(tag));
  if (both) throw badRequest(`query: tag ${both} is both required and excluded`, ErrorCode.invalid_query);
  return filter;
}
