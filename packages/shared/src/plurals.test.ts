/** Goal (issue 14 item 6): English messages say "1 share" and "2 shares", never "lot(s)". */
import { describe, expect, it } from 'vitest';
import { CATALOGUE, fillPlaceholders, translate } from './catalogue.ts';

describe('plural placeholders', () => {
  it('writes the word the count takes, with grouped counts too', () => {
    expect(translate('order_filled', 'us', { num: '1', code: '7203', price: '2,500' })).toBe(
      'Filled: 1 share of 7203 at 2,500.',
    );
    expect(translate('order_filled', 'us', { num: '100', code: '7203', price: '2,500' })).toBe(
      'Filled: 100 shares of 7203 at 2,500.',
    );
    expect(translate('lending_over_holding', 'us', { max: '1,000' })).toBe(
      'You can lend at most 1,000 shares.',
    );
  });

  it('leaves a placeholder without a value whole, plural or not', () => {
    expect(fillPlaceholders('{{num|share|shares}} and {{code}}', () => undefined)).toBe(
      '{{num|share|shares}} and {{code}}',
    );
  });

  it('has no "(s)" plural left in the English catalogue', () => {
    for (const [key, texts] of Object.entries(CATALOGUE))
      expect(texts.us, key).not.toMatch(/\(s\)/);
  });
});
