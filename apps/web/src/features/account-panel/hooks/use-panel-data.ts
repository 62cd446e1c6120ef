import { useEffect } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MarketType } from '@kabuto/shared/markets';
import type { PanelInputs, PanelFigures } from '@kabuto/shared/panel';
import type { UserInfo } from '@kabuto/shared/contracts/customers';
import { computePanelFigures } from '@kabuto/shared/panel';
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
  /** The figures of SPEC §7, once every call they depend on has answered. */
  figures: PanelFigures | null;
  isFetching: boolean;
  /** Some call failed (the client already said why); the figures are withheld. */
  failed: boolean;
  refetch(): void;
}

function combine(results: UseQueryResult[], type: MarketType): PanelData {
  const [user, newStocks, withdrawals, products, stockCredits, heldStocks, closedStocks, config] =
    results as [
      UseQueryResult<UserInfo>,
      UseQueryResult<PanelInputs['newStocks']>,
      UseQueryResult<PanelInputs['withdrawals']>,
      UseQueryResult<PanelInputs['products']>,
      UseQueryResult<PanelInputs['stockCredits']>,
      UseQueryResult<PanelInputs['heldStocks']>,
      UseQueryResult<PanelInputs['closedStocks']>,
      UseQueryResult<PanelInputs['config']>,
    ];
  const inputs: PanelInputs | null =
    user.data &&
    newStocks.data &&
    withdrawals.data &&
    products.data &&
    stockCredits.data &&
    heldStocks.data &&
    closedStocks.data
      ? {
          user: user.data,
          newStocks: newStocks.data,
          withdrawals: withdrawals.data,
          products: products.data,
          stockCredits: stockCredits.data,
          heldStocks: heldStocks.data,
          closedStocks: closedStocks.data,
          config: config.data ?? [],
        }
      : null;
  return {
    user: user.data,
    figures: inputs ? computePanelFigures(inputs, type) : null,
    isFetching: results.some((result) => result.isFetching),
    failed: results.some((result) => result.isError),
    refetch: () => {
      for (const result of results) void result.refetch();
    },
  };
}

/**
 * The account panel's eight calls (SPEC §7), run together whenever the panel opens, under one
 * loading toast that clears when all of them have finished.
 */
export function usePanelData(type: MarketType): PanelData {
  const { t } = useTranslation();
  const data = useQueries({
    queries: [
      userinfoQueryOptions(type),
      userNewStockListQueryOptions(type),
      withdrawalListQueryOptions(type),
      userProductListQueryOptions(type),
      stockCreditListQueryOptions(type),
      heldStockListQueryOptions(type),
      closedStockListQueryOptions(type),
      siteConfigQueryOptions(),
    ],
    combine: (results) => combine(results, type),
  });

  const loadingText = t('common.loading');
  useEffect(() => {
    if (!data.isFetching) return;
    const toast = showLoading(loadingText);
    return () => toast.done();
  }, [data.isFetching, loadingText]);

  return data;
}
