import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import { LANGUAGE_CHOICES } from '@/components/language-sheet/language-sheet';
import { useLanguage } from '@/i18n/i18n';
import { HTML_LANG } from '@/lib/language';
import styles from './language-screen.module.css';

/** /mine/language: choose the display language; it is kept in the session key `language`. */
export function LanguageScreen() {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  return (
    <div className={styles.screen} data-testid="language-screen">
      <p className={styles.hint}>{t('languagePage.hint')}</p>
      <List className={styles.list}>
        {LANGUAGE_CHOICES.map((choice) => (
          <List.Item
            key={choice}
            onClick={() => setLanguage(choice)}
            arrow={false}
            extra={
              choice === language ? (
                <span className={styles.check}>
                  <Icon name="check" size={18} strokeWidth={2.6} />
                </span>
              ) : null
            }
            data-selected={choice === language}
            data-testid={`language-choice-${choice}`}
          >
            <span lang={HTML_LANG[choice]} className={styles.name}>
              {t(`languageNames.${choice}`)}
            </span>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
