import './exclusion-banner.css';
import { Icon } from '../../../shared/ui/icon';
import { useAccountLimits } from '../hooks/use-account-limits';
import { exclusionBannerText } from '../lib/limits-text';

/** Over the trading and deposit screens while a time-out or self-exclusion is in force: what is paused, until when. */
export function ExclusionBanner() {
  const { data } = useAccountLimits();
  const exclusion = data?.exclusion;
  if (!exclusion || Date.parse(exclusion.ends_at) <= Date.now()) return null;
  return (
    <div className="exclusion-banner" role="status" data-testid="exclusion-banner" data-kind={exclusion.kind}>
      <Icon name="shield" size={18} />
      <p>{exclusionBannerText(exclusion)}</p>
    </div>
  );
}
