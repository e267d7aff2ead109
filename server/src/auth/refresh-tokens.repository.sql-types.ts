/** Types generated for queries found in "server/src/auth/refresh-tokens.repository.ts" */
export type DateOrString = Date | string;

/** 'ReplaceRefreshToken' parameters type */
export interface IReplaceRefreshTokenParams {
  at: DateOrString;
  expiresAt: DateOrString;
  familyId: string;
  id: string;
  tokenHash: string;
  userId: string;
}

/** 'ReplaceRefreshToken' return type */
export interface IReplaceRefreshTokenResult {
  id: string;
}

/** 'ReplaceRefreshToken' query type */
export interface IReplaceRefreshTokenQuery { params: IReplaceRefreshTokenParams; result: IReplaceRefreshTokenResult }

