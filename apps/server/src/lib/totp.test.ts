import { describe, expect, it } from 'vitest';
import {
  NO_TOTP_FAILURES,
  RECOVERY_CODE_COUNT,
  TOTP_LOCK_MS,
  TOTP_MAX_FAILURES,
  afterTotpFailure,
  checkTotpCode,
  findRecoveryCode,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSetup,
  totpCodeAt,
  totpLocked,
  totpTimeStep,
} from './totp.ts';

// RFC 6238 appendix B's SHA-1 key, "12345678901234567890", in base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const NOW = new Date('2026-03-02T01:00:15Z');

describe('TOTP codes', () => {
  it('computes the RFC 6238 test vector', async () => {
    // RFC 6238 appendix B: T = 59 s gives 94287082 (8 digits); its last six are ours.
    expect(await totpCodeAt(RFC_SECRET, new Date(59_000))).toBe('287082');
    expect(await totpCodeAt(RFC_SECRET, new Date(1_111_111_109_000))).toBe('081804');
  });

  it('accepts the current code and one step of drift either side, not two', async () => {
    const step = totpTimeStep(NOW);
    for (const offset of [-1, 0, 1]) {
      const code = await totpCodeAt(RFC_SECRET, new Date(NOW.getTime() + offset * 30_000));
      expect(await checkTotpCode(RFC_SECRET, code, NOW, null)).toEqual({
        ok: true,
        timeStep: step + offset,
      });
    }
    for (const offset of [-2, 2]) {
      const code = await totpCodeAt(RFC_SECRET, new Date(NOW.getTime() + offset * 30_000));
      expect(await checkTotpCode(RFC_SECRET, code, NOW, null)).toEqual({
        ok: false,
        reason: 'wrong',
      });
    }
  });

  it('refuses a code whose time step was already used, or an older one', async () => {
    const code = await totpCodeAt(RFC_SECRET, NOW);
    const first = await checkTotpCode(RFC_SECRET, code, NOW, null);
    if (!first.ok) throw new Error('the first use must pass');
    expect(await checkTotpCode(RFC_SECRET, code, NOW, first.timeStep)).toEqual({
      ok: false,
      reason: 'used',
    });
    const previous = await totpCodeAt(RFC_SECRET, new Date(NOW.getTime() - 30_000));
    expect(await checkTotpCode(RFC_SECRET, previous, NOW, first.timeStep)).toEqual({
      ok: false,
      reason: 'used',
    });
    const next = await totpCodeAt(RFC_SECRET, new Date(NOW.getTime() + 30_000));
    expect((await checkTotpCode(RFC_SECRET, next, NOW, first.timeStep)).ok).toBe(true);
  });

  it('refuses text that is not six digits, and a wrong code', async () => {
    for (const code of ['', '12345', '1234567', 'abcdef', '12345x', '１２３４５６']) {
      expect(await checkTotpCode(RFC_SECRET, code, NOW, null)).toEqual({
        ok: false,
        reason: 'wrong',
      });
    }
    const right = await totpCodeAt(RFC_SECRET, NOW);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect((await checkTotpCode(RFC_SECRET, wrong, NOW, null)).ok).toBe(false);
    expect(
      (await checkTotpCode(RFC_SECRET, `${right.slice(0, 3)} ${right.slice(3)}`, NOW, null)).ok,
    ).toBe(true);
  });

  it('sets up a new secret with its otpauth URI and a QR code as SVG', async () => {
    const a = await newTotpSetup('Kabuto', 'A0001');
    const b = await newTotpSetup('Kabuto', 'A0001');
    expect(a.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(a.secret).not.toBe(b.secret);
    expect(a.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Kabuto:A0001\?/);
    expect(new URL(a.otpauth_uri).searchParams.get('secret')).toBe(a.secret);
    expect(a.qr_svg.startsWith('<svg')).toBe(true);
    expect(a.qr_svg).toContain('</svg>');
    const code = await totpCodeAt(a.secret, NOW);
    expect((await checkTotpCode(a.secret, code, NOW, null)).ok).toBe(true);
  });
});

describe('recovery codes', () => {
  it('issues ten distinct codes whose hashes find them, in any case and spacing', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    const hashes = codes.map(hashRecoveryCode);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
    expect(findRecoveryCode(hashes, codes[3]!)).toBe(3);
    expect(findRecoveryCode(hashes, codes[7]!.toLowerCase().replace(/-/g, ' '))).toBe(7);
    expect(
      findRecoveryCode(
        hashes.filter((_, i) => i !== 3),
        codes[3]!,
      ),
    ).toBe(-1);
    expect(findRecoveryCode(hashes, 'AAAA-AAAA-AAAA-AAAA')).toBe(-1);
    expect(findRecoveryCode(hashes, '123456')).toBe(-1);
    expect(findRecoveryCode(hashes, '')).toBe(-1);
  });
});

describe('code attempts', () => {
  it('locks after five wrong codes in a row for fifteen minutes, then counts again', () => {
    let attempts = NO_TOTP_FAILURES;
    for (let i = 1; i < TOTP_MAX_FAILURES; i += 1) {
      attempts = afterTotpFailure(attempts, NOW);
      expect(attempts.failures).toBe(i);
      expect(totpLocked(attempts, NOW)).toBe(false);
    }
    attempts = afterTotpFailure(attempts, NOW);
    expect(totpLocked(attempts, NOW)).toBe(true);
    expect(totpLocked(attempts, new Date(NOW.getTime() + TOTP_LOCK_MS - 1))).toBe(true);
    // A wrong code during the lock neither extends it nor counts.
    const during = afterTotpFailure(attempts, new Date(NOW.getTime() + 60_000));
    expect(during).toEqual(attempts);
    const after = new Date(NOW.getTime() + TOTP_LOCK_MS);
    expect(totpLocked(attempts, after)).toBe(false);
    expect(afterTotpFailure(attempts, after).failures).toBe(1);
  });
});
