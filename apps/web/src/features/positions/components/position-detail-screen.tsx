import { Button, DotLoading } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { marketOfCurrency } from '@kabuto/shared/markets';
import { Icon } from '@/components/icon/icon';
import { NoData } from '@/components/no-data/no-data';
import { useLiveTick } from '@/lib/live-quotes';
import { usePosition } from '../api/get-position';
import { useConfirmClose } from '../hooks/use-confirm-close';
import { POSITION_STATUS } from '../types';
import { grossPnlText, marketValueText } from '../utils/pnl';
import { CloseBar, PositionFields, PositionHead } from './position-detail-parts';
import { PositionExits } from './position-exits';
import styles from './positions.module.css';

/** /position/info?id=…: every figure of one position, and its close action while held. */
export function PositionDetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? '0');
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <div className={styles.page} data-testid="position-detail-empty">
        <section className={styles.card}>
          <NoData text={t('positions.detail.choose')} />
          <div className={styles.centered}>
            <Button color="primary" shape="rounded" onClick={() => navigate('/position/index')}>
              {t('positions.detail.toPositions')}
            </Button>
          </div>
        </section>
      </div>
    );
  }
  return <PositionDetail key={id} id={id} />;
}

function PositionDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const position = usePosition(id, language);
  const holding = position.data?.status === POSITION_STATUS.holding;
  const tick = useLiveTick(holding ? position.data?.code : undefined);
  const confirmClose = useConfirmClose(position.data?.currency ?? '');

  if (position.isError) {
    return (
      <div className={styles.page} data-testid="position-detail-missing">
        <section className={styles.card}>
          <NoData text={t('positions.detail.missing')} />
        </section>
      </div>
    );
  }
  if (!position.data) {
    return (
      <div className={styles.loading}>
        <DotLoading />
      </div>
    );
  }
  const p = position.data;
  // While held, the price, market value and P&L follow the live price.
  const nowprice = holding && tick ? tick.price : p.nowprice;
  const live = {
    position: p,
    market: marketOfCurrency(p.currency)?.code ?? 'JP',
    holding,
    nowprice,
    pnl:
      (holding &&
        tick &&
        grossPnlText(p.direction, p.buy_price, nowprice, p.stock_num, p.currency)) ||
      p.yingkui,
    marketValue:
      (holding && tick && marketValueText(nowprice, p.stock_num, p.currency)) || p.market_value,
  };

  return (
    <div
      className={`${styles.page} ${holding ? styles.withActionBar : ''}`}
      data-testid="position-detail"
      data-status={p.status}
    >
      <PositionHead live={live} />
      <PositionFields live={live} language={language} />

      {holding && <PositionExits position={p} />}

      {p.status === POSITION_STATUS.closing && (
        <p className={styles.closingNote}>
          <Icon name="clock" size={14} strokeWidth={2.2} /> {t('positions.closePreparing')}
        </p>
      )}

      {holding && <CloseBar live={live} onClose={confirmClose} />}
    </div>
  );
}
