import { ActionSheet } from 'antd-mobile';
import type { ActionSheetProps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/i18n';
import { LANGUAGE_CHOICES } from './language-choices';
import type { LanguageSheetProps } from './language-choices';

/** The language picker as an action sheet; each language is named in itself. */
export function LanguageActionSheet({ visible, onClose }: LanguageSheetProps) {
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
