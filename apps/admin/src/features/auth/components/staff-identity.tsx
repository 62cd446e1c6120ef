import { useNavigate } from 'react-router';
import { useToast } from '../../../components/toast';
import { useI18n } from '../../../i18n/i18n-provider';
import { useSession } from '../../../lib/session';
import { useMe } from '../api/get-me';
import { useLogout } from '../api/logout';

/** Who is signed in, with which roles, and the way out. */
export function StaffIdentity() {
  const { t, label } = useI18n();
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const logoutMutation = useLogout();
  useMe();

  if (!session) return null;
  return (
    <div className="identity" data-testid="staff-identity">
      <span className="identity__avatar" aria-hidden="true">
        {session.username.slice(0, 1).toUpperCase()}
      </span>
      <span className="identity__text">
        <span className="identity__name" data-testid="staff-username">
          {session.username}
        </span>
        <span className="identity__roles" aria-label={t('shell.roles')}>
          {session.roles.map((role) => (
            <span key={role} className="role-chip">
              {label('role', role)}
            </span>
          ))}
        </span>
      </span>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={logoutMutation.isPending}
        onClick={() => {
          // mutateAsync, not mutate's callbacks: ending the session unmounts this component.
          void logoutMutation
            .mutateAsync()
            .catch(() => undefined)
            .then(() => {
              toast.show('success', { msg: 'logout_success' });
              navigate('/sign-in', { replace: true });
            });
        }}
      >
        {t('shell.signOut')}
      </button>
    </div>
  );
}
