import { describe, expect, it } from 'vitest';
import { accountSteps, allDone, KYC_STATUS_TEXT, stepsSummary, uploadsAgain } from './account-steps';

const complete = {
  email: 'li@example.com',
  email_verified: true,
  gender: 'others',
  date_of_birth: '1990-04-12',
  address: '1 Main Street',
  city: 'Lisbon',
  state: 'Lisboa',
  country: 'Portugal',
  kyc_status: 'Approved' as const,
  kyc_reason: null,
};

const states = (user: Parameters<typeof accountSteps>[0]) => Object.fromEntries(accountSteps(user).map((s) => [s.key, s.state]));

describe('accountSteps', () => {
  it('lists every step of a new client, in order, each with its screen', () => {
    const steps = accountSteps({ ...complete, email_verified: false, gender: null, date_of_birth: null, kyc_status: 'None' });
    expect(steps.map((s) => [s.key, s.state, s.to])).toEqual([
      ['email', 'todo', undefined],
      ['profile', 'todo', '/user/edit-profile'],
      ['upload', 'todo', '/user/verify'],
      ['review', 'later', '/user/verify'],
    ]);
    expect(steps[1].detail).toBe('Add your gender and date of birth.');
    expect(stepsSummary(steps)).toBe('3 steps left: Confirm e-mail · Complete profile · Upload ID');
    expect(allDone(steps)).toBe(false);
  });

  it('treats a snapshot without a date of birth as incomplete', () => {
    const { date_of_birth: _, ...old } = complete;
    expect(states(old).profile).toBe('todo');
  });

  it('waits on the review once the ID is uploaded', () => {
    const steps = accountSteps({ ...complete, kyc_status: 'Pending' });
    expect(states({ ...complete, kyc_status: 'Pending' })).toEqual({ email: 'done', profile: 'done', upload: 'done', review: 'waiting' });
    expect(stepsSummary(steps)).toBe('ID under review');
    expect(allDone(steps)).toBe(false);
  });

  it('asks for a new document after a rejection, with the reason', () => {
    const steps = accountSteps({ ...complete, kyc_status: 'Rejected', kyc_reason: 'Unreadable' });
    expect(states({ ...complete, kyc_status: 'Rejected', kyc_reason: 'Unreadable' })).toMatchObject({ upload: 'todo', review: 'todo' });
    expect(steps[3].detail).toBe('Reason: Unreadable. Upload a new document.');
    expect(stepsSummary(steps)).toBe('1 step left: Upload new ID');
  });

  it('asks for a new document when staff request one, with what to fix', () => {
    const user = { ...complete, kyc_status: 'Resubmission requested' as const, kyc_reason: 'The photo is blurred' };
    const steps = accountSteps(user);
    expect(states(user)).toMatchObject({ upload: 'todo', review: 'todo' });
    expect(steps[2].title).toBe('Upload a new ID document');
    expect(steps[3]).toMatchObject({ title: 'New ID document requested', detail: 'What to fix: The photo is blurred. Upload a new document.' });
    expect(stepsSummary(steps)).toBe('1 step left: Upload new ID');
    expect(KYC_STATUS_TEXT[user.kyc_status]).toBe('Resubmission requested');
  });

  it('lets the client upload again only after a rejection or a resubmission request', () => {
    expect((['None', 'Pending', 'Approved', 'Rejected', 'Resubmission requested'] as const).filter(uploadsAgain)).toEqual([
      'Rejected',
      'Resubmission requested',
    ]);
  });

  it('is done when the e-mail is confirmed, the profile complete and the identity approved', () => {
    const steps = accountSteps(complete);
    expect(allDone(steps)).toBe(true);
    expect(stepsSummary(steps)).toBe('');
  });
});
