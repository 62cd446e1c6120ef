import { LANGUAGES, isLanguage } from '@kabuto/shared/catalogue';
import { LANGUAGE_NAMES, useI18n } from '../i18n/i18n-provider';

export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { language, setLanguage, t } = useI18n();
  return (
    <label className={`language-switch language-switch--${tone}`}>
      <span className="language-switch__icon" aria-hidden="true">
        文A
      </span>
      <span className="visually-hidden">{t('shell.language')}</span>
      <select
        value={language}
        data-testid="language-switch"
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) setLanguage(next);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
