import type { User } from './user.entity';
import { publicInitial, toUserDto } from './user.mapper';

const user = {
  id: 'u1',
  email: 'ada@example.com',
  passwordHash: 'secret-hash',
  firstname: 'Ada',
  lastname: 'Lovelace',
  phone: null,
  gender: null,
  dateOfBirth: null,
  address: null,
  city: null,
  state: null,
  country: null,
  avatar: 'avatars/0b7c2d4e-1f3a-4b5c-9d8e-7f6a5b4c3d2e.png',
  referralCode: 'ABCDEF1234',
  emailVerified: true,
  roles: ['client'],
  tradingPlan: 'None',
  planRequest: null,
  status: 'active',
  createdAt: new Date(),
  updatedAt: new Date(),
} satisfies User;

describe('toUserDto', () => {
  it('shows the avatar by its public URL, money in dollars, and never the password hash', () => {
    const dto = toUserDto(
      user,
      { real: 12345, demo: 1000000, realVersion: 3, demoVersion: 1 },
      { kyc_status: 'None', kyc_reason: null, two_factor_enabled: false },
    );
    expect(dto.avatar).toBe('/api/users/avatars/0b7c2d4e-1f3a-4b5c-9d8e-7f6a5b4c3d2e.png');
    expect(dto.balance).toBe(123.45);
    expect(dto.demo_balance).toBe(10000);
    expect(JSON.stringify(dto)).not.toContain('secret-hash');
  });

  it('answers no avatar as null', () => {
    expect(
      toUserDto(
        { ...user, avatar: null },
        { real: 0, demo: 0, realVersion: 0, demoVersion: 0 },
        { kyc_status: 'None', kyc_reason: null, two_factor_enabled: false },
      ).avatar,
    ).toBeNull();
  });
});

describe('publicInitial', () => {
  it('is the upper-cased first letter of the trimmed first name, or "?"', () => {
    expect(publicInitial('  ada')).toBe('A.');
    expect(publicInitial('   ')).toBe('?.');
  });
});
