/**
 * The one way the console talks to `/api/admin/…`. Every answer is the envelope
 * `{status, msg, params?, data}`; anything but status 1 becomes an `ApiError` carrying the
 * catalogue key, so screens only ever translate keys. HTTP 401 ends the session, which sends the
 * router back to the sign-in screen.
 */
import { ADMIN_API_PREFIX, type Envelope } from '@kabuto/shared/api';
import type { MessageParams } from '@kabuto/shared/catalogue';
import { readStoredLanguage } from '../i18n/i18n-provider';
import { endSession, getSession } from './session';

export class ApiError extends Error {
  readonly msg: string;
  readonly params: MessageParams | undefined;
  /** 0 when the server could not be reached or did not answer with an envelope. */
  readonly httpStatus: number;

  constructor(msg: string, params: MessageParams | undefined, httpStatus: number) {
    super(msg);
    this.name = 'ApiError';
    this.msg = msg;
    this.params = params;
    this.httpStatus = httpStatus;
  }

  get isForbidden(): boolean {
    return this.httpStatus === 403;
  }

  /** A mistake in the request (bad input, missing rights): asking again will not help. */
  get isClientError(): boolean {
    return this.httpStatus >= 400 && this.httpStatus < 500;
  }
}

export type QueryParams = Readonly<Record<string, string | number | undefined>>;

interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
}

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.status === 'number' && typeof v.msg === 'string';
}

export function adminUrl(path: string, query?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const encoded = search.toString();
  const suffix = encoded ? `?${encoded}` : '';
  return `${ADMIN_API_PREFIX}/${path}${suffix}`;
}

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions,
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const session = getSession();
  if (session) headers.Authorization = `Bearer ${session.token}`;
  // Names the server keeps per language (products, offerings) come back in the console's.
  headers.lang = readStoredLanguage();
  let body: string | undefined;
  if (method === 'POST') {
    // Always send a JSON object: an empty body with a JSON content type is a 400 on Fastify.
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }

  let response: Response;
  try {
    response = await fetch(adminUrl(path, options.query), {
      method,
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('network_error', undefined, 0);
  }

  let envelope: Envelope | undefined;
  try {
    const parsed: unknown = await response.json();
    if (import.meta.env.DEV && response.ok) await checkAgainstContract(path, parsed);
    if (isEnvelope(parsed)) envelope = parsed;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    envelope = undefined;
  }

  if (response.status === 401) {
    endSession('expired');
    throw new ApiError(envelope?.msg ?? 'login_again', envelope?.params, 401);
  }
  if (!envelope) {
    throw new ApiError(response.status === 404 ? 'not_found' : 'server_error', undefined, 0);
  }
  if (!response.ok || envelope.status !== 1) {
    throw new ApiError(envelope.msg || 'server_error', envelope.params, response.status);
  }
  return envelope as Envelope<T>;
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
  throw new ApiError('server_error', undefined, 0);
}

export function apiGet<T>(
  path: string,
  query?: QueryParams,
  signal?: AbortSignal,
): Promise<Envelope<T>> {
  return request<T>('GET', path, { query, signal });
}

export function apiPost<T>(path: string, body?: unknown): Promise<Envelope<T>> {
  return request<T>('POST', path, { body });
}

/** The catalogue key (and params) to show for a failed request or a bug. */
export function failureMessage(error: unknown): { msg: string; params?: MessageParams } {
  if (error instanceof ApiError) return { msg: error.msg, params: error.params };
  return { msg: 'server_error' };
}
