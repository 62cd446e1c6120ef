import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import { NoData } from '@/components/no-data/no-data';
import { Screen, ScreenBody } from '@/components/screen-kit/screen-kit';
import { useMessage } from '@/i18n/i18n';
import { formatDate } from '@/lib/date-time';
import { showMessage } from '@/lib/toast';
import { confirmDialog } from '@/lib/dialog';
import { cardTypeOf, useBankCards } from '../api/get-bank-cards';
import type { BankCard } from '@kabuto/shared/contracts/funding';
import { useRemoveBankCard } from '../api/remove-bank-card';
import styles from './funding.module.css';

/** /mine/bank: the bound cards, each with unbind; a way to add another. */
export function BankScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cards = useBankCards();

  return (
    <Screen testId="bank-screen">
      <ScreenBody flat>
        {cards.data && cards.data.length === 0 && <NoData text={t('funding.bank.empty')} />}
        {(cards.data ?? []).map((card) => (
          <BankCardView key={card.id} card={card} />
        ))}
        <button
          type="button"
          className={styles.addButton}
          onClick={() => navigate('/mine/bankAdd')}
          data-testid="bank-add"
        >
          <Icon name="plus" size={18} strokeWidth={2.4} />
          {t('funding.bank.add')}
        </button>
        <p className={styles.note}>{t('funding.bank.note')}</p>
      </ScreenBody>
    </Screen>
  );
}

/** "************1234" as "**** **** **** 1234": groups of four, counted from the end. */
function groupFromEnd(masked: string): string {
  const groups: string[] = [];
  for (let end = masked.length; end > 0; end -= 4) {
    groups.unshift(masked.slice(Math.max(0, end - 4), end));
  }
  return groups.join(' ');
}

function BankCardView({ card }: { card: BankCard }) {
  const { t } = useTranslation();
  const message = useMessage();
  const remove = useRemoveBankCard();

  const confirmUnbind = () => {
    void confirmDialog({
      content: t('funding.bank.unbindConfirm'),
      confirmText: t('funding.bank.unbind'),
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        const msg = await remove.mutateAsync(card.id).catch(() => null);
        if (msg) showMessage(message(msg));
      },
    });
  };

  return (
    <article className={styles.bankCard} data-testid={`bank-card-${card.id}`}>
      <div className={styles.bankHead}>
        <div>
          <div className={styles.bankName}>{card.bank || '—'}</div>
          <div className={styles.bankBranch}>
            {card.branch} ({card.branch_code})
          </div>
        </div>
        <span className={styles.bankType}>
          {t(`funding.bank.cardTypes.${cardTypeOf(card.card_type)}`)}
        </span>
      </div>
      <div className={styles.bankNumber} data-testid="bank-card-number">
        {groupFromEnd(card.card)}
      </div>
      <div className={styles.bankFoot}>
        <div>
          {t('funding.bank.holder')}
          <strong>{card.name}</strong>
        </div>
        <div>
          {t('funding.bank.addedAt')}
          <strong>{formatDate(card.created_at)}</strong>
        </div>
        <button
          type="button"
          className={styles.unbind}
          onClick={confirmUnbind}
          data-testid={`bank-unbind-${card.id}`}
        >
          {t('funding.bank.unbind')}
        </button>
      </div>
    </article>
  );
}
