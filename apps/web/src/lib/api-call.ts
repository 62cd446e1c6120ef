/**
 * How a call to the customer API is made (API.md: a form-encoded POST to `/api/vue/<path>` with
 * the `token`, `account` and `lang` headers), and the calls the app's entry sends before the app
 * has loaded. Small and free of the app's libraries: the entry (main.tsx) carries it, and the API
 * client (api-client.ts) builds every call with it.
 *
 * Early calls (issue 18): the data the opening screen shows first is asked for by the entry, beside
 * the app's code, not once that code has downloaded and run. The API client takes each early answer
 * for the first request that is the same call with the same headers, once, and only while it is
 * young; any other request goes to the server.
 */
import { API_PREFIX } from '@kabuto/shared/api';

export type ApiParams = Readonly<Record<string, string | number | boolean | undefined | null>>;

/** One call: the path under the API prefix and its form fields. */
export interface ApiCall {
  readonly path: string;
  readonly params: ApiParams;
}

/** Who asks, and in which language: the three headers of every call. */
export interface Caller {
  readonly token: string | null;
  readonly account: string | null;
  readonly language: string;
}

/** An early answer older than this is not taken: the request goes to the server again. */
export const EARLY_ANSWER_MS = 10_000;

export const apiUrl = (path: string): string => `${API_PREFIX}/${path}`;

export function encodeForm(params: ApiParams): string {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    body.append(name, String(value));
  }
  return body.toString();
}

/** The headers of a call by `caller`, with the body's type when it has one. */
export function callHeaders(caller: Caller, contentType?: string): Record<string, string> {
  const headers: Record<string, string> = { lang: caller.language };
  if (contentType) headers['Content-Type'] = contentType;
  if (caller.token) headers.token = caller.token;
  if (caller.account) headers.account = caller.account;
  return headers;
}

/** The request of a call with form fields (every call but uploads and downloads). */
export function formRequest(params: ApiParams, caller: Caller): RequestInit {
  return {
    method: 'POST',
    headers: callHeaders(caller, 'application/x-www-form-urlencoded'),
    body: encodeForm(params),
  };
}

interface EarlyAnswer {
  readonly sentAt: number;
  readonly response: Promise<Response>;
}

const earlyAnswers = new Map<string, EarlyAnswer>();

/**
 * What makes two requests the same call: address, method, headers and form fields. The headers'
 * names are sorted by their code units, not with `localeCompare`: its first call loads the
 * browser's collation data on the main thread (30 ms of the entry's start in a new browser's
 * profile, a task Lighthouse counts four times as long).
 */
function callKey(url: string, init: RequestInit): string | null {
  if (typeof init.body !== 'string') return null;
  const headers = Object.entries((init.headers ?? {}) as Record<string, string>).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  return JSON.stringify([url, init.method ?? 'GET', headers, init.body]);
}

/**
 * Sends a read call now, for the app to take its answer when it asks the same (the entry, for the
 * opening screen). A failed send is left for the app's own request to meet and report.
 */
export function sendEarly(call: ApiCall, caller: Caller): void {
  const url = apiUrl(call.path);
  const init = formRequest(call.params, caller);
  const key = callKey(url, init);
  if (key === null || earlyAnswers.has(key)) return;
  const response = fetch(url, init);
  // Not taken in time, a failure would go unhandled: it is the app's own request that reports.
  response.catch(() => undefined);
  earlyAnswers.set(key, { sentAt: performance.now(), response });
}

/**
 * The early answer of this request, if one was sent young enough: given once. Every request asks,
 * so none builds a key once no early answer is left (within a few seconds of the start).
 */
export function takeEarly(url: string, init: RequestInit): Promise<Response> | undefined {
  if (earlyAnswers.size === 0) return undefined;
  const key = callKey(url, init);
  const early = key === null ? undefined : earlyAnswers.get(key);
  if (key === null || !early) return undefined;
  earlyAnswers.delete(key);
  return performance.now() - early.sentAt <= EARLY_ANSWER_MS ? early.response : undefined;
}
