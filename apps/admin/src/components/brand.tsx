import { useI18n } from '../i18n/i18n-provider';

/** The console's mark and name, in the sidebar and, larger, on the sign-in screen. */
export function Brand({ large = false }: { large?: boolean }) {
  const { t } = useI18n();
  return (
    <div className={large ? 'brand brand--large' : 'brand'}>
      <span className="brand__mark" aria-hidden="true">
        兜
      </span>
      <span className="brand__text">
        <span className="brand__name">{t('app.name')}</span>
        <span className="brand__console">{t('app.console')}</span>
      </span>
    </div>
  );
}
