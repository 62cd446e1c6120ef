import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EntryLink } from '@/components/screen-kit/screen-kit';
import styles from './lending.module.css';

/** The way into share lending from the positions screen, under the held positions. */
export function LendingEntry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.entry}>
      <EntryLink
        icon="coins"
        title={t('lending.entry.title')}
        hint={t('lending.entry.hint')}
        onClick={() => navigate('/position/lending')}
        testId="positions-lending-link"
      />
    </div>
  );
}
