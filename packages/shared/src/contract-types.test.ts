/**
 * The request types the apps take from the contracts (`RequestOf`, `FormOf`, `ExtraOf`). The type
 * assertions are checked by `npm run typecheck`; the runtime checks show that what the types let
 * an app send is what the contract accepts.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ExtraOf, FormOf, RequestOf } from './contract.ts';
import type { accountContracts } from './contracts/account.ts';
import type { adminStaffContracts } from './contracts/admin-staff.ts';
import { customerContracts } from './contracts/customers.ts';
import { fundingContracts } from './contracts/funding.ts';

type Login = (typeof customerContracts)['user/login'];
type Withdraw = (typeof fundingContracts)['user/withdraw'];

describe('request types from the contracts', () => {
  it('reads the fields of a form body through the step that takes an absent body as empty', () => {
    expectTypeOf<RequestOf<Login>>().toEqualTypeOf<{
      account?: string | undefined;
      password?: string | undefined;
      otp?: string | undefined;
    }>();
  });

  it('makes the fields a form fills in required and keeps their contract types', () => {
    expectTypeOf<FormOf<Withdraw, 'type' | 'money'>>().toEqualTypeOf<{
      type: 'jpy' | 'usd' | 'cny';
      money: string;
    }>();
    // @ts-expect-error a field the contract does not have cannot be picked
    expectTypeOf<FormOf<Login, 'nickname'>>().toBeObject();
  });

  it('reads a JSON body of the back office the same way', () => {
    expectTypeOf<FormOf<(typeof adminStaffContracts)['login'], 'username'>>().toEqualTypeOf<{
      username: string;
    }>();
  });

  it('gives the totals a list answers beside its data', () => {
    expectTypeOf<ExtraOf<(typeof accountContracts)['trade/userstocklist']>>().toEqualTypeOf<{
      ccsz: string;
      fdyk: string;
    }>();
  });

  it('accepts at run time what the request types let an app send', () => {
    const login: FormOf<Login, 'account' | 'password'> = {
      account: '0901234567',
      password: 'secret-1',
    };
    expect(customerContracts['user/login'].body.safeParse(login).success).toBe(true);
    const withdrawal: FormOf<Withdraw, 'type' | 'money' | 'fund_password' | 'nonce'> = {
      type: 'usd',
      money: '10.00',
      fund_password: '123456',
      nonce: 'withdraw-1',
    };
    expect(fundingContracts['user/withdraw'].body.safeParse(withdrawal).success).toBe(true);
  });
});
