/**
 * The building blocks of the account screens (funding, records, messages, profile): a yellow
 * hero with the figure that matters, white cards, the rules box shown before a customer commits,
 * key/value facts, status tags and amount fields. Texts come from the caller.
 */
import type { ReactNode } from 'react';
import { Input } from 'antd-mobile';
import { MARKETS, MARKET_TYPES } from '@kabuto/shared/markets';
import type { MarketType } from '@kabuto/shared/markets';
import { Amount, isFigure } from '@/components/amount/amount';
import { Icon } from '@/components/icon/icon';
import type { IconName } from '@/components/icon/icon';
import styles from './screen-kit.module.css';

export { styles as kit };

export function Screen({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div className={styles.page} data-testid={testId}>
      {children}
    </div>
  );
}

interface HeroProps {
  label: ReactNode;
  value?: ReactNode;
  unit?: ReactNode;
  /** Shown at the top right, e.g. the market tabs. */
  aside?: ReactNode;
  note?: ReactNode;
  valueTestId?: string;
}

export function Hero({ label, value, unit, aside, note, valueTestId }: HeroProps) {
  return (
    <section className={styles.hero}>
      <div className={styles.heroTop}>
        <span className={styles.heroLabel}>{label}</span>
        {aside}
      </div>
      {value !== undefined && (
        <strong className={`${styles.heroValue} kb-figure`}>
          {isFigure(value) ? (
            <Amount value={value} testId={valueTestId} />
          ) : (
            <span data-testid={valueTestId}>{value}</span>
          )}
          {unit && <span className={styles.heroUnit}>{unit}</span>}
        </strong>
      )}
      {note && <p className={styles.heroNote}>{note}</p>}
    </section>
  );
}

/** The cards under the hero (overlapping it), or at the top of a screen without one (`flat`). */
export function ScreenBody({ flat, children }: { flat?: boolean; children: ReactNode }) {
  return <div className={`${styles.body} ${flat ? styles.flat : ''}`}>{children}</div>;
}

interface CardProps {
  title?: ReactNode;
  /** A step number in front of the title, for forms done in order. */
  step?: number;
  extra?: ReactNode;
  testId?: string;
  children: ReactNode;
}

export function Card({ title, step, extra, testId, children }: CardProps) {
  return (
    <section className={styles.card} data-testid={testId}>
      {(title || extra) && (
        <div className={styles.cardHead}>
          <h2 className={styles.cardTitle}>
            {step !== undefined && <span className={styles.step}>{step}</span>}
            {title}
          </h2>
          {extra && <span className={styles.cardExtra}>{extra}</span>}
        </div>
      )}
      {children}
    </section>
  );
}

/** The rules that limit the customer, shown before they commit (PRODUCT.md integrity rule 4). */
export function RuleBox({
  title,
  rules,
  testId,
}: {
  title: ReactNode;
  rules: readonly ReactNode[];
  testId?: string;
}) {
  return (
    <section className={styles.rules} data-testid={testId}>
      <h2 className={styles.rulesTitle}>
        <Icon name="info" size={16} strokeWidth={2.2} />
        {title}
      </h2>
      <ul className={styles.rulesList}>
        {rules.map((rule, index) => (
          <li key={index}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}

export interface Fact {
  label: ReactNode;
  value: ReactNode;
  testId?: string;
  strong?: boolean;
  /** A key for the list when labels repeat. */
  key?: string;
}

export function Facts({ items, testId }: { items: readonly Fact[]; testId?: string }) {
  return (
    <dl className={styles.facts} data-testid={testId}>
      {items.map((item, index) => (
        <div key={item.key ?? index} className={styles.fact}>
          <dt>{item.label}</dt>
          {isFigure(item.value) ? (
            <Amount
              as="dd"
              className={item.strong ? styles.strong : undefined}
              testId={item.testId}
              value={item.value}
            />
          ) : (
            <dd className={item.strong ? styles.strong : undefined} data-testid={item.testId}>
              {item.value}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

export type TagTone = 'neutral' | 'pending' | 'passed' | 'rejected' | 'sim';

export function Tag({
  tone,
  testId,
  children,
}: {
  tone: TagTone;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <span className={`${styles.tag} ${styles[`tag_${tone}`]}`} data-testid={testId}>
      {children}
    </span>
  );
}

/** Review states of SPEC §4: 0 submitted, 1 passed, 2 rejected. */
export function statusTone(status: number): TagTone {
  if (status === 1) return 'passed';
  if (status === 2) return 'rejected';
  return 'pending';
}

export function statusKey(status: number): 'submitted' | 'passed' | 'rejected' {
  if (status === 1) return 'passed';
  if (status === 2) return 'rejected';
  return 'submitted';
}

interface EntryLinkProps {
  icon: IconName;
  title: ReactNode;
  hint?: ReactNode;
  onClick: () => void;
  testId?: string;
}

export function EntryLink({ icon, title, hint, onClick, testId }: EntryLinkProps) {
  return (
    <button type="button" className={styles.entry} onClick={onClick} data-testid={testId}>
      <span className={styles.entryIcon}>
        <Icon name={icon} size={20} strokeWidth={2} />
      </span>
      <span className={styles.entryText}>
        <strong>{title}</strong>
        {hint && <span>{hint}</span>}
      </span>
      <span className={styles.entryArrow}>
        <Icon name="chevron" size={18} strokeWidth={2.2} />
      </span>
    </button>
  );
}

export function ResultNotice({
  title,
  body,
  testId,
}: {
  title: ReactNode;
  body?: ReactNode;
  testId?: string;
}) {
  return (
    <section className={styles.result} role="status" data-testid={testId}>
      <span className={styles.resultIcon}>
        <Icon name="check" size={18} strokeWidth={3} />
      </span>
      <div>
        <h2 className={styles.resultTitle}>{title}</h2>
        {body && <div className={styles.resultBody}>{body}</div>}
      </div>
    </section>
  );
}

/** Chooses the market type (and so the currency) a screen works in. */
export function MarketTabs({
  value,
  onChange,
  label,
  testIdPrefix,
}: {
  value: MarketType;
  onChange: (type: MarketType) => void;
  label: string;
  testIdPrefix: string;
}) {
  return (
    <div className={styles.marketTabs} role="radiogroup" aria-label={label}>
      {MARKET_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          role="radio"
          aria-checked={type === value}
          onClick={() => onChange(type)}
          data-testid={`${testIdPrefix}-market-${type}`}
        >
          {MARKETS[type].currency}
        </button>
      ))}
    </div>
  );
}

interface AmountFieldProps {
  label: ReactNode;
  labelExtra?: ReactNode;
  currency: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Fills the field with everything available. */
  all?: { label: string; onClick: () => void };
  hint?: ReactNode;
  testId: string;
}

/** A money amount: digits with an optional decimal part (SPEC §5), with its currency. */
export function AmountField({
  label,
  labelExtra,
  currency,
  value,
  onChange,
  placeholder,
  all,
  hint,
  testId,
}: AmountFieldProps) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>
        {label}
        {labelExtra && <span className={styles.labelExtra}>{labelExtra}</span>}
      </span>
      <div className={styles.amountRow}>
        <span className={styles.amountCurrency}>{currency}</span>
        <Input
          className={styles.amountInput}
          value={value}
          onChange={(next) => onChange(next.replace(/[^\d.]/g, ''))}
          placeholder={placeholder}
          inputMode="decimal"
          autoComplete="off"
          clearable
          data-testid={testId}
        />
        {all && (
          <button
            type="button"
            className={styles.amountAll}
            onClick={all.onClick}
            data-testid={`${testId}-all`}
          >
            {all.label}
          </button>
        )}
      </div>
      {hint && <p className={styles.hint}>{hint}</p>}
    </label>
  );
}

interface FundPasswordFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  testId: string;
  className?: string;
  autoFocus?: boolean;
  /** Called on Enter once all six digits are in. */
  onComplete?: () => void;
}

/** The six-digit fund password (SPEC §5): digits only, never more than six, never remembered. */
export function FundPasswordField({
  label,
  value,
  onChange,
  placeholder,
  testId,
  className,
  autoFocus,
  onComplete,
}: FundPasswordFieldProps) {
  return (
    <label className={className ? `${styles.field} ${className}` : styles.field}>
      <span className={styles.label}>{label}</span>
      <Input
        className={styles.input}
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        autoFocus={autoFocus ?? false}
        value={value}
        onChange={(next) => onChange(next.replace(/\D/g, '').slice(0, 6))}
        onEnterPress={() => value.length === 6 && onComplete?.()}
        placeholder={placeholder}
        data-testid={testId}
      />
    </label>
  );
}
