/** Goal (issue 14 item 6): site messages say "1 lot (1 share)", never "lot(s)". */
import { describe, expect, it } from 'vitest';
import { MESSAGE_TEMPLATES, renderTemplate } from './templates.ts';

describe('site message plurals', () => {
  it('writes the count words, and keeps the placeholders the app fills', () => {
    const body = MESSAGE_TEMPLATES.ipo_won.us.body;
    const one = renderTemplate(body, { lots: '1', quantity: '1', code: '7203' });
    expect(one).toContain('You won 1 lot (1 share) of 7203');
    const many = renderTemplate(body, { lots: '3', quantity: '300', code: '7203' });
    expect(many).toContain('You won 3 lots (300 shares) of 7203');
    // Amounts and deadlines are written by the app: their placeholders stay whole.
    const kept = renderTemplate(body, { lots: '2', quantity: '2', amount: '{{amount}}' });
    expect(kept).toContain('{{amount}}');
  });

  it('has no "(s)" plural left in any English template', () => {
    for (const [kind, template] of Object.entries(MESSAGE_TEMPLATES)) {
      expect(`${template.us.title} ${template.us.body}`, kind).not.toMatch(/\(s\)/);
    }
  });
});
