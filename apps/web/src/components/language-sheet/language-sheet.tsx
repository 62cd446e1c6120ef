import { lazy, Suspense, useState } from 'react';

import type { LanguageSheetProps } from './language-choices';

export { LANGUAGE_CHOICES } from './language-choices';

// The sheet (and the kit's popup and animation code under it) is loaded the first time it opens.
const LanguageActionSheet = lazy(async () => ({
  default: (await import('./language-action-sheet')).LanguageActionSheet,
}));

/** The language picker as an action sheet; each language is named in itself. */
export function LanguageSheet({ visible, onClose }: LanguageSheetProps) {
  const [opened, setOpened] = useState(visible);
  if (visible && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LanguageActionSheet visible={visible} onClose={onClose} />
    </Suspense>
  );
}
