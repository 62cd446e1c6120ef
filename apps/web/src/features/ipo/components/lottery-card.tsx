import { useState } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import { CopyButton } from '@/components/screen-kit/copy-button';
import { Card } from '@/components/screen-kit/screen-kit';
import { formatDateTime } from '@/lib/date-time';
import type { Offering } from '@kabuto/shared/contracts/ipo';
import { useLottery } from '../api/get-lottery';
import type { LotteryRecord } from '@kabuto/shared/contracts/ipo';
import { verifyDraw } from '../utils/verify-draw';
import type { DrawCheck } from '../utils/verify-draw';
import styles from './ipo.module.css';

/** Applications listed before "show all" (the customer's own is always listed). */
const APPLICATIONS_SHOWN = 8;

interface LotteryCardProps {
  offering: Offering;
  /** The customer's own application, marked in the list. */
  myApplication: number | undefined;
}

/**
 * The verifiable lottery (PRODUCT.md): the seed's hash published when the offering opened, the
 * seed revealed at the draw, the applications, and a button that recomputes the winners here in
 * the browser and shows that they match the published results.
 */
export function LotteryCard({ offering, myApplication }: LotteryCardProps) {
  const { t } = useTranslation();
  const lottery = useLottery(offering.id);
  const record = lottery.data;

  return (
    <Card title={t('ipo.lottery.title')} testId="lottery-card">
      <p className={styles.lotteryIntro}>{t('ipo.lottery.intro')}</p>
      {!record ? (
        <div className={styles.loading}>
          <DotLoading />
        </div>
      ) : (
        <LotteryRecordView
          key={record.seed ?? 'sealed'}
          record={record}
          offering={offering}
          myApplication={myApplication}
        />
      )}
    </Card>
  );
}

function LotteryRecordView({
  record,
  offering,
  myApplication,
}: {
  record: LotteryRecord;
  offering: Offering;
  myApplication: number | undefined;
}) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<DrawCheck | null>(null);
  const [busy, setBusy] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const drawn = record.seed !== null;
  const tickets = record.applications.reduce((n, app) => n + (app.failed ? 0 : app.lots), 0);
  const apps = showAll
    ? record.applications
    : record.applications.filter(
        (app, index) => index < APPLICATIONS_SHOWN || app.application === myApplication,
      );
  const winners = check?.kind === 'checked' ? check.winners : undefined;

  async function verify() {
    setBusy(true);
    try {
      setCheck(await verifyDraw(record));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <SeedBlocks record={record} offering={offering} />

      <LotteryFacts record={record} tickets={tickets} />

      {record.applications.length > 0 && (
        <ApplicationsTable apps={apps} myApplication={myApplication} winners={winners} />
      )}
      {!showAll && apps.length < record.applications.length && (
        <button type="button" className={styles.more} onClick={() => setShowAll(true)}>
          {t('ipo.lottery.showAll', { count: record.applications.length })}
        </button>
      )}

      {drawn ? (
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          className={styles.verify}
          loading={busy}
          onClick={() => void verify()}
          data-testid="lottery-verify"
        >
          <Icon name="shield" size={16} strokeWidth={2.2} /> {t('ipo.lottery.verify')}
        </Button>
      ) : (
        <p className={styles.formNote}>{t('ipo.lottery.verifyLater')}</p>
      )}
      {check && <Verdict check={check} />}
    </>
  );
}

function Verdict({ check }: { check: DrawCheck }) {
  const { t } = useTranslation();
  if (check.kind === 'unavailable') {
    return (
      <div className={styles.verdict} data-ok="false" data-testid="lottery-verdict" role="status">
        <span className={styles.verdictIcon}>
          <Icon name="alert" size={16} strokeWidth={2.4} />
        </span>
        <div>
          <strong>{t(`ipo.lottery.unavailable.${check.reason}`)}</strong>
        </div>
      </div>
    );
  }
  return (
    <div
      className={styles.verdict}
      data-ok={check.verified}
      data-testid="lottery-verdict"
      role="status"
    >
      <span className={styles.verdictIcon}>
        <Icon name={check.verified ? 'check' : 'alert'} size={16} strokeWidth={2.6} />
      </span>
      <div>
        <strong>{check.verified ? t('ipo.lottery.verified') : t('ipo.lottery.notVerified')}</strong>
        <ul>
          <li data-testid="lottery-check-hash">
            {check.seedHashMatches ? '✓ ' : '✗ '}
            {check.seedHashMatches ? t('ipo.lottery.hashOk') : t('ipo.lottery.hashBad')}
          </li>
          <li data-testid="lottery-check-winners">
            {check.mismatches.length === 0 ? '✓ ' : '✗ '}
            {check.mismatches.length === 0
              ? t('ipo.lottery.winnersOk', { tickets: check.tickets })
              : t('ipo.lottery.winnersBad', { count: check.mismatches.length })}
          </li>
        </ul>
      </div>
    </div>
  );
}

/** The hash published before the draw, and the seed revealed by it. */
function SeedBlocks({ record, offering }: { record: LotteryRecord; offering: Offering }) {
  const { t } = useTranslation();
  const drawn = record.seed !== null;
  return (
    <>
      <div className={styles.hashBlock}>
        <div className={styles.hashLabel}>
          <span>{t('ipo.lottery.seedHash')}</span>
          <CopyButton
            text={record.seed_hash}
            label={t('ipo.lottery.copy')}
            copiedLabel={t('ipo.lottery.copied')}
          />
        </div>
        <code className={styles.hash} data-testid="lottery-seed-hash">
          {record.seed_hash}
        </code>
      </div>
      <div className={styles.hashBlock}>
        <div className={styles.hashLabel}>
          <span>{t('ipo.lottery.seed')}</span>
          {drawn && (
            <CopyButton
              text={record.seed ?? ''}
              label={t('ipo.lottery.copy')}
              copiedLabel={t('ipo.lottery.copied')}
            />
          )}
        </div>
        <code
          className={`${styles.hash} ${drawn ? '' : styles.hashPending}`}
          data-testid="lottery-seed"
        >
          {record.seed ?? t('ipo.lottery.sealed', { at: formatDateTime(offering.draw_date) })}
        </code>
      </div>
    </>
  );
}

interface ApplicationsTableProps {
  apps: LotteryRecord['applications'];
  myApplication: number | undefined;
  /** Lots won per application as recomputed here; undefined until verified. */
  winners: ReadonlyMap<number, number> | undefined;
}

function ApplicationsTable({ apps, myApplication, winners }: ApplicationsTableProps) {
  const { t } = useTranslation();
  return (
    <table className={styles.apps} data-testid="lottery-applications">
      <thead>
        <tr>
          <th scope="col">{t('ipo.lottery.application')}</th>
          <th scope="col">{t('ipo.lottery.lots')}</th>
          <th scope="col">{t('ipo.lottery.won')}</th>
          {winners && <th scope="col">{t('ipo.lottery.recomputed')}</th>}
        </tr>
      </thead>
      <tbody>
        {apps.map((app) => {
          const again = winners?.get(app.application) ?? 0;
          const same = (app.won_lots ?? 0) === again;
          return (
            <tr
              key={app.application}
              data-mine={app.application === myApplication}
              data-testid={`lottery-app-${app.application}`}
            >
              <td>
                #{app.application}
                {app.application === myApplication && (
                  <span className={styles.mine}>{t('ipo.lottery.mine')}</span>
                )}
              </td>
              <td>{app.lots}</td>
              <td>{app.failed ? t('ipo.result.failed') : (app.won_lots ?? '—')}</td>
              {winners && (
                <td data-check={same ? 'ok' : 'bad'}>
                  {again} {same ? '✓' : '✗'}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** How the draw works, and its counts: winning lots, applications and tickets. */
function LotteryFacts({ record, tickets }: { record: LotteryRecord; tickets: number }) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.method}>
        <p>{t('ipo.lottery.method', { winning: record.winning_lots })}</p>
        <details className={styles.methodOriginal}>
          <summary>{t('ipo.lottery.methodOriginal')}</summary>
          <code data-testid="lottery-method">{record.method}</code>
        </details>
      </div>

      <div className={styles.lotteryStats}>
        <div>
          <span>{t('ipo.lottery.winningLots')}</span>
          <strong data-testid="lottery-winning-lots">{record.winning_lots}</strong>
        </div>
        <div>
          <span>{t('ipo.lottery.applications')}</span>
          <strong>{record.applications.length}</strong>
        </div>
        <div>
          <span>{t('ipo.lottery.tickets')}</span>
          <strong>{tickets}</strong>
        </div>
      </div>
    </>
  );
}
