import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestKabuto } from '../../test/kabuto.ts';
import { checkLedgerAfterEach, startTestKabuto, tableCounts } from '../../test/kabuto.ts';
import { luhnValid, normaliseCardNumber } from './bank-cards.ts';

const card = {
  name: 'YAMADA TARO',
  card: '1234567',
  card_type: 'ordinary',
  bank: 'Kabuto Bank',
  branch: 'Shibuya',
  branch_code: '123',
};

describe('bank cards', () => {
  let k: TestKabuto;
  beforeAll(async () => {
    k = await startTestKabuto();
  });
  afterAll(() => k?.close());
  checkLedgerAfterEach(() => k);

  it('checks card numbers: 7-digit accounts, Luhn for long card numbers', () => {
    expect(normaliseCardNumber('1234567')).toBe('1234567');
    expect(normaliseCardNumber('4111 1111 1111 1111')).toBe('4111111111111111');
    expect(normaliseCardNumber('4111111111111112')).toBeNull();
    expect(normaliseCardNumber('12345')).toBeNull();
    expect(normaliseCardNumber('12a4567')).toBeNull();
    expect(luhnValid('6222020200112233445')).toBe(luhnValid('6222020200112233445'));
  });

  it('binds, lists masked, refuses duplicates and bad input, and unbinds', async () => {
    const { headers } = await k.signUp();
    const added = await k.post<{ id: number; card: string }>('/user/bankadd', card, headers);
    expect(added.body).toMatchObject({ status: 1, msg: 'add_success', data: { card: '***4567' } });
    const before = await tableCounts(k);
    expect((await k.post('/user/bankadd', card, headers)).body.msg).toBe('card_exists');
    expect(
      (await k.post('/user/bankadd', { ...card, card: '4111111111111112' }, headers)).body.msg,
    ).toBe('card_number_invalid');
    expect((await k.post('/user/bankadd', { ...card, name: '' }, headers)).body.msg).toBe(
      'card_holder_required',
    );
    expect((await k.post('/user/bankadd', { ...card, branch_code: '' }, headers)).body.msg).toBe(
      'branch_required',
    );
    expect(await tableCounts(k)).toEqual(before);
    const list = await k.post<{ card: string }[]>('/user/banklist', {}, headers);
    expect(JSON.stringify(list.body)).not.toContain('1234567');
    expect(list.body.data).toHaveLength(1);
    const other = await k.signUp();
    expect(
      (await k.post('/user/bankdel', { id: added.body.data.id }, other.headers)).body.msg,
    ).toBe('card_not_found');
    expect((await k.post('/user/bankdel', { id: added.body.data.id }, headers)).body.msg).toBe(
      'unbind_success',
    );
    expect((await k.post('/user/bankdel', { id: added.body.data.id }, headers)).body.msg).toBe(
      'card_not_found',
    );
    expect((await k.post('/user/banklist', {}, headers)).body.data).toEqual([]);
  });
});
