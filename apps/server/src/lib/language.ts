import type { FastifyRequest } from 'fastify';
import type { Language } from '@kabuto/shared/catalogue';
import { DEFAULT_LANGUAGE, isLanguage } from '@kabuto/shared/catalogue';

/** The language a request asks for (its `lang` header), or the default one. */
export function languageOf(request: FastifyRequest): Language {
  const lang = request.headers.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}
