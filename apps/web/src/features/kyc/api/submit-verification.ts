/** user/verified: a real-name verification application with both photos, as a multipart form. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload, ApiError } from '@/lib/api-client';
import type { IdType } from '@kabuto/shared/id-numbers';
import type { KycApplication } from '@kabuto/shared/contracts/kyc';
import type { FormOf } from '@kabuto/shared/contract';
import type { kycContracts } from '@kabuto/shared/contracts/kyc';

/** The photos are files here; the contract describes them as binary multipart fields. */
export type VerificationInput = FormOf<
  (typeof kycContracts)['user/verified'],
  'name' | 'idcard'
> & {
  id_type: IdType;
  front: File;
  back: File;
};

export async function submitVerification(input: VerificationInput): Promise<KycApplication> {
  const form = new FormData();
  form.append('name', input.name);
  form.append('id_type', input.id_type);
  form.append('idcard', input.idcard);
  // Only sent once the customer ticked the privacy statement (SPEC §5).
  form.append('agree', '1');
  form.append('front', input.front, input.front.name);
  form.append('back', input.back, input.back.name);
  const envelope = await apiUpload<KycApplication>('user/verified', form);
  if (envelope.status !== 1) throw new ApiError(envelope.msg);
  return envelope.data;
}

export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVerification,
    onSuccess: async () => {
      // The state here, and the badge of the account panel and home screen.
      await queryClient.invalidateQueries({ queryKey: ['user', 'verifiedinfo'] });
      await queryClient.invalidateQueries({ queryKey: ['user', 'getUserinfo'] });
    },
  });
}
