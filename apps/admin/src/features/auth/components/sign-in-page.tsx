import { Navigate, useLocation } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { useSession } from '../../../lib/session';
import { SignInBrand } from './sign-in-brand';
import { SignInForm } from './sign-in-form';
import { TwoFactorSetup } from './two-factor-setup';

const HOME_PATH = '/reviews';

function returnPath(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = (state as { from: unknown }).from;
    if (typeof from === 'string' && from.startsWith('/') && from !== '/sign-in') return from;
  }
  return HOME_PATH;
}

/** Sign-in, or the two-factor setup of a setup-only session; a full session goes on its way. */
export function SignInPage() {
  const session = useSession();
  const location = useLocation();

  if (session && !session.setupOnly) {
    return <Navigate to={returnPath(location.state)} replace />;
  }

  return (
    <div className="sign-in">
      <SignInBrand />
      <main className="sign-in__main">
        <div className="sign-in__language">
          <LanguageSwitch />
        </div>
        {session?.setupOnly ? <TwoFactorSetup /> : <SignInForm />}
      </main>
    </div>
  );
}
