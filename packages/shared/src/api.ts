/**
 * What every call of the customer API shares (API.md): prefixes, the envelope and page sizes.
 * The answers of each endpoint are its contract's (`contracts/<domain>.ts`).
 */
import type { MessageKey, MessageParams } from './catalogue.ts';

export const API_PREFIX = '/api/vue';
export const ADMIN_API_PREFIX = '/api/admin';

/** Every answer of the customer API. `status` 1 is success; `msg` is a catalogue key. */
export interface Envelope<T = unknown> {
  status: 0 | 1;
  msg: MessageKey;
  params?: MessageParams;
  data: T;
}

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 300;
