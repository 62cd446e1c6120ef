import { describe, expect, it } from 'vitest';
import { CALENDARS, isTradingDay, sessionMinutes, sessionState, zonedToUtc } from './calendar.ts';

const at = (iso: string) => new Date(iso);

describe('the Tokyo session', () => {
  const jp = CALENDARS.JP;
  it('is open 9:00–11:30 and 12:30–15:30 JST, with a lunch break between', () => {
    expect(sessionState(jp, at('2026-01-05T23:59:00Z'), false).session).toBe('closed'); // 08:59 JST on the 6th
    expect(sessionState(jp, at('2026-01-06T00:00:00Z'), false).session).toBe('open'); // 09:00
    expect(sessionState(jp, at('2026-01-06T02:29:00Z'), false).session).toBe('open'); // 11:29
    expect(sessionState(jp, at('2026-01-06T02:30:00Z'), false).session).toBe('lunch'); // 11:30
    expect(sessionState(jp, at('2026-01-06T03:30:00Z'), false).session).toBe('open'); // 12:30
    expect(sessionState(jp, at('2026-01-06T06:29:00Z'), false).session).toBe('open'); // 15:29
    expect(sessionState(jp, at('2026-01-06T06:30:00Z'), false).session).toBe('closed'); // 15:30
    expect(sessionMinutes(jp, '2026-01-06')).toBe(330);
  });

  it('is closed at weekends and on New Year holidays', () => {
    expect(isTradingDay(jp, '2026-01-01')).toBe(false);
    expect(isTradingDay(jp, '2026-01-10')).toBe(false); // Saturday
    expect(sessionState(jp, at('2026-01-02T01:00:00Z'), false).session).toBe('closed');
  });

  it('names the next open while closed', () => {
    const state = sessionState(jp, at('2026-01-09T07:00:00Z'), false); // Friday 16:00 JST
    expect(state.nextOpen?.toISOString()).toBe('2026-01-13T00:00:00.000Z'); // Monday 12th is Coming of Age Day
  });
});

describe('the New York session', () => {
  const us = CALENDARS.US;
  it('opens at 9:30 Eastern in winter and in summer time', () => {
    expect(sessionState(us, at('2026-03-06T14:29:00Z'), false).session).toBe('closed');
    expect(sessionState(us, at('2026-03-06T14:30:00Z'), false).session).toBe('open'); // EST
    expect(sessionState(us, at('2026-03-09T13:30:00Z'), false).session).toBe('open'); // EDT
    expect(zonedToUtc('2026-07-06', 16 * 60, 'America/New_York').toISOString()).toBe(
      '2026-07-06T20:00:00.000Z',
    );
  });

  it('observes Independence Day on the Friday when the 4th is a Saturday', () => {
    expect(isTradingDay(us, '2026-07-03')).toBe(false);
  });

  it('has no lunch break', () => {
    expect(sessionState(us, at('2026-03-09T16:30:00Z'), false).session).toBe('open');
  });
});

describe('the Shanghai and Shenzhen session', () => {
  const cn = CALENDARS.CN;
  it('breaks for lunch 11:30–13:00 Beijing time', () => {
    expect(sessionState(cn, at('2026-03-10T01:30:00Z'), false).session).toBe('open'); // 09:30
    expect(sessionState(cn, at('2026-03-10T03:45:00Z'), false).session).toBe('lunch'); // 11:45
    expect(sessionState(cn, at('2026-03-10T05:00:00Z'), false).session).toBe('open'); // 13:00
    expect(sessionState(cn, at('2026-03-10T07:00:00Z'), false).session).toBe('closed'); // 15:00
  });

  it('is closed for National Day', () => {
    expect(isTradingDay(cn, '2026-10-01')).toBe(false);
  });
});

describe('the practice session', () => {
  it('keeps every market open at all hours and says so', () => {
    const state = sessionState(CALENDARS.JP, at('2026-01-10T12:00:00Z'), true);
    expect(state).toMatchObject({ session: 'open', practice: true, phase: 'closed' });
  });
});
