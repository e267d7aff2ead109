/** Types generated for queries found in "server/src/ledger/ledger-invariants.ts" */

/** 'PositiveTransfers' parameters type */
export type IPositiveTransfersParams = void;

/** 'PositiveTransfers' return type */
export interface IPositiveTransfersResult {
  id: string;
}

/** 'PositiveTransfers' query type */
export interface IPositiveTransfersQuery { params: IPositiveTransfersParams; result: IPositiveTransfersResult }

/** 'BalancedModes' parameters type */
export type IBalancedModesParams = void;

/** 'BalancedModes' return type */
export interface IBalancedModesResult {
  mode: string;
  total: string | null;
}

/** 'BalancedModes' query type */
export interface IBalancedModesQuery { params: IBalancedModesParams; result: IBalancedModesResult }

/** 'CachedBalances' parameters type */
export type ICachedBalancesParams = void;

/** 'CachedBalances' return type */
export interface ICachedBalancesResult {
  balance: string;
  from_transfers: string | null;
  id: string;
}

/** 'CachedBalances' query type */
export interface ICachedBalancesQuery { params: ICachedBalancesParams; result: ICachedBalancesResult }

/** 'NonNegativeAccounts' parameters type */
export type INonNegativeAccountsParams = void;

/** 'NonNegativeAccounts' return type */
export interface INonNegativeAccountsResult {
  balance: string;
  id: string;
}

/** 'NonNegativeAccounts' query type */
export interface INonNegativeAccountsQuery { params: INonNegativeAccountsParams; result: INonNegativeAccountsResult }

/** 'OneModePerTransfer' parameters type */
export type IOneModePerTransferParams = void;

/** 'OneModePerTransfer' return type */
export type IOneModePerTransferResult = IPositiveTransfersResult;

/** 'OneModePerTransfer' query type */
export interface IOneModePerTransferQuery { params: IOneModePerTransferParams; result: IOneModePerTransferResult }

/** 'EscrowHoldsStakes' parameters type */
export type IEscrowHoldsStakesParams = void;

/** 'EscrowHoldsStakes' return type */
export interface IEscrowHoldsStakesResult {
  balance: string;
  mode: string;
  owner_id: string | null;
  pending: string | null;
}

/** 'EscrowHoldsStakes' query type */
export interface IEscrowHoldsStakesQuery { params: IEscrowHoldsStakesParams; result: IEscrowHoldsStakesResult }

/** 'PendingListed' parameters type */
export type IPendingListedParams = void;

/** 'PendingListed' return type */
export interface IPendingListedResult {
  id: string | null;
}

/** 'PendingListed' query type */
export interface IPendingListedQuery { params: IPendingListedParams; result: IPendingListedResult }

/** 'StakesAndReleases' parameters type */
export type IStakesAndReleasesParams = void;

/** 'StakesAndReleases' return type */
export type IStakesAndReleasesResult = IPositiveTransfersResult;

/** 'StakesAndReleases' query type */
export interface IStakesAndReleasesQuery { params: IStakesAndReleasesParams; result: IStakesAndReleasesResult }

/** 'OutcomeRule' parameters type */
export type IOutcomeRuleParams = void;

/** 'OutcomeRule' return type */
export interface IOutcomeRuleResult {
  id: string;
  payout: string | null;
  status: string;
}

/** 'OutcomeRule' query type */
export interface IOutcomeRuleQuery { params: IOutcomeRuleParams; result: IOutcomeRuleResult }

/** 'VoidSaysWhy' parameters type */
export type IVoidSaysWhyParams = void;

/** 'VoidSaysWhy' return type */
export type IVoidSaysWhyResult = IPositiveTransfersResult;

/** 'VoidSaysWhy' query type */
export interface IVoidSaysWhyQuery { params: IVoidSaysWhyParams; result: IVoidSaysWhyResult }

/** 'WinsHaveProfitRows' parameters type */
export type IWinsHaveProfitRowsParams = void;

/** 'WinsHaveProfitRows' return type */
export type IWinsHaveProfitRowsResult = IPositiveTransfersResult;

/** 'WinsHaveProfitRows' query type */
export interface IWinsHaveProfitRowsQuery { params: IWinsHaveProfitRowsParams; result: IWinsHaveProfitRowsResult }

/** 'ClosesReturnTheirValue' parameters type */
export type IClosesReturnTheirValueParams = void;

/** 'ClosesReturnTheirValue' return type */
export type IClosesReturnTheirValueResult = IPositiveTransfersResult;

/** 'ClosesReturnTheirValue' query type */
export interface IClosesReturnTheirValueQuery { params: IClosesReturnTheirValueParams; result: IClosesReturnTheirValueResult }

/** 'PendingPlansHeld' parameters type */
export type IPendingPlansHeldParams = void;

/** 'PendingPlansHeld' return type */
export interface IPendingPlansHeldResult {
  balance: string;
  mode: string;
}

/** 'PendingPlansHeld' query type */
export interface IPendingPlansHeldQuery { params: IPendingPlansHeldParams; result: IPendingPlansHeldResult }

/** 'PlanRequestsMoved' parameters type */
export type IPlanRequestsMovedParams = void;

/** 'PlanRequestsMoved' return type */
export type IPlanRequestsMovedResult = IPositiveTransfersResult;

/** 'PlanRequestsMoved' query type */
export interface IPlanRequestsMovedQuery { params: IPlanRequestsMovedParams; result: IPlanRequestsMovedResult }

/** 'PlanHoldersPaid' parameters type */
export type IPlanHoldersPaidParams = void;

/** 'PlanHoldersPaid' return type */
export type IPlanHoldersPaidResult = IPositiveTransfersResult;

/** 'PlanHoldersPaid' query type */
export interface IPlanHoldersPaidQuery { params: IPlanHoldersPaidParams; result: IPlanHoldersPaidResult }

/** 'BeginReadOnlySnapshot' parameters type */
export type IBeginReadOnlySnapshotParams = void;

/** 'BeginReadOnlySnapshot' return type */
export type IBeginReadOnlySnapshotResult = void;

/** 'BeginReadOnlySnapshot' query type */
export interface IBeginReadOnlySnapshotQuery { params: IBeginReadOnlySnapshotParams; result: IBeginReadOnlySnapshotResult }

/** 'Commit' parameters type */
export type ICommitParams = void;

/** 'Commit' return type */
export type ICommitResult = void;

/** 'Commit' query type */
export interface ICommitQuery { params: ICommitParams; result: ICommitResult }

