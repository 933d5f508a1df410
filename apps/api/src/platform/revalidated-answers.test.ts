import { describe, expect, it } from 'vitest';
import { matchesEtag, preparedAnswers, weakEtag } from './revalidated-answers.js';

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

describe('prepared answers', () => {
  it('serialise a kept answer once, as its schema strips it, tagged as the hook would tag it', () => {
    let parses = 0;
    const schema = {
      parse(value: unknown) {
        parses += 1;
        const { title } = value as { title: string };
        return { title };
      },
    };
    const prepare = preparedAnswers<{ title: string; internal?: string }>(schema);
    const kept = { title: 'Sky Oxford', internal: 'not for the answer' };
    const first = prepare(kept);
    expect(first.json).toBe('{"title":"Sky Oxford"}');
    expect(first.etag).toBe(weakEtag('{"title":"Sky Oxford"}'));
    expect(prepare(kept)).toBe(first);
    expect(parses).toBe(1);
    // Another object (the answer read again after a change) is serialised afresh.
    expect(prepare({ title: 'Sea Island' }).json).toBe('{"title":"Sea Island"}');
    expect(parses).toBe(2);
  });
});
