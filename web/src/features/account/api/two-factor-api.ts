import type { TwoFactorEnabledDto, TwoFactorSetupDto } from '@contracts/account-security';
import type { ApiEnvelope } from '@contracts/api';
import type { DisableTwoFactorDto, EnableTwoFactorDto } from '@contracts/requests/two-factor.request';
import { apiRequest } from '../../../shared/api/http-client';

/** Two-factor sign-in of the signed-in user. A wrong code is a 403 that keeps the session. */
export const twoFactorApi = {
  /** A new pending secret (replacing one not confirmed yet); 409 while it is on. */
  setup: async () => (await apiRequest<ApiEnvelope<TwoFactorSetupDto>>('/auth/2fa/setup', { method: 'POST', auth: true, keepSessionOn403: true })).data,

  /** A code of the pending secret turns it on; answers the ten recovery codes, shown once. */
  enable: async (body: EnableTwoFactorDto) =>
    (await apiRequest<ApiEnvelope<TwoFactorEnabledDto>>('/auth/2fa/enable', { method: 'POST', body, auth: true, keepSessionOn403: true })).data,

  /** The password and a code (or a recovery code) turn it off. */
  disable: (body: DisableTwoFactorDto) => apiRequest<ApiEnvelope<null>>('/auth/2fa/disable', { method: 'POST', body, auth: true, keepSessionOn403: true }),
};
