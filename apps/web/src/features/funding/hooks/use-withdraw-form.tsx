import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type {
  BankCard,
  WithdrawalChecklist,
  WithdrawalReceipt,
} from '@kabuto/shared/contracts/funding';
import type { MarketType } from '@kabuto/shared/markets';
import { MARKETS } from '@kabuto/shared/markets';
import { displayMoney } from '@kabuto/shared/money';
import { Facts } from '@/components/screen-kit/screen-kit';
import { useMessage } from '@/i18n/i18n';
import { amountText, checkAmount } from '@/lib/amount-input';
import { newNonce } from '@/lib/nonce';
import { showMessage } from '@/lib/toast';
import { confirmDialog } from '@/lib/dialog';
import { useRequestWithdrawal, WithdrawalRefused } from '../api/request-withdrawal';

/** Refusals the customer fixes on another screen, and where. */
const FIX_ROUTES: Readonly<Record<string, string>> = {
  kyc_required: '/mine/verified',
  kyc_rejected: '/mine/verified',
  bank_card_required: '/mine/bankAdd?from=withdraw',
  fund_password_not_set: '/mine/fundPassword',
  positions_open: '/position/index',
};

/** A refusal the customer fixes elsewhere offers the way there; any other is shown. */
function useRefusal() {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  return function refused(error: unknown) {
    if (!(error instanceof WithdrawalRefused)) return; // already told by the client
    const route = FIX_ROUTES[error.msg];
    if (route) {
      void confirmDialog({
        content: message(error.msg, error.params),
        confirmText: t('funding.withdraw.action'),
        cancelText: t('common.cancel'),
        onConfirm: () => navigate(route),
      });
      return;
    }
    showMessage(message(error.msg, error.params));
  };
}

/** Shows the amount, fee, card and arrival before anything is sent. */
function confirmWithdrawal(t: TFunction, amount: string, chosen: BankCard, onConfirm: () => void) {
  void confirmDialog({
    title: t('funding.withdraw.confirmTitle'),
    content: (
      <Facts
        testId="withdraw-confirm"
        items={[
          {
            label: t('funding.withdraw.amountTitle'),
            value: amount,
            strong: true,
          },
          { label: t('funding.withdraw.fee'), value: t('funding.withdraw.feeFree') },
          { label: t('funding.withdraw.cardTitle'), value: `${chosen.bank} ${chosen.card}` },
          { label: t('funding.withdraw.arrival'), value: t('funding.withdraw.arrivalValue') },
        ]}
      />
    ),
    confirmText: t('funding.withdraw.confirm'),
    cancelText: t('common.cancel'),
    onConfirm,
  });
}

/**
 * The withdrawal form: amount and fund password, checked here, confirmed in a dialog, sent with
 * one nonce per attempt (a new one once the amount changes or a request went through).
 */
export function useWithdrawForm(
  type: MarketType,
  card: BankCard | undefined,
  checklist: WithdrawalChecklist | undefined,
) {
  const { t } = useTranslation();
  const message = useMessage();
  const refused = useRefusal();
  const currency = MARKETS[type].currency;
  const withdraw = useRequestWithdrawal();
  const [money, setMoney] = useState('');
  const [password, setPassword] = useState('');
  const [receipt, setReceipt] = useState<WithdrawalReceipt | null>(null);
  const nonce = useRef(newNonce());

  const renew = () => {
    nonce.current = newNonce();
    setReceipt(null);
  };

  function send(amount: string, chosen: BankCard) {
    withdraw.mutate(
      { type, money: amount, bank_id: chosen.id, fund_password: password, nonce: nonce.current },
      {
        onSuccess: (result) => {
          // Status 1: paid at once (demo mode approves withdrawals itself).
          const key = result.status === 1 ? 'withdrawal_approved' : 'withdrawal_submitted';
          showMessage(message(key, { amount: result.money, currency: result.currency }));
          setReceipt(result);
          setMoney('');
          setPassword('');
          nonce.current = newNonce();
        },
        onError: refused,
      },
    );
  }

  function submit() {
    // The rules come before anything the customer types: the first failing one is the answer.
    const failing = checklist?.items.find((item) => !item.ok);
    if (failing?.msg) {
      refused(new WithdrawalRefused(failing.msg, failing.params));
      return;
    }
    const problem = checkAmount(money, currency);
    if (problem.msg) {
      showMessage(message(problem.msg, problem.params));
      return;
    }
    if (!card) {
      refused(new WithdrawalRefused('bank_card_required', undefined));
      return;
    }
    if (!password) {
      showMessage(message('fund_password_required'));
      return;
    }
    const amount = amountText(money);
    const chosen = card;
    confirmWithdrawal(t, `${displayMoney(amount)} ${currency}`, chosen, () => send(amount, chosen));
  }

  return {
    money,
    setMoney: (value: string) => {
      setMoney(value);
      renew();
    },
    password,
    setPassword,
    receipt,
    renew,
    submit,
    pending: withdraw.isPending,
  };
}

export type WithdrawForm = ReturnType<typeof useWithdrawForm>;
