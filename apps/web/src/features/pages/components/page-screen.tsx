import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
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
      {name === 'about' && (
        <div className={styles.notice}>
          <SafetyNotice />
        </div>
      )}
    </article>
  );
}
