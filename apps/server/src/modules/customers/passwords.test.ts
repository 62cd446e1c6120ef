import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import type { TestKabuto } from '../../test/kabuto.ts';
import { checkLedgerAfterEach, startTestKabuto, tableCounts } from '../../test/kabuto.ts';

describe('login and fund passwords', () => {
  const clock = new ManualClock('2026-03-10T03:00:00Z');
  let k: TestKabuto;
  beforeAll(async () => {
    k = await startTestKabuto({}, { clock });
  });
  afterAll(() => k?.close());
  checkLedgerAfterEach(() => k);

  it('changes the login password only with the original one and a matching repeat', async () => {
    const { account, headers } = await k.signUp();
    const wrong = await k.post(
      '/user/loginpassword',
      { oldpassword: 'nope-nope', password: 'newpass1', repassword: 'newpass1' },
      headers,
    );
    expect(wrong.body.msg).toBe('original_password_wrong');
    const mismatch = await k.post(
      '/user/loginpassword',
      { oldpassword: 'secret12', password: 'newpass1', repassword: 'newpass2' },
      headers,
    );
    expect(mismatch.body.msg).toBe('passwords_mismatch');
    const short = await k.post(
      '/user/loginpassword',
      { oldpassword: 'secret12', password: 'ab', repassword: 'ab' },
      headers,
    );
    expect(short.body.msg).toBe('password_format');
    const ok = await k.post(
      '/user/loginpassword',
      { oldpassword: 'secret12', password: 'newpass1', repassword: 'newpass1' },
      headers,
    );
    expect(ok.body.msg).toBe('modify_success');
    expect((await k.post('/user/login', { account, password: 'secret12' })).body.msg).toBe(
      'wrong_account_or_password',
    );
    expect((await k.post('/user/login', { account, password: 'newpass1' })).body.status).toBe(1);
  });

  it('sets a six-digit fund password once, then changes it only with the old one', async () => {
    const { headers } = await k.signUp();
    expect(
      (await k.post('/user/fundpassword', { password: '12345', repassword: '12345' }, headers)).body
        .msg,
    ).toBe('fund_password_format');
    expect(
      (await k.post('/user/fundpassword', { password: 'abcdef', repassword: 'abcdef' }, headers))
        .body.msg,
    ).toBe('fund_password_format');
    expect(
      (await k.post('/user/fundpassword', { password: '123456', repassword: '654321' }, headers))
        .body.msg,
    ).toBe('passwords_mismatch');
    const set = await k.post(
      '/user/fundpassword',
      { password: '123456', repassword: '123456' },
      headers,
    );
    expect(set.body).toMatchObject({ status: 1, data: { outcome: 'set' } });
    expect(
      (await k.post<{ has_fund_password: boolean }>('/user/getUserinfo', {}, headers)).body.data
        .has_fund_password,
    ).toBe(true);
    expect(
      (await k.post('/user/fundpassword', { password: '222222', repassword: '222222' }, headers))
        .body.msg,
    ).toBe('fund_password_required');
    expect(
      (
        await k.post(
          '/user/fundpassword',
          { oldpassword: '999999', password: '222222', repassword: '222222' },
          headers,
        )
      ).body.msg,
    ).toBe('original_password_wrong');
    const changed = await k.post(
      '/user/fundpassword',
      { oldpassword: '123456', password: '222222', repassword: '222222' },
      headers,
    );
    expect(changed.body).toMatchObject({
      status: 1,
      msg: 'modify_success',
      data: { outcome: 'changed' },
    });
  });

  it('locks the fund password for fifteen minutes after five wrong guesses', async () => {
    const { headers } = await k.signUp();
    await k.post('/user/fundpassword', { password: '123456', repassword: '123456' }, headers);
    const tries = [];
    for (let i = 0; i < 5; i += 1) {
      tries.push(
        (
          await k.post(
            '/user/fundpassword',
            { oldpassword: '000000', password: '222222', repassword: '222222' },
            headers,
          )
        ).body.msg,
      );
    }
    expect(tries).toEqual([
      'original_password_wrong',
      'original_password_wrong',
      'original_password_wrong',
      'original_password_wrong',
      'fund_password_locked',
    ]);
    const before = await tableCounts(k);
    const locked = await k.post(
      '/user/fundpassword',
      { oldpassword: '123456', password: '222222', repassword: '222222' },
      headers,
    );
    expect(locked.body.msg).toBe('fund_password_locked');
    expect(await tableCounts(k)).toEqual(before);
    clock.advance(15 * 60_000 + 1_000);
    const after = await k.post(
      '/user/fundpassword',
      { oldpassword: '123456', password: '222222', repassword: '222222' },
      headers,
    );
    expect(after.body.msg).toBe('modify_success');
  });
});
