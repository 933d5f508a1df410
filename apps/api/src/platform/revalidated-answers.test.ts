import { describe, expect, it } from 'vitest';
import { matchesEtag } from './revalidated-answers.js';

describe('If-None-Match against an answer’s tag', () => {
  it('matches the tag, weak or strong, alone or in a list, and *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc" ', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
  });

  it('does not match another tag, a part of one, or nothing', () => {
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
    expect(matchesEtag('', 'W/"abc"')).toBe(false);
    expect(matchesEtag('W/"ab"', 'W/"abc"')).toBe(false);
    expect(matchesEtag('abc', 'W/"abc"')).toBe(false);
    expect(matchesEtag('"x", "y"', '"abc"')).toBe(false);
  });
});
