import { isLanguage } from '@kabuto/shared/catalogue';
import { TIME_ZONES, timeZoneOf } from '@kabuto/shared/time-zones';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { customersBefore } from '../customers/service.ts';
import { sendSystemMessage } from '../messages/service.ts';
import type { Period, StatementKind } from './periods.ts';
import { lastEnded } from './periods.ts';
import { insertStatement } from './repository.ts';

/**
 * The statements job: once a month (and a year) has ended in a customer's time zone by the app's
 * clock, each customer signed up before its end gets the statement of it, once (the table's
 * unique key), with a site message saying it is ready. The figures are read from the ledger when
 * the statement is downloaded; the ledger is append-only, so they never change.
 *
 * Which zone's periods are done is kept in memory per database, so the job costs nothing between
 * month ends; after a restart the first run checks each zone once more and writes nothing new.
 */
const issued = new WeakMap<object, Set<string>>();

const DOCUMENT_NAMES = {
  month: { jp: '月次取引残高報告書', cn: '月度对账单', us: 'monthly statement' },
  year: { jp: '年間取引報告書', cn: '年度交易报告', us: 'annual trading report' },
} as const;

type Customer = Awaited<ReturnType<typeof customersBefore>>[number];

async function issueFor(
  ctx: AppContext,
  zone: string,
  period: Period,
  customers: readonly (Customer & { zone: string })[],
): Promise<number> {
  let written = 0;
  for (const c of customers) {
    if (c.zone !== zone || c.created_at >= period.end) continue;
    const language = isLanguage(c.language) ? c.language : 'jp';
    await inTransaction(ctx.db, async (tx) => {
      const id = await insertStatement(tx, {
        customer_id: c.id,
        kind: period.kind,
        period: period.key,
        period_start: period.start,
        period_end: period.end,
        time_zone: zone,
        created_at: ctx.clock.now().toISOString(),
      });
      if (id === null) return;
      written += 1;
      await sendSystemMessage(tx, ctx.clock, {
        customerId: c.id,
        kind: 'statement_ready',
        params: { period: period.key, document: DOCUMENT_NAMES[period.kind][language] },
      });
    });
  }
  return written;
}

/** Issues every statement whose period has ended; the number written. */
export async function issueStatements(ctx: AppContext): Promise<number> {
  let done = issued.get(ctx.db);
  if (!done) {
    done = new Set();
    issued.set(ctx.db, done);
  }
  const now = ctx.clock.now();
  const due = TIME_ZONES.flatMap((zone) =>
    (['month', 'year'] as StatementKind[])
      .map((kind) => ({ zone, period: lastEnded(kind, now, zone) }))
      .filter((d) => !done.has(`${d.zone}:${d.period.kind}:${d.period.key}`)),
  );
  if (due.length === 0) return 0;
  // One read of the customers for every period due; each keeps those signed up before its end.
  const latestEnd = due.reduce((end, d) => (d.period.end > end ? d.period.end : end), '');
  const customers = (await customersBefore(ctx.db, latestEnd)).map((c) => ({
    ...c,
    zone: timeZoneOf(c.time_zone, isLanguage(c.language) ? c.language : 'jp'),
  }));
  let written = 0;
  for (const d of due) {
    written += await issueFor(ctx, d.zone, d.period, customers);
    done.add(`${d.zone}:${d.period.kind}:${d.period.key}`);
  }
  return written;
}
