import type { LedgerCheck } from '@kabuto/shared/contracts/admin-staff';
import { useI18n } from '../../../i18n/i18n-provider';

/** Whether the ledger balances, when it was checked, and each problem found. */
export function LedgerVerdict({ check, checkedAt }: { check: LedgerCheck; checkedAt: number }) {
  const { t, formatDateTime } = useI18n();
  return (
    <>
      <section
        className={`verdict ${check.ok ? 'verdict--ok' : 'verdict--bad'}`}
        data-testid="ledger-verdict"
        data-ok={check.ok}
        aria-live="polite"
      >
        <span className="verdict__icon" aria-hidden="true">
          {check.ok ? '✓' : '!'}
        </span>
        <div>
          <p className="verdict__title">
            {check.ok ? t('ledger.ok') : t('ledger.problems', { count: check.problems.length })}
          </p>
          <p className="verdict__body">
            {check.ok ? t('ledger.okBody') : t('ledger.problemsBody')}
          </p>
          <p className="verdict__meta">
            {t('ledger.checkedAt', { time: formatDateTime(new Date(checkedAt).toISOString()) })}
          </p>
        </div>
      </section>

      {check.problems.length > 0 && (
        <section className="card">
          <ol className="problem-list" data-testid="ledger-problems">
            {check.problems.map((problem, index) => (
              <li key={index} className="mono">
                {problem}
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
