import { useId, useState, type FormEvent } from 'react';
import { type AtsSettingsDto, type AtsStatusDto, ATS_MESSAGES, ATS_MIN_STAKE } from '@contracts/ats';
import type { TradeDto } from '@contracts/trading';
import { instrumentsOfType, TRADING_TYPES } from '@contracts/instruments';
import { errorMessage } from '../../../shared/api/api-error';
import { dateTimeParts } from '../../../shared/format/date-time';
import { formatDuration } from '../../../shared/format/duration';
import { formatUsd } from '../../../shared/format/money';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { Spinner } from '../../../shared/ui/spinner';
import { toast } from '../../../shared/ui/toast/toast';
import { TradeResult } from '../../trading/components/trade-result';
import { TradeStatusBadge } from '../../trading/components/trade-status-badge';
import { instrumentName } from '../../trading/lib/instrument-label';
import { useAts, useSaveAts } from '../hooks/use-plans';
import { atsNeedsPlanText } from '../lib/plan-actions';

/** The plan's automated trader: settings, today's use, its latest trades, and the risk in plain words. */
export function AtsPanel({ hasPlan }: { hasPlan: boolean }) {
  const ats = useAts(hasPlan);
  return (
    <section className="card panel ats" aria-labelledby="ats-title" data-testid="ats-panel">
      <div className="panel__header">
        <h2 id="ats-title" className="panel__title">
          Automated trader (ATS)
        </h2>
        {ats.data && (
          <span className="ats__count" data-testid="ats-count">
            {ats.data.today_count} of {ats.data.trades_per_day} trades today
          </span>
        )}
      </div>
      <p className="ats__risk" data-testid="ats-risk">
        {ATS_MESSAGES.riskWarning}
      </p>
      {!hasPlan ? (
        <p className="muted" data-testid="ats-needs-plan">
          {atsNeedsPlanText}
        </p>
      ) : ats.isPending ? (
        <Spinner />
      ) : ats.error ? (
        <p role="alert">{errorMessage(ats.error)}</p>
      ) : (
        <AtsBody status={ats.data} />
      )}
    </section>
  );
}

function AtsBody({ status }: { status: AtsStatusDto }) {
  // The form starts from the saved settings and keeps the user's edits until saved.
  const [draft, setDraft] = useState<AtsSettingsDto | null>(null);
  const form = draft ?? { enabled: status.enabled, stake: status.stake, symbol: status.symbol };
  const [stakeText, setStakeText] = useState(String(form.stake));
  const save = useSaveAts();
  const switchId = useId();
  const stake = Number(stakeText);
  const stakeError =
    !Number.isFinite(stake) || stake < ATS_MIN_STAKE || !/^\d+(\.\d{1,2})?$/.test(stakeText.trim()) ? `At least $${ATS_MIN_STAKE}, in dollars and cents` : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (stakeError) return;
    save.mutate(
      { ...form, stake },
      {
        onSuccess: ({ message }) => {
          setDraft(null);
          toast.success(message);
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  };
  const edit = (change: Partial<AtsSettingsDto>) => setDraft({ ...form, ...change });

  return (
    <>
      <form className="ats__form" onSubmit={submit} noValidate>
        <label className="ats__switch" htmlFor={switchId}>
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            checked={form.enabled}
            onChange={(e) => edit({ enabled: e.target.checked })}
            data-testid="ats-enabled"
          />
          <span>{form.enabled ? 'On' : 'Off'}</span>
        </label>
        <TextField
          label="Stake per trade (USD)"
          inputMode="decimal"
          value={stakeText}
          onChange={(e) => {
            setStakeText(e.target.value);
            edit({});
          }}
          error={stakeError ?? undefined}
          testId="ats-stake"
        />
        <SelectField label="Instrument" value={form.symbol} onChange={(e) => edit({ symbol: e.target.value })} testId="ats-symbol">
          {TRADING_TYPES.map((type) => (
            <optgroup key={type} label={type}>
              {instrumentsOfType(type).map((i) => (
                <option key={i.symbol} value={i.symbol}>
                  {i.name}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <Button type="submit" loading={save.isPending} disabled={draft === null} testId="ats-save">
          Save
        </Button>
      </form>
      <p className="muted ats__facts">
        Runs every {formatDuration(status.interval_seconds)}
        {status.duration !== null && <> · each trade lasts {formatDuration(status.duration)}</>} · real balance, one trade per run at most
      </p>
      {status.last_outcome && (
        <p className="ats__outcome" data-testid="ats-outcome">
          Last run{status.last_run_at ? ` ${dateTimeParts(status.last_run_at)?.join(' ')}` : ''}: {status.last_outcome}
        </p>
      )}
      <AtsTrades trades={status.recent} />
    </>
  );
}

function AtsTrades({ trades }: { trades: TradeDto[] }) {
  if (!trades.length) return <p className="muted">No ATS trades yet.</p>;
  return (
    <ul className="ats__trades" data-testid="ats-trades">
      {trades.map((t) => (
        <li key={t.trade_id} className="ats__trade" data-testid="ats-trade" data-status={t.status}>
          <span className={`direction direction--${t.trade_mode.toLowerCase()}`}>{t.trade_mode === 'Buy' ? '▲ Buy' : '▼ Sell'}</span>
          <span>{instrumentName(t.symbol)}</span>
          <span>{formatUsd(t.amount)}</span>
          <TradeStatusBadge status={t.status} />
          <TradeResult trade={t} />
          <span className="muted">{dateTimeParts(t.trade_time)?.join(' ')}</span>
        </li>
      ))}
    </ul>
  );
}
