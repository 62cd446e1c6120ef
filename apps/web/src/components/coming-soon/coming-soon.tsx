import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import styles from './coming-soon.module.css';

interface ComingSoonProps {
  /** The screen's title in the customer's language. */
  title: string;
}

/** Stands in for a screen whose feature is not built yet, so no route is ever blank. */
export function ComingSoon({ title }: ComingSoonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className={styles.panel} data-testid="coming-soon">
      <div className={styles.art} aria-hidden="true">
        <span className={styles.ring} />
        <Icon name="tool" size={40} strokeWidth={1.6} />
      </div>
      <span className={styles.badge}>{t('comingSoon.badge')}</span>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.body}>{t('comingSoon.body')}</p>
      <Button
        className={styles.button}
        color="primary"
        shape="rounded"
        onClick={() => navigate('/home/index')}
        data-testid="coming-soon-home"
      >
        {t('comingSoon.backHome')}
      </Button>
    </section>
  );
}
