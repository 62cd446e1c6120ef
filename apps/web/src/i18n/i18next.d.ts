import 'i18next';
import type { jp } from './texts/jp';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof jp };
  }
}
