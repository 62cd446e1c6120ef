import type { Language } from '@kabuto/shared/catalogue';
import type { AppContext, SessionStaff } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import { refuse } from '../../lib/refusal.ts';
import type { SystemMessageKind } from './templates.ts';
import { MESSAGE_TEMPLATES, renderTemplate } from './templates.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import { customerIdByAccount } from '../customers/service.ts';
import {
  insertMessage,
  markRead,
  unreadMessages,
  visibleMessage,
  visibleMessages,
} from './repository.ts';

/** A staff message carries its own text in each language. */
export interface StaffMessageText {
  title: Record<Language, string>;
  body: Record<Language, string>;
}

/** Sends a site message about a system event, inside the event's own transaction. */
export async function sendSystemMessage(
  tx: Tx,
  clock: Clock,
  input: { customerId: number; kind: SystemMessageKind; params: Record<string, string> },
): Promise<void> {
  await insertMessage(tx, {
    customer_id: input.customerId,
    kind: input.kind,
    params_json: JSON.stringify(input.params),
    created_by: 'system',
    created_at: clock.now().toISOString(),
  });
}

/** Sends a message written by staff, to one customer or (customerId null) to everyone. */
export async function sendStaffMessage(
  tx: Tx | Db,
  clock: Clock,
  input: { customerId: number | null; text: StaffMessageText; actor: string },
): Promise<number> {
  return insertMessage(tx, {
    customer_id: input.customerId,
    kind: 'staff',
    params_json: JSON.stringify(input.text),
    created_by: input.actor,
    created_at: clock.now().toISOString(),
  });
}

const MONEY_PARAMS = new Set(['amount', 'pnl', 'result', 'owed']);
/** Prices (decimal text): the reader's app writes them with its separators ("2,551.00"). */
const PRICE_PARAMS = new Set(['price', 'trigger', 'exit']);
/** Parameters the reader's app fills in: amounts and prices, their currency, instants (ISO). */
const CLIENT_PARAMS = new Set([...MONEY_PARAMS, ...PRICE_PARAMS, 'currency', 'deadline']);
/** A deadline stored before instants were kept as ISO ("2026-11-24 05:00", UTC). */
const LEGACY_INSTANT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/;

/**
 * The message in the reader's language. Amounts and instants stay `{{name}}` placeholders in the
 * text and are answered in `params`, so the app writes them in the reader's format and time zone.
 */
function render(kind: string, paramsJson: string, language: Language) {
  const params = JSON.parse(paramsJson) as Record<string, unknown>;
  if (kind === 'staff') {
    const text = params as unknown as StaffMessageText;
    return { title: text.title[language], body: text.body[language], params: {} };
  }
  const template = MESSAGE_TEMPLATES[kind as SystemMessageKind];
  if (!template) return { title: kind, body: '', params: {} };
  const values: Record<string, string> = {};
  const forClient: Record<string, string> = {};
  const texts = params as Record<string, string>;
  for (const [k, raw] of Object.entries(texts)) {
    if (!CLIENT_PARAMS.has(k)) {
      // A parameter in the reader's language (`reason_jp`, …) stands in for the plain one.
      values[k] = texts[`${k}_${language}`] ?? raw;
      continue;
    }
    const legacy = LEGACY_INSTANT.exec(raw);
    forClient[k] = legacy ? `${legacy[1]}T${legacy[2]}:00.000Z` : raw;
    values[k] = `{{${k}}}`;
  }
  return {
    title: renderTemplate(template[language].title, values),
    body: renderTemplate(template[language].body, values),
    params: forClient,
  };
}

export const MESSAGE_PAGE_SIZE = 50;

export async function listMessages(
  ctx: AppContext,
  customerId: number,
  language: Language,
  page: number,
) {
  const rows = await visibleMessages(ctx.db, customerId, page, MESSAGE_PAGE_SIZE);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    ...render(r.kind, r.params_json, language),
    created_at: r.created_at,
    read: r.read_at !== null,
  }));
}

export async function unreadCount(ctx: AppContext, customerId: number): Promise<number> {
  return unreadMessages(ctx.db, customerId);
}

/** One message, marked as read. Another customer's message is "not found". */
export async function readMessage(
  ctx: AppContext,
  customerId: number,
  id: number,
  language: Language,
) {
  const row = await visibleMessage(ctx.db, customerId, id);
  if (!row) refuse('not_found');
  await markRead(ctx.db, {
    message_id: id,
    customer_id: customerId,
    read_at: ctx.clock.now().toISOString(),
  });
  return {
    id: row.id,
    kind: row.kind,
    ...render(row.kind, row.params_json, language),
    created_at: row.created_at,
    read: true,
  };
}

/** A site message written by staff, to one customer or to everyone; audited in the same commit. */
export async function sendSiteMessage(
  ctx: AppContext,
  staff: SessionStaff,
  input: { account?: string | undefined; text: StaffMessageText; reason?: string | undefined },
): Promise<number> {
  return inTransaction(ctx.db, async (tx) => {
    const customerId = input.account ? await customerIdByAccount(tx, input.account) : null;
    const id = await sendStaffMessage(tx, ctx.clock, {
      customerId,
      text: input.text,
      actor: actorOf(staff),
    });
    await recordAudit(tx, ctx.clock, {
      actor: actorOf(staff),
      action: 'message.send',
      target: input.account ? `customer:${input.account}` : 'customers:all',
      after: { title: input.text.title },
      reason: input.reason ?? null,
    });
    return id;
  });
}
