import { idType, kycStatus } from '@kabuto/shared/contracts/kyc';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { sendSystemMessage } from '../messages/service.ts';
import type { ReviewHandler } from '../reviews/registry.ts';
import { answerAfterDemoApproval, submitForReview } from '../reviews/service.ts';
import { kycStatusOf, lockCustomer, setKycStatus } from '../customers/service.ts';
import { decideApplication, insertApplication, latestApplication } from './repository.ts';
import type { UploadedFile } from '../uploads/service.ts';
import { checkImage, storeImage } from '../uploads/service.ts';
import type { IdType } from '@kabuto/shared/id-numbers';
import { ID_TYPES, idNumberValid, maskIdNumber } from '@kabuto/shared/id-numbers';

/**
 * Real-name verification: name, ID number checked by its type's rule, front and back photos
 * (real image type, size cap, private storage), the privacy statement ticked; then staff review.
 * Customers' kyc_status: none → pending → passed | rejected (and rejected → pending on a new try).
 * In demo mode the system takes the staff decision at once (autoApproveInDemo): passed.
 */
export async function submitKyc(
  ctx: AppContext,
  customerId: number,
  input: Parameters<typeof submitApplication>[2],
) {
  const submitted = await submitApplication(ctx, customerId, input);
  return answerAfterDemoApproval(ctx, 'kyc', submitted, async () => {
    const decided = await latestApplication(ctx.db, customerId);
    return decided ? kycAnswer(decided) : submitted.answer;
  });
}

async function submitApplication(
  ctx: AppContext,
  customerId: number,
  input: {
    name?: string | undefined;
    id_type?: string | undefined;
    idcard?: string | undefined;
    agree?: string | undefined;
    front: UploadedFile | undefined;
    back: UploadedFile | undefined;
  },
) {
  return inTransaction(ctx.db, async (tx) => {
    const customer = await lockCustomer(ctx, tx, customerId);
    if (customer.kyc_status === 'passed') refuse('already_verified');
    if (customer.kyc_status === 'pending') refuse('kyc_pending');
    if (input.agree !== '1' && input.agree !== 'true') refuse('privacy_required');
    const name = (input.name ?? '').trim();
    if (!name || name.length > 64) refuse('kyc_name_required');
    const type = (ID_TYPES as readonly string[]).includes(input.id_type ?? '')
      ? (input.id_type as IdType)
      : null;
    if (!type) refuse('id_number_invalid');
    const number = (input.idcard ?? '').replace(/[\s-]/g, '').toUpperCase();
    if (!idNumberValid(type, number)) refuse('id_number_invalid');
    if (!input.front || !input.back) refuse('id_photos_required');
    checkImage(input.front);
    checkImage(input.back);
    const front = await storeImage(ctx, tx, {
      customerId,
      purpose: 'kyc_front',
      file: input.front,
    });
    const back = await storeImage(ctx, tx, { customerId, purpose: 'kyc_back', file: input.back });
    const row = await insertApplication(tx, {
      customer_id: customerId,
      name,
      id_type: type,
      id_number: number,
      front_upload_id: front,
      back_upload_id: back,
      status: 'pending',
      reason: null,
      created_at: ctx.clock.now().toISOString(),
      decided_at: null,
    });
    await setKycStatus(tx, customerId, 'pending');
    const reviewId = await submitForReview(tx, ctx.clock, {
      kind: 'kyc',
      subjectId: row.id,
      customerId,
      summary: {
        name,
        id_type: type,
        id_number: maskIdNumber(number),
        front_upload_id: String(front),
        back_upload_id: String(back),
      },
    });
    return { answer: kycAnswer(row), reviewId };
  });
}

function kycAnswer(r: {
  id: number;
  name: string;
  id_type: string;
  id_number: string;
  status: string;
  reason: string | null;
  created_at: string;
  decided_at: string | null;
}) {
  return {
    id: r.id,
    name: r.name,
    id_type: idType.parse(r.id_type),
    id_number: maskIdNumber(r.id_number),
    status: kycStatus.parse(r.status),
    reason: r.reason,
    created_at: r.created_at,
    decided_at: r.decided_at,
  };
}

export async function kycState(ctx: AppContext, customerId: number) {
  const status = await kycStatusOf(ctx.db, customerId);
  const latest = await latestApplication(ctx.db, customerId);
  return {
    status: kycStatus.parse(status),
    application: latest ? kycAnswer(latest) : null,
  };
}

export function kycReviewHandler(ctx: AppContext): ReviewHandler {
  const decide =
    (status: 'passed' | 'rejected') =>
    async (
      tx: Parameters<ReviewHandler['approve']>[0],
      item: Parameters<ReviewHandler['approve']>[1],
      decision: { reason: string | null },
    ) => {
      const now = ctx.clock.now().toISOString();
      await decideApplication(tx, item.subjectId, {
        status,
        reason: decision.reason,
        decided_at: now,
      });
      await setKycStatus(tx, item.customerId, status);
      await sendSystemMessage(tx, ctx.clock, {
        customerId: item.customerId,
        kind: status === 'passed' ? 'kyc_passed' : 'kyc_rejected',
        params: { reason: decision.reason ?? '' },
      });
    };
  return { kind: 'kyc', approve: decide('passed'), reject: decide('rejected') };
}
