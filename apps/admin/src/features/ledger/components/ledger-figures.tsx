import type { LedgerCheck } from '@kabuto/shared/contracts/admin-staff';
import { useI18n } from '../../../i18n/i18n-provider';

/** How many accounts and transfers the check read, and the sum of each currency's postings. */
export function LedgerFigures({ check }: { check: LedgerCheck }) {
  const { t, formatNumber } = useI18n();
  return (
    <>
      <div className="stats">
        <div className="stat">
          <span className="stat__label">{t('ledger.accounts')}</span>
          <span className="stat__value">{formatNumber(check.accounts)}</span>
        </div>
        <div className="stat">
          <span className="stat__label">{t('ledger.transfers')}</span>
          <span className="stat__value">{formatNumber(check.transfers)}</span>
        </div>
      </div>

      <section className="card">
        <h2 className="card__title">{t('ledger.totals')}</h2>
        {check.totals.length === 0 ? (
          <p className="muted">{t('ledger.noTotals')}</p>
        ) : (
          <table className="table table--compact" data-testid="ledger-totals">
            <thead>
              <tr>
                <th scope="col">{t('ledger.currency')}</th>
                <th scope="col" className="numeric">
                  {t('ledger.sum')}
                </th>
              </tr>
            </thead>
            <tbody>
              {check.totals.map((total) => (
                <tr key={total.currency}>
                  <td className="strong">{total.currency}</td>
                  <td className="numeric mono">{total.sum}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
