/**
 * The checks the server makes on login and registration (SPEC §5), made before sending so the
 * customer hears the same catalogue message at once. The server remains the authority.
 */
import type { MessageKey } from '@kabuto/shared/catalogue';
import type { LoginInput } from '../api/login';
import type { RegisterInput } from '../api/register';

/** The account is a ten-digit mobile number. */
const ACCOUNT_PATTERN = /^\d{10}$/;
const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 32;

export function validateLogin(input: LoginInput): MessageKey | null {
  if (!ACCOUNT_PATTERN.test(input.account)) return 'account_format';
  if (input.password === '') return 'password_required';
  return null;
}

export function validateRegistration(input: RegisterInput): MessageKey | null {
  if (!ACCOUNT_PATTERN.test(input.account)) return 'account_format';
  if (input.password === '') return 'password_required';
  if (input.password.length < PASSWORD_MIN_LENGTH || input.password.length > PASSWORD_MAX_LENGTH) {
    return 'password_format';
  }
  if (input.password !== input.repassword) return 'passwords_mismatch';
  if (!input.agree) return 'agreement_required';
  return null;
}
