/**
 * Sends generated requests to a real app (inject) and checks every answer against the route's
 * contract.
 */
import fc from 'fast-check';
import type { Kabuto } from '../app.ts';
import { ManualClock } from '../lib/clock.ts';
import type { Answer } from './answers.ts';
import { contractBreach } from './answers.ts';
import type { Credentials, Doc, FuzzRequest } from './requests.ts';
import { requestsFor } from './requests.ts';

export interface Finding {
  request: FuzzRequest;
  answer: Answer;
  breach: string;
}
export interface FuzzReport {
  sent: number;
  serverErrors: number;
  byStatus: Record<string, number>;
  /** Answers with `status: 1` (the command or read was carried out), by route. */
  accepted: Record<string, number>;
  /** Answers of HTTP 5xx, and answers outside their route's contract. */
  findings: Finding[];
}

/** A fixed time in the Tokyo session, so that a seed gives the same answers at any hour. */
export function fuzzClock(): ManualClock {
  return new ManualClock('2026-03-10T01:30:00Z');
}

export async function fuzzApp(
  kabuto: Kabuto,
  creds: Credentials,
  options: { seed: number; runs: number },
): Promise<FuzzReport> {
  const doc = (await kabuto.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Doc;
  const operations = new Map<string, Doc['paths'][string][string]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) operations.set(`${method} ${path}`, op);
  }
  const requests = fc.sample(requestsFor(doc, creds), {
    seed: options.seed,
    numRuns: options.runs,
  });
  const report: FuzzReport = {
    sent: 0,
    serverErrors: 0,
    byStatus: {},
    accepted: Object.fromEntries([...operations.keys()].map((name) => [name, 0])),
    findings: [],
  };
  for (const request of requests) {
    const res = await kabuto.app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    report.sent += 1;
    report.byStatus[res.statusCode] = (report.byStatus[res.statusCode] ?? 0) + 1;
    if (res.statusCode >= 500) report.serverErrors += 1;
    const op = operations.get(request.route)!;
    const answer: Answer = {
      status: res.statusCode,
      body: res.body,
      contentType: res.headers['content-type']?.toString(),
    };
    if (res.body.startsWith('{"status":1')) report.accepted[request.route]! += 1;
    if (isFile(request, answer)) continue;
    const breach = contractBreach(op.summary, Object.keys(op.responses), answer);
    if (breach) report.findings.push({ request, answer, breach });
  }
  return report;
}

/** Routes that answer with the file itself when it exists (images, statements). */
function isFile(request: FuzzRequest, answer: Answer): boolean {
  const type = answer.contentType ?? '';
  // A statement is posted for (user/statement) and answers a PDF or a CSV.
  const document = /^(application\/pdf|text\/csv)/.test(type);
  return (
    (request.method === 'GET' || document) &&
    answer.status === 200 &&
    !type.startsWith('application/json')
  );
}

/** One line per finding, for a failure message. */
export function describeFinding(f: Finding): string {
  const body = JSON.stringify(f.request.fields).slice(0, 300);
  return `${f.request.route} ${f.request.url.slice(0, 150)} ${body} -> ${f.breach}: ${f.answer.body.slice(0, 300)}`;
}
