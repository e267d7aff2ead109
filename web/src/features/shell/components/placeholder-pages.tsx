import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

/** Screens of later releases, reachable from the navigation already. */
export const PlansPage = () => <PlaceholderPage title="Trading Plans" description="Compare the Beginner, Gold, Platinum and Diamond plans and request one." />;
