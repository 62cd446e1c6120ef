/**
 * The account call a signed-in screen opens with, as a call (path and fields): get-userinfo.ts
 * makes it, and the app's entry sends it early for the screen the page opens on
 * (app/routes/opening-calls.ts). Free of the app's libraries, so that the entry can carry it.
 */
import type { MarketType } from '@kabuto/shared/markets';
import type { ApiCall } from '@/lib/api-call';

/** user/getUserinfo: the customer's account, cash per currency and borrowed credit. */
export const userinfoCall = (type: MarketType): ApiCall => ({
  path: 'user/getUserinfo',
  params: { type },
});
