import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import type { MarketType } from '@kabuto/shared/markets';
import { MARKETS } from '@kabuto/shared/markets';
import { useMessage } from '@/i18n/i18n';
import { amountText, checkAmount } from '@/lib/amount-input';
import { newNonce } from '@/lib/nonce';
import { showMessage } from '@/lib/toast';
import { useBankDeposit } from '../api/bank-deposit';

/** What the server accepts as a transfer screenshot (checked again there, by the bytes). */
export const PROOF_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PROOF_MAX_BYTES = 5 * 1024 * 1024;
const PROOF_MAX_TEXT = '5 MB';

/** An object URL for a picked file, revoked when the file changes or the screen closes. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [file]);
  return url;
}

interface DepositFormOptions {
  type: MarketType;
  /** The most one deposit may be, whole units; undefined while the account loads. */
  max: string | undefined;
  /** A deposit is under review: no second one until it is settled. */
  pending: boolean;
}

/** Amount and transfer screenshot, checked here, sent with one nonce per attempt. */
export function useDepositForm({ type, max, pending }: DepositFormOptions) {
  const message = useMessage();
  const currency = MARKETS[type].currency;
  const deposit = useBankDeposit();
  const [money, setMoney] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const nonce = useRef(newNonce());
  const renew = () => {
    nonce.current = newNonce();
  };

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still counts as a change.
    event.target.value = '';
    if (!file) return;
    if (!PROOF_TYPES.includes(file.type)) {
      showMessage(message('upload_type_invalid'));
      return;
    }
    if (file.size > PROOF_MAX_BYTES) {
      showMessage(message('upload_too_large', { max: PROOF_MAX_TEXT }));
      return;
    }
    setProof(file);
    renew();
  }

  function submit() {
    if (pending) {
      showMessage(message('deposit_pending'));
      return;
    }
    const problem = checkAmount(money, currency, {
      max: { value: max, msg: 'deposit_limit_exceeded' },
    });
    if (problem.msg) {
      showMessage(message(problem.msg, problem.params));
      return;
    }
    if (!proof) {
      showMessage(message('deposit_proof_required'));
      return;
    }
    deposit.mutate(
      { type, money: amountText(money), nonce: nonce.current, proof },
      {
        onSuccess: (record) => {
          // Status 1: credited at once (demo mode approves deposits itself).
          const key = record.status === 1 ? 'deposit_approved_demo' : 'deposit_submitted';
          showMessage(message(key, { amount: amountText(money), currency }));
          setMoney('');
          setProof(null);
          renew();
        },
      },
    );
  }

  return {
    money,
    setMoney: (value: string) => {
      setMoney(value);
      renew();
    },
    proof,
    removeProof: () => setProof(null),
    pick,
    submit,
    sending: deposit.isPending,
  };
}

export type DepositForm = ReturnType<typeof useDepositForm>;
