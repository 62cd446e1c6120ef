import { Brand } from '../../../components/brand';
import { useI18n } from '../../../i18n/i18n-provider';
import type { MessageId } from '../../../i18n/jp';

const FEATURES: readonly { id: MessageId; icon: string }[] = [
  { id: 'signIn.feature.reviews', icon: '☑' },
  { id: 'signIn.feature.customers', icon: '☺' },
  { id: 'signIn.feature.audit', icon: '☰' },
  { id: 'signIn.feature.ledger', icon: '⚖' },
];

/** The sign-in screen's side panel: the console and what it is for. */
export function SignInBrand() {
  const { t } = useI18n();
  return (
    <aside className="sign-in__brand">
      <Brand large />
      <div className="sign-in__pitch">
        <h2 className="sign-in__tagline">{t('signIn.tagline')}</h2>
        <ul className="sign-in__features">
          {FEATURES.map(({ id, icon }) => (
            <li key={id}>
              <span className="sign-in__feature-icon" aria-hidden="true">
                {icon}
              </span>
              {t(id)}
            </li>
          ))}
        </ul>
      </div>
      <p className="sign-in__footer">{t('signIn.footer')}</p>
    </aside>
  );
}
