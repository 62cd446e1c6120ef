import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@kabuto/shared/contracts/customers';
import { CopyButton } from '@/components/screen-kit/copy-button';
import { Card, Facts } from '@/components/screen-kit/screen-kit';
import styles from './profile.module.css';

/** The customer's invitation code and link, each with a copy button, and whom it brought in. */
export function InviteCard({ user }: { user: UserInfo | undefined }) {
  const { t } = useTranslation();
  const inviteLink = user?.invite_code
    ? `${window.location.origin}${window.location.pathname}#/login/register?invite=${encodeURIComponent(user.invite_code)}`
    : '';
  return (
    <Card title={t('profile.invite')} testId="my-page-invite">
      <div className={styles.invite}>
        <span className={styles.inviteCode} data-testid="my-page-invite-code">
          {user?.invite_code ?? '—'}
        </span>
        {user?.invite_code && (
          <CopyButton
            text={user.invite_code}
            label={t('profile.copy')}
            copiedLabel={t('profile.copied')}
            testId="copy-invite-code"
          />
        )}
      </div>
      <p className={styles.inviteHint}>{t('profile.inviteHint')}</p>
      <div className={styles.inviteStats}>
        <Facts
          items={[
            {
              label: t('profile.invited'),
              value: user ? t('profile.invitedCount', { count: user.invited_count }) : '—',
              testId: 'my-page-invited',
            },
            {
              label: t('profile.inviteLink'),
              value: inviteLink ? (
                <>
                  <span className={styles.linkText}>{inviteLink}</span>
                  <CopyButton
                    text={inviteLink}
                    label={t('profile.copy')}
                    copiedLabel={t('profile.copied')}
                    testId="copy-invite-link"
                  />
                </>
              ) : (
                '—'
              ),
            },
          ]}
        />
      </div>
    </Card>
  );
}
