import { describe, expect, it } from 'vitest';
import { onboardingSession } from './onboarding-session';

describe('the onboarding session', () => {
  it('is kept for the registration steps and dropped at their end (memory where there is no session storage)', () => {
    expect(onboardingSession.get()).toBeNull();
    onboardingSession.set('a.b.c');
    expect(onboardingSession.get()).toBe('a.b.c');
    onboardingSession.clear();
    expect(onboardingSession.get()).toBeNull();
  });
});
