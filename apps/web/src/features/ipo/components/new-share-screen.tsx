import { useState } from 'react';
import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { MarketFilter, typeOfFilter } from '@/components/market-filter/market-filter';
import type { MarketFilterValue } from '@/components/market-filter/market-filter';
import { NoData } from '@/components/no-data/no-data';
import { DataNotice } from '@/components/data-notice/data-notice';
import { Hero, kit, RuleBox, Screen, ScreenBody } from '@/components/screen-kit/screen-kit';
import { useOfferings } from '../api/get-offerings';
import { PHASE_ORDER } from '../utils/phase';
import { OfferingCard } from './offering-card';
import styles from './ipo.module.css';

/**
 * /home/newShare: every offering grouped by phase — open ones first — with the figures that
 * decide a subscription, and the rules of the lottery before anyone applies.
 */
export function NewShareScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [market, setMarket] = useState<MarketFilterValue>('all');
  const offerings = useOfferings(typeOfFilter(market), language);
  const rows = offerings.data ?? [];
  const open = rows.filter((o) => o.phase === 'open').length;

  return (
    <Screen testId="new-share-screen">
      <Hero
        label={t('ipo.heroLabel')}
        value={offerings.data ? open : '—'}
        unit={t(open === 1 ? 'ipo.heroUnitOne' : 'ipo.heroUnit')}
        valueTestId="new-share-open-count"
        aside={
          <MarketFilter
            value={market}
            onChange={setMarket}
            allLabel={t('ipo.all')}
            label={t('ipo.marketLabel')}
            testIdPrefix="new-share"
          />
        }
        note={t('ipo.heroNote')}
      />
      <ScreenBody>
        <section className={styles.phaseSummary} data-testid="new-share-phases">
          {PHASE_ORDER.map((phase) => (
            <div key={phase} data-active={rows.some((o) => o.phase === phase)}>
              <strong>{offerings.data ? rows.filter((o) => o.phase === phase).length : '—'}</strong>
              <span>{t(`ipo.phase.${phase}`)}</span>
            </div>
          ))}
        </section>
        <DataNotice className={kit.notice} />
        {offerings.isPending ? (
          <div className={styles.loading}>
            <DotLoading />
          </div>
        ) : rows.length === 0 ? (
          <section className={styles.summary}>
            <NoData text={t('ipo.empty')} />
          </section>
        ) : (
          PHASE_ORDER.map((phase) => {
            const group = rows.filter((o) => o.phase === phase);
            if (group.length === 0) return null;
            return (
              <section key={phase} className={styles.group} data-testid={`offerings-${phase}`}>
                <h2 className={styles.groupTitle}>
                  {t(`ipo.groups.${phase}`)}
                  <span className={styles.groupCount}>{group.length}</span>
                  <span className={styles.groupHint}>{t(`ipo.groupHints.${phase}`)}</span>
                </h2>
                {group.map((offering) => (
                  <OfferingCard key={offering.id} offering={offering} />
                ))}
              </section>
            );
          })
        )}
        <RuleBox
          title={t('ipo.rules.title')}
          testId="new-share-rules"
          rules={[
            t('ipo.rules.once'),
            t('ipo.rules.modes'),
            t('ipo.rules.lottery'),
            t('ipo.rules.verify'),
            t('ipo.rules.listing'),
          ]}
        />
      </ScreenBody>
    </Screen>
  );
}
