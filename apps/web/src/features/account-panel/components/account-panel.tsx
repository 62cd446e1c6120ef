import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import { useSessionStore } from '@/lib/session-store';
import { usePanelData } from '../hooks/use-panel-data';
import { usePanelVisibility } from '../stores/panel-visibility';
import { AccountLinks } from './account-links';
import { KycBadge } from './kyc-badge';
import { MarketSwitch } from './market-switch';
import { PanelFigures } from './panel-figures';
import styles from './account.module.css';

/** The slide-in account panel held by the header (SPEC §2). */
export function AccountPanel() {
  const open = usePanelVisibility((state) => state.open);
  const hide = usePanelVisibility((state) => state.hide);
  return (
    <Popup
      visible={open}
      position="right"
      onMaskClick={hide}
      onClose={hide}
      destroyOnClose
      bodyClassName={styles.panelBody}
      data-testid="account-panel"
    >
      {/* destroyOnClose: the content mounts at each opening, which runs the panel's calls. */}
      <PanelContent onClose={hide} />
    </Popup>
  );
}

function PanelContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const marketType = useSessionStore((state) => state.marketType);
  const account = useSessionStore((state) => state.account);
  const panel = usePanelData(marketType);

  return (
    <div
      className={styles.panel}
      data-testid="account-panel-content"
      data-loading={panel.isFetching}
    >
      <div className={styles.panelTop}>
        <div className={styles.panelHead}>
          <div>
            <span className={styles.panelTitle}>{t('panel.title')}</span>
            <span className={styles.panelAccount} data-testid="panel-account">
              {t('panel.account')} {panel.user?.account ?? account}
            </span>
            {panel.user && <KycBadge status={panel.user.kyc_status} />}
          </div>
          <button
            type="button"
            className={styles.panelClose}
            onClick={onClose}
            aria-label={t('common.close')}
            data-testid="panel-close"
          >
            <Icon name="close" size={22} strokeWidth={2.2} />
          </button>
        </div>
        <MarketSwitch testIdPrefix="panel" />
        <PanelFigures figures={panel.figures} type={marketType} />
        {panel.failed && !panel.isFetching && (
          <button type="button" className={styles.retry} onClick={panel.refetch}>
            <Icon name="refresh" size={14} strokeWidth={2.2} />
            {t('panel.loadFailed')} {t('common.retry')}
          </button>
        )}
      </div>
      <AccountLinks onNavigate={onClose} testIdPrefix="panel" />
    </div>
  );
}
