/**
 * The customer API client (SPEC §7, §8; API.md). Every call is a form-encoded POST to
 * `/api/vue/<path>` carrying the `token`, `account` and `lang` headers. Failures are told to the
 * customer here, once, so callers only decide what happens next.
 */
import type { Envelope } from '@kabuto/shared/api';
import type { MessageParams } from '@kabuto/shared/catalogue';
import { fundUnlockStanding } from '@kabuto/shared/fund-unlock';
import { apiUrl, callHeaders, formRequest, takeEarly } from './api-call';
import type { ApiParams, Caller } from './api-call';
import { askFundUnlock } from './fund-unlock-gate';
import { storedLanguage } from './language';
import { useSessionStore } from './session-store';
import { signOut } from './sign-out';
import { clearToasts, showMessage } from './toast';

/** SPEC §9: delay between a 401 and the redirect to the login screen. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 1500;

/** A call that did not succeed: `msg` is the catalogue key the customer was shown. */
export class ApiError extends Error {
  readonly msg: string;
  readonly httpStatus: number | null;

  constructor(msg: string, httpStatus: number | null = null) {
    super(msg);
    this.name = 'ApiError';
    this.msg = msg;
    this.httpStatus = httpStatus;
  }
}

interface RequestOptions {
  /** Do not toast a body whose status is not 1 (the caller shows it another way). */
  quiet?: boolean;
}

let unauthorizedTimer: number | null = null;

/** Shows a catalogue message; the catalogue is loaded with the first one (not at start-up). */
function toast(msg: string, params?: MessageParams): void {
  const language = storedLanguage();
  void import('./catalogue-messages').then(({ translateMessage }) =>
    showMessage(translateMessage(msg, language, params)),
  );
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    'msg' in value &&
    typeof (value as { msg: unknown }).msg === 'string'
  );
}

/** After a 401 the session is over: forget it and go to the login screen (SPEC §8). */
function scheduleSignOut(): void {
  if (unauthorizedTimer !== null) return;
  unauthorizedTimer = window.setTimeout(() => {
    unauthorizedTimer = null;
    signOut('credentials');
  }, UNAUTHORIZED_REDIRECT_DELAY_MS);
}

/** The signed-in customer (or no one) in their language: who every call is made by. */
function caller(): Caller {
  const { token, account } = useSessionStore.getState();
  return { token, account, language: storedLanguage() };
}

/**
 * Sends one request, or takes the entry's early answer to the same call (api-call.ts), and reads
 * its envelope. A body whose status is not 1 is toasted (unless `quiet`) and returned; HTTP and
 * network failures are toasted and thrown as ApiError.
 */
async function send<T>(
  path: string,
  init: RequestInit,
  options: RequestOptions,
): Promise<Envelope<T>> {
  const url = apiUrl(path);
  let response: Response;
  try {
    response = await (takeEarly(url, init) ?? fetch(url, init));
  } catch {
    toast('network_error');
    throw new ApiError('network_error');
  }

  const body: unknown = await response.json().catch(() => null);
  if (import.meta.env.DEV && response.ok) await checkAgainstContract(path, body);
  return readEnvelope<T>(response, body, options);
}

/**
 * Development only (the branch and its module are dropped from the production build): an
 * answer that does not fit its endpoint's contract is a bug, reported like a server error.
 */
async function checkAgainstContract(path: string, body: unknown): Promise<void> {
  const { answerProblems } = await import('./answer-check');
  const problems = answerProblems(path, body);
  if (!problems) return;
  console.error(`The answer of ${path} does not fit its contract`, problems, body);
  toast('server_error');
  throw new ApiError('server_error');
}

function readEnvelope<T>(response: Response, body: unknown, options: RequestOptions): Envelope<T> {
  if (!response.ok) {
    if (response.status === 503 || response.status === 404) {
      clearToasts();
    } else if (isEnvelope(body)) {
      toast(body.msg, body.params);
    }
    if (response.status === 401) scheduleSignOut();
    throw new ApiError(isEnvelope(body) ? body.msg : 'server_error', response.status);
  }
  if (!isEnvelope(body)) {
    toast('server_error');
    throw new ApiError('server_error', response.status);
  }
  const envelope = body as Envelope<T>;
  if (envelope.status !== 1 && !options.quiet) toast(envelope.msg, envelope.params);
  return envelope;
}

/**
 * Posts to the customer API and returns the envelope. A body whose status is not 1 is toasted
 * (unless `quiet`) and returned; HTTP and network failures are toasted and thrown as ApiError.
 */
export async function apiRequest<T>(
  path: string,
  params: ApiParams = {},
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const post = () => send<T>(path, formRequest(params, caller()), { quiet: true });
  let envelope = await post();
  // A money-committing confirmation (packages/shared/src/fund-unlock.ts) asks for the fund
  // password here, once for every screen: unlocked, the same request (same nonce) goes again.
  if (envelope.msg === 'fund_password_unlock_required') {
    if (!(await askFundUnlock('unlock'))) return envelope;
    envelope = await post();
  } else if (envelope.msg === 'fund_password_not_set' && fundUnlockStanding(path)) {
    void askFundUnlock('not_set');
    return envelope;
  }
  if (envelope.status !== 1 && !options.quiet) toast(envelope.msg, envelope.params);
  return envelope;
}

/**
 * Posts a multipart form (fields and files, e.g. a transfer screenshot), with the same headers
 * and the same handling of answers as apiRequest. The browser sets the multipart boundary.
 */
export async function apiUpload<T>(
  path: string,
  form: FormData,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  return send<T>(path, { method: 'POST', headers: callHeaders(caller()), body: form }, options);
}

/**
 * Reads a private file of the customer (an uploaded image) as a Blob. The server answers with
 * the bytes, or with an envelope when it refuses, which is toasted and thrown like any other.
 */
export async function apiBlob(path: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { method: 'GET', headers: callHeaders(caller()) });
  } catch {
    toast('network_error');
    throw new ApiError('network_error');
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && !type.includes('json')) return response.blob();
  const body: unknown = await response.json().catch(() => null);
  const envelope = readEnvelope<unknown>(response, body, {});
  throw new ApiError(envelope.msg);
}

/** Like apiRequest, but returns `data` and throws ApiError when the status is not 1. */
export async function apiData<T>(
  path: string,
  params: ApiParams = {},
  options: RequestOptions = {},
): Promise<T> {
  const envelope = await apiRequest<T>(path, params, options);
  if (envelope.status !== 1) throw new ApiError(envelope.msg);
  return envelope.data;
}

/** List endpoints answer with rows in `data`; anything else is read as no rows. */
export function asRows<T>(data: unknown): T[] {
  return Array.isArray(data) ? (data as T[]) : [];
}

/** A document the server sent as a file (`content-disposition: attachment`). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * Posts a form to a route that answers with a file (a statement as PDF or CSV). A refusal comes
 * as an envelope instead, which is toasted and thrown like any other.
 */
export async function apiFile(path: string, params: ApiParams): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), formRequest(params, caller()));
  } catch {
    toast('network_error');
    throw new ApiError('network_error');
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && !type.includes('json')) {
    const disposition = response.headers.get('content-disposition') ?? '';
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'document';
    return { blob: await response.blob(), fileName };
  }
  const body: unknown = await response.json().catch(() => null);
  const envelope = readEnvelope<unknown>(response, body, {});
  throw new ApiError(envelope.msg);
}
