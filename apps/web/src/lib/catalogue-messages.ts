/**
 * Catalogue messages (the server's `msg` keys) in the reader's language, with their parameters
 * written for the reader. This module and the catalogue it reads (every message in three
 * languages) are loaded with the first screen that can show one (see i18n/i18n.ts loadMessages and the API client's toasts), not
 * with the start screen.
 */
import { translate } from '@kabuto/shared/catalogue';
import type { Language, MessageParams } from '@kabuto/shared/catalogue';
import { readerParams } from './message-params';

export function translateMessage(key: string, language: Language, params?: MessageParams): string {
  return translate(key, language, readerParams(params, language));
}
