import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FitLine } from '@/components/amount/fit-line';
import { BrandMark } from '@/components/brand/brand-mark';
import { Icon } from '@/components/icon/icon';
import styles from './app-header.module.css';

/** The header variants of SPEC §2: brand with shortcuts (main), back, or none (hide). */
export type HeaderVariant = 'main' | 'back' | 'hide';

/** A header action on the right: add something, or open the related order list. */
export interface HeaderAction {
  kind: 'add' | 'order';
  to: string;
}

interface AppHeaderProps {
  variant: HeaderVariant;
  title: string;
  action?: HeaderAction | undefined;
  onBack: () => void;
  /** Opens the account panel; without it the my-page shortcut is not shown. */
  onOpenAccountPanel?: (() => void) | undefined;
  /** Unread site messages, shown as a badge on the message shortcut. */
  unreadMessages?: number | undefined;
}

export function AppHeader({
  variant,
  title,
  action,
  onBack,
  onOpenAccountPanel,
  unreadMessages,
}: AppHeaderProps) {
  const { t } = useTranslation();
  if (variant === 'hide') return null;

  const actionLink = action && <ActionLink action={action} />;

  if (variant === 'back') {
    return (
      <header
        className={styles.header}
        data-testid="app-header"
        data-variant="back"
        data-has-action={action !== undefined}
      >
        <button
          type="button"
          className={styles.iconButton}
          onClick={onBack}
          aria-label={t('common.back')}
          data-testid="header-back"
        >
          <Icon name="back" size={24} strokeWidth={2.2} />
        </button>
        <BackTitle title={title} />
        <div className={styles.right}>{actionLink}</div>
      </header>
    );
  }

  return (
    <header className={styles.header} data-testid="app-header" data-variant="main">
      <Link to="/home/index" className={styles.brand} title={t('screens.home')}>
        <BrandMark size={30} withName />
      </Link>
      <h1 className={styles.hiddenTitle}>{title}</h1>
      <div className={styles.right}>
        {actionLink}
        <Link
          to="/quotes/search"
          className={styles.iconButton}
          aria-label={t('header.search')}
          data-testid="header-search"
        >
          <Icon name="search" />
        </Link>
        <MessagesLink unread={unreadMessages} />
        {onOpenAccountPanel && <MyPageButton onClick={onOpenAccountPanel} />}
      </div>
    </header>
  );
}

function ActionLink({ action }: { action: HeaderAction }) {
  const { t } = useTranslation();
  return (
    <Link
      to={action.to}
      className={styles.action}
      data-testid={`header-${action.kind}`}
      aria-label={action.kind === 'add' ? t('header.add') : t('header.orders')}
    >
      <Icon name={action.kind === 'add' ? 'plus' : 'list'} size={20} />
      {action.kind === 'order' && <span>{t('header.orders')}</span>}
    </Link>
  );
}

/** The message shortcut, with the unread count as a badge. */
function MessagesLink({ unread }: { unread: number | undefined }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/mine/message"
      className={styles.iconButton}
      aria-label={unread ? `${t('header.messages')} ${unreadBadge(unread)}` : t('header.messages')}
      data-testid="header-messages"
    >
      <Icon name="bell" />
      {unread !== undefined && unread > 0 && (
        <span className={styles.badge} data-testid="header-unread">
          {unreadBadge(unread)}
        </span>
      )}
    </Link>
  );
}

/** The my-page shortcut (SPEC: MYPAGE): opens the account panel. */
function MyPageButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.myPage}
      onClick={onClick}
      aria-haspopup="dialog"
      title={t('header.openAccountPanel')}
      data-testid="header-mypage"
    >
      <Icon name="user" size={16} strokeWidth={2.2} />
      <span>{t('header.myPage')}</span>
    </button>
  );
}

/** The unread count as the badge shows it. */
function unreadBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** Titles stay readable: 17 px down to about 12 px. */
const TITLE_MIN_SCALE = 0.7;

/** A back header's title: one line, its type shrinking to fit between the buttons. */
function BackTitle({ title }: { title: string }) {
  return (
    <FitLine
      as="h1"
      text={title}
      className={styles.title}
      testId="header-title"
      minScale={TITLE_MIN_SCALE}
    />
  );
}
