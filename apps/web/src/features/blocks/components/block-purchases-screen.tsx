import { DotLoading } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayMoney, formatMoney } from '@kabuto/shared/money';
import type { Currency } from '@kabuto/shared/money';
import type { BlockPurchaseRow } from '@kabuto/shared/contracts/blocks';
import { MARKETS } from '@kabuto/shared/markets';
import { NoData } from '@/components/no-data/no-data';
import {
  Card,
  EntryLink,
  Hero,
  MarketTabs,
  RuleBox,
  Screen,
  ScreenBody,
  Tag,
} from '@/components/screen-kit/screen-kit';
import { minorOf } from '@/lib/amount-input';
import { useSessionStore } from '@/lib/session-store';
import { Amount } from '@/components/amount/amount';
import { useBlockOrders } from '../api/get-block-orders';
import styles from './blocks.module.css';

const BLOCK_ROW = { frozen: 0, allocated: 1 } as const;

/**
 * /home/large2: the customer's block purchases in one currency — frozen until the offer's
 * deadline, then allocated as positions — with the money still frozen in them.
 */
export function BlockPurchasesScreen() {
  const { t } = useTranslation();
  const type = useSessionStore((state) => state.marketType);
  const setType = useSessionStore((state) => state.setMarketType);
  const currency = MARKETS[type].currency;
  const orders = useBlockOrders(type);
  const rows = orders.data ?? [];
  const frozenMinor = rows
    .filter((row) => row.status === BLOCK_ROW.frozen)
    .reduce((sum, row) => sum + minorOf(row.credit, currency), 0);

  return (
    <Screen testId="large2-screen">
      <Hero
        label={`${t('block.orders.frozenTotal')} (${currency})`}
        value={orders.data ? displayMoney(formatMoney(frozenMinor, currency)) : '—'}
        valueTestId="large2-frozen"
        aside={
          <MarketTabs
            value={type}
            onChange={setType}
            label={t('block.marketLabel')}
            testIdPrefix="large2"
          />
        }
        note={t('block.orders.heroNote')}
      />
      <ScreenBody>
        <Card
          title={t('block.orders.title')}
          extra={orders.data && t('block.orders.count', { n: rows.length })}
          testId="large2-list"
        >
          {orders.isPending ? (
            <div className={styles.loading}>
              <DotLoading />
            </div>
          ) : rows.length === 0 ? (
            <NoData text={t('block.orders.empty')} />
          ) : (
            <ul className={styles.purchases}>
              {rows.map((row) => (
                <PurchaseRow key={row.id} row={row} currency={currency} />
              ))}
            </ul>
          )}
        </Card>
        <RuleBox
          title={t('block.orders.rulesTitle')}
          rules={[t('block.orders.rules.frozen'), t('block.orders.rules.allocated')]}
        />
        <PurchaseLinks />
      </ScreenBody>
    </Screen>
  );
}

function PurchaseRow({ row, currency }: { row: BlockPurchaseRow; currency: Currency }) {
  const { t } = useTranslation();
  const allocated = row.status === BLOCK_ROW.allocated;
  return (
    <li
      className={styles.purchase}
      data-testid={`block-purchase-${row.id}`}
      data-status={row.status}
    >
      <div className={styles.purchaseMain}>
        <span>{t('block.orders.no', { id: row.id })}</span>
        <Amount as="strong" value={displayMoney(row.credit)} unit={` ${currency}`} />
      </div>
      <div className={styles.purchaseSide}>
        <Tag tone={allocated ? 'passed' : 'pending'} testId={`block-purchase-status-${row.id}`}>
          {allocated ? t('block.orders.allocated') : t('block.orders.frozen')}
        </Tag>
        <span>{allocated ? t('block.orders.allocatedHint') : t('block.orders.frozenHint')}</span>
      </div>
    </li>
  );
}

/** On to the positions the purchases became, and back to the offers. */
function PurchaseLinks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <EntryLink
        icon="briefcase"
        title={t('block.orders.toPositions')}
        hint={t('block.orders.toPositionsHint')}
        onClick={() => navigate('/position/index?tab=hold')}
        testId="large2-to-positions"
      />
      <EntryLink
        icon="layers"
        title={t('screens.large')}
        hint={t('block.orders.toOffersHint')}
        onClick={() => navigate('/home/large')}
        testId="large2-to-offers"
      />
    </>
  );
}
