import { useEffect } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MarketType } from '@kabuto/shared/markets';
import type { AccountFigures } from '@kabuto/shared/contracts/funding';
import type { UserInfo } from '@kabuto/shared/contracts/customers';
import { assetsQueryOptions } from '@/lib/account-figures';
import { siteConfigQueryOptions } from '@/lib/site-config';
import { showLoading } from '@/lib/toast';
import { closedStockListQueryOptions } from '../api/get-closed-stock-list';
import { heldStockListQueryOptions } from '../api/get-held-stock-list';
import { stockCreditListQueryOptions } from '../api/get-stock-credit-list';
import { userNewStockListQueryOptions } from '../api/get-user-new-stock-list';
import { userProductListQueryOptions } from '../api/get-user-product-list';
import { userinfoQueryOptions } from '../api/get-userinfo';
import { withdrawalListQueryOptions } from '../api/get-withdrawal-list';

export interface PanelData {
  user: UserInfo | undefined;
  /** The account figures (user/assets), the same definition My Page and the API show. */
  figures: AccountFigures | null;
  isFetching: boolean;
  /** Some call failed (the client already said why); the figures are withheld. */
  failed: boolean;
  refetch(): void;
}

function combine(results: UseQueryResult[]): PanelData {
  const [user, figures] = results as [UseQueryResult<UserInfo>, UseQueryResult<AccountFigures>];
  return {
    user: user.data,
    figures: figures.data ?? null,
    isFetching: results.some((result) => result.isFetching),
    failed: results.some((result) => result.isError),
    refetch: () => {
      for (const result of results) void result.refetch();
    },
  };
}

/**
 * The account panel's eight calls (SPEC §7) and the account figures, run together whenever the
 * panel opens, under one loading toast that clears when all of them have finished. The figures
 * shown are user/assets': SPEC §7's formula leaves out day trading, pledged collateral and
 * positions waiting to close (docs/decisions.md, Account figures).
 */
export function usePanelData(type: MarketType): PanelData {
  const { t } = useTranslation();
  const data = useQueries({
    queries: [
      userinfoQueryOptions(type),
      assetsQueryOptions(type),
      userNewStockListQueryOptions(type),
      withdrawalListQueryOptions(type),
      userProductListQueryOptions(type),
      stockCreditListQueryOptions(type),
      heldStockListQueryOptions(type),
      closedStockListQueryOptions(type),
      siteConfigQueryOptions(),
    ],
    combine,
  });

  const loadingText = t('common.loading');
  useEffect(() => {
    if (!data.isFetching) return;
    const toast = showLoading(loadingText);
    return () => toast.done();
  }, [data.isFetching, loadingText]);

  return data;
}
