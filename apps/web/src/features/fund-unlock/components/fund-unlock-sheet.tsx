import { useEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { Button, Popup } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import { FundPasswordField } from '@/components/screen-kit/screen-kit';
import { setFundUnlockPrompt } from '@/lib/fund-unlock-gate';
import type { FundUnlockReason } from '@/lib/fund-unlock-gate';
import { useUnlock, useUnlockMinutes } from '../api/fund-unlock';
import styles from './fund-unlock.module.css';

/** Above the order and follow sheets it opens over. */
const ON_TOP = { '--z-index': '1100' } as CSSProperties;

/**
 * The one fund-password sheet (issue 14, item 10), mounted once by the app shell: the API client
 * opens it when a confirmation needs the session unlocked, and sends the confirmation again once
 * the password is right. Without a fund password it explains and links to setting one.
 */
export function FundUnlockSheet() {
  const [reason, setReason] = useState<FundUnlockReason | null>(null);
  const answer = useRef<((unlocked: boolean) => void) | null>(null);

  useEffect(() => {
    setFundUnlockPrompt(
      (next) =>
        new Promise<boolean>((resolve) => {
          answer.current = resolve;
          setReason(next);
        }),
    );
    return () => setFundUnlockPrompt(null);
  }, []);

  const close = (unlocked: boolean) => {
    answer.current?.(unlocked);
    answer.current = null;
    setReason(null);
  };

  return (
    <Popup
      visible={reason !== null}
      onMaskClick={() => close(false)}
      onClose={() => close(false)}
      bodyClassName={styles.sheet}
      style={ON_TOP}
      destroyOnClose
    >
      {reason === 'unlock' && <UnlockForm onDone={close} />}
      {reason === 'not_set' && <NotSet onDone={() => close(false)} />}
    </Popup>
  );
}

function SheetHead({ title }: { title: string }) {
  return (
    <div className={styles.sheetHead}>
      <span className={styles.badge} aria-hidden="true">
        <Icon name="key" size={18} strokeWidth={2.2} />
      </span>
      <h2>{title}</h2>
    </div>
  );
}

function UnlockForm({ onDone }: { onDone: (unlocked: boolean) => void }) {
  const { t } = useTranslation();
  const minutes = useUnlockMinutes();
  const unlock = useUnlock();
  const [password, setPassword] = useState('');

  function submit() {
    unlock
      .mutateAsync(password)
      .then((data) => {
        if (data) onDone(true);
        else setPassword('');
      })
      .catch(() => setPassword(''));
  }

  return (
    <div className={styles.sheetBody} data-testid="fund-unlock-sheet">
      <SheetHead title={t('fundUnlock.title')} />
      <p className={styles.explain} data-testid="fund-unlock-explain">
        {t('fundUnlock.explain', { minutes })}
      </p>
      <FundPasswordField
        label={t('fundUnlock.password')}
        value={password}
        onChange={setPassword}
        onComplete={submit}
        autoFocus
        placeholder={t('fundUnlock.placeholder')}
        testId="fund-unlock-password"
      />
      <div className={styles.actions}>
        <Button onClick={() => onDone(false)} data-testid="fund-unlock-cancel">
          {t('fundUnlock.cancel')}
        </Button>
        <Button
          color="primary"
          disabled={password.length !== 6}
          loading={unlock.isPending}
          onClick={submit}
          data-testid="fund-unlock-confirm"
        >
          {t('fundUnlock.confirm')}
        </Button>
      </div>
    </div>
  );
}

function NotSet({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const minutes = useUnlockMinutes();
  return (
    <div className={styles.sheetBody} data-testid="fund-unlock-not-set">
      <SheetHead title={t('fundUnlock.notSetTitle')} />
      <p className={styles.explain}>{t('fundUnlock.notSetExplain', { minutes })}</p>
      <div className={styles.actions}>
        <Button onClick={onDone}>{t('fundUnlock.cancel')}</Button>
        <Button
          color="primary"
          onClick={() => {
            onDone();
            navigate('/mine/fundPassword');
          }}
          data-testid="fund-unlock-set-now"
        >
          {t('fundUnlock.setNow')}
        </Button>
      </div>
    </div>
  );
}
