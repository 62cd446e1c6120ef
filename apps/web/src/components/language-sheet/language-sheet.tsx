import { ActionSheet } from 'antd-mobile';
import type { ActionSheetProps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Language } from '@kabuto/shared/catalogue';
import { useLanguage } from '@/i18n/i18n';

/** The order of the language picker (SPEC §2): Chinese, English, Japanese. */
export const LANGUAGE_CHOICES: readonly Language[] = ['cn', 'us', 'jp'];

interface LanguageSheetProps {
  visible: boolean;
  onClose: () => void;
}

/** The language picker as an action sheet; each language is named in itself. */
export function LanguageSheet({ visible, onClose }: LanguageSheetProps) {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  const actions: ActionSheetProps['actions'] = LANGUAGE_CHOICES.map((choice) => ({
    key: choice,
    text: (
      <span data-testid={`language-option-${choice}`} lang={choice === 'us' ? 'en' : undefined}>
        {t(`languageNames.${choice}`)}
        {choice === language ? '  ✓' : ''}
      </span>
    ),
    bold: choice === language,
    onClick: () => setLanguage(choice),
  }));
  return (
    <ActionSheet
      visible={visible}
      actions={actions}
      extra={t('languagePage.hint')}
      cancelText={t('common.cancel')}
      closeOnAction
      onClose={onClose}
    />
  );
}
