import { Component } from 'react';
import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/brand/brand-mark';
import styles from './route-error.module.css';

/** Shown if a screen fails to render, instead of a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className={styles.error} role="alert" data-testid="route-error">
      <BrandMark size={56} />
      <h1>{t('common.errorTitle')}</h1>
      <p>{t('common.errorBody')}</p>
      <Button
        color="primary"
        shape="rounded"
        onClick={() => {
          window.location.hash = '#/home/index';
          window.location.reload();
        }}
      >
        {t('common.retry')}
      </Button>
    </div>
  );
}

/** Shows RouteError in place of its children once one of them has failed to load or render. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
