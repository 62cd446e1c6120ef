import type { Language } from '@kabuto/shared/catalogue';

/** The order of the language picker (SPEC §2): Chinese, English, Japanese. */
export const LANGUAGE_CHOICES: readonly Language[] = ['cn', 'us', 'jp'];

export interface LanguageSheetProps {
  visible: boolean;
  onClose: () => void;
}
