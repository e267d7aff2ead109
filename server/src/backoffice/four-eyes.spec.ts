import { AWAITING_SECOND_APPROVAL } from '../contracts/backoffice';
import { fourEyesStep, FourEyesInput, stateUnderFourEyes } from './four-eyes';

const LIMIT = 1_000_000;
const input = (over: Partial<FourEyesInput>): FourEyesInput => ({
  action: 'approve',
  amountCents: LIMIT,
  limitCents: LIMIT,
  staffId: 'a',
  ownerId: 'client',
  firstApproverId: null,
  ...over,
});

describe('fourEyesStep', () => {
  it('applies at once an item below the limit, or one that is not money', () => {
    expect(fourEyesStep(input({ amountCents: LIMIT - 1 }))).toBe('apply');
    expect(fourEyesStep(input({ amountCents: undefined }))).toBe('apply');
  });

  it('records a first approval at the limit and above, and refuses the same approver twice', () => {
    expect(fourEyesStep(input({}))).toBe('first approval');
    expect(fourEyesStep(input({ amountCents: LIMIT * 5 }))).toBe('first approval');
    expect(fourEyesStep(input({ firstApproverId: 'a' }))).toBe('same approver');
  });

  it('applies the approval of a second, different approver', () => {
    expect(fourEyesStep(input({ firstApproverId: 'b' }))).toBe('apply');
  });

  it('lets anyone reject, the first approver included', () => {
    expect(fourEyesStep(input({ action: 'reject', firstApproverId: 'a' }))).toBe('apply');
    expect(fourEyesStep(input({ action: 'reject', firstApproverId: null }))).toBe('apply');
  });

  it("refuses any decision by the item's owner, approval or rejection, at any amount", () => {
    for (const action of ['approve', 'reject'] as const) {
      for (const amountCents of [undefined, 1, LIMIT, LIMIT * 5]) {
        expect(fourEyesStep(input({ action, amountCents, staffId: 'client' }))).toBe('own item');
        expect(fourEyesStep(input({ action, amountCents, staffId: 'client', firstApproverId: 'b' }))).toBe('own item');
      }
    }
  });

  it("never counts the owner's approval toward four eyes", () => {
    expect(fourEyesStep(input({ firstApproverId: 'client' }))).toBe('first approval');
  });
});

describe('stateUnderFourEyes', () => {
  it("shows an item awaiting a second approval once a first one counts, never for the owner's own", () => {
    expect(stateUnderFourEyes('Pending', { ownerId: 'client', firstApproverId: null })).toBe('Pending');
    expect(stateUnderFourEyes('Pending', { ownerId: 'client', firstApproverId: 'a' })).toBe(AWAITING_SECOND_APPROVAL);
    expect(stateUnderFourEyes('Pending', { ownerId: 'client', firstApproverId: 'client' })).toBe('Pending');
  });

  it('a staff-made change needs two approvers besides its requester, whatever its amount; its requester may reject it', () => {
    expect(fourEyesStep(input({ requesterId: 'r', amountCents: 1 }))).toBe('first approval');
    expect(fourEyesStep(input({ requesterId: 'r', staffId: 'r' }))).toBe('requester');
    expect(fourEyesStep(input({ requesterId: 'r', staffId: 'r', firstApproverId: 'a' }))).toBe('requester');
    expect(fourEyesStep(input({ requesterId: 'r', staffId: 'b', firstApproverId: 'a', amountCents: 1 }))).toBe('apply');
    expect(fourEyesStep(input({ requesterId: 'r', staffId: 'r', action: 'reject' }))).toBe('apply');
  });
});
