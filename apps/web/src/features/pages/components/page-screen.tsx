import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { configValue, useSiteConfig } from '@/lib/site-config';
import { BrandMark } from '@/components/brand/brand-mark';
import { NoData } from '@/components/no-data/no-data';
import { SafetyNotice } from '@/components/safety-notice/safety-notice';
import { useLanguage } from '@/i18n/i18n';
import { usePage } from '../api/get-page';
import type { PageName } from '../api/get-page';
import styles from './page-screen.module.css';

/** Splits plain text into paragraphs at blank lines. */
function toParagraphs(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** The service page's channels: Messages, and the chat link when staff have set one (`kefu`). */
function ServiceActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const chat = configValue(useSiteConfig().data, 'kefu');
  return (
    <div className={styles.actions}>
      <Button block color="primary" shape="rounded" onClick={() => navigate('/mine/message')}>
        {t('pages.serviceMessages')}
      </Button>
      {chat && (
        <Button
          block
          shape="rounded"
          onClick={() => void window.open(chat, '_blank', 'noopener,noreferrer')}
          data-testid="service-chat"
        >
          {t('pages.serviceChat')}
        </Button>
      )}
    </div>
  );
}

/** A site page (about, privacy, user agreement) read from common/page. */
export function PageScreen({ name }: { name: PageName }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const page = usePage(name, language);
  const paragraphs = page.data ? toParagraphs(page.data.body) : [];

  return (
    <article className={styles.page} data-testid={`page-${name}`}>
      {name === 'about' && (
        <div className={styles.brand}>
          <BrandMark size={56} />
          <span className={styles.brandName}>Kabuto</span>
          <span className={styles.tagline}>{t('brand.tagline')}</span>
        </div>
      )}
      <div className={styles.card}>
        {page.isPending && (
          <>
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={6} animated />
          </>
        )}
        {page.isError && (
          <div className={styles.failed}>
            <p>{t('pages.loadFailed')}</p>
            <Button size="small" shape="rounded" onClick={() => void page.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        )}
        {page.data && (
          <>
            <h2 className={styles.title} data-testid="page-title">
              {page.data.title}
            </h2>
            {paragraphs.length === 0 ? (
              <NoData />
            ) : (
              paragraphs.map((paragraph, index) => (
                <p key={index} className={styles.paragraph}>
                  {paragraph}
                </p>
              ))
            )}
          </>
        )}
      </div>
      {name === 'service' && <ServiceActions />}
      {name === 'about' && (
        <div className={styles.notice}>
          <SafetyNotice />
        </div>
      )}
    </article>
  );
}
