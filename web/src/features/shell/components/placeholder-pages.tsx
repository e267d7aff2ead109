import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

/** Screens of later releases, reachable from the navigation already. */
export const DepositFundPage = () => <PlaceholderPage title="Deposit Fund" description="Fund your account with Bitcoin, Ethereum or a card." />;
export const DepositHistoryPage = () => <PlaceholderPage title="Deposit History" description="Every deposit you make will be listed here." />;
export const WithdrawFundPage = () => <PlaceholderPage title="Withdraw Fund" description="Withdraw to your bank account or a crypto wallet." />;
export const WithdrawHistoryPage = () => <PlaceholderPage title="Withdrawal History" description="Every withdrawal you request will be listed here." />;
export const EarningsPage = () => (
  <PlaceholderPage title="Your Earnings From Trade" description="The profits of your winning live trades will be listed here." />
);
export const PlansPage = () => <PlaceholderPage title="Trading Plans" description="Compare the Beginner, Gold, Platinum and Diamond plans and request one." />;
