import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Instrument, TradingType } from '@contracts/instruments';
import type { StrikeRate } from '@contracts/trade-rules';
import { NO_TRADE_SHORTCUTS } from '../hooks/use-trade-shortcuts';
import { listInstruments } from '../lib/instrument-search';
import { instrumentName } from '../lib/instrument-label';
import { useFavourites } from '../store/favourites-store';
import { InstrumentList } from './instrument-list';
import { useDismiss } from '../../../shared/hooks/use-dismiss';

interface InstrumentPickerProps {
  symbol: string;
  /** The category browsed while nothing is searched. */
  category: TradingType;
  instruments: readonly Instrument[];
  /** The chosen payout option: each instrument shows what it pays. */
  option: StrikeRate | undefined;
  onPick: (instrument: Instrument) => void;
}

/**
 * The symbol field: a button that opens a search box (an ARIA combobox) over a listbox of
 * instruments, favourites first, each with its payout for the chosen option and a star. Up and down
 * move through the list, Enter picks, Escape closes; Tab reaches the star of the highlighted
 * instrument, Shift+Tab the favourites filter. Typing searches every category by symbol or name.
 */
export function InstrumentPicker({ symbol, category, instruments, option, onPick }: InstrumentPickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  /** The highlighted instrument, by symbol: starring one moves it up the list, and it stays highlighted. */
  const [active, setActive] = useState<string | null>(null);
  const favourites = useFavourites((s) => s.symbols);
  const ids = { label: useId(), trigger: useId(), popup: useId(), list: useId(), hint: useId() };
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const listed = useMemo(
    () => listInstruments({ instruments, category, query, favouritesOnly, favourites }),
    [instruments, category, query, favouritesOnly, favourites],
  );
  const activeIndex = Math.max(
    0,
    listed.findIndex((i) => i.symbol === active),
  );
  const highlight = (index: number) => setActive(listed[index]?.symbol ?? null);
  const optionId = (i: number) => `${ids.list}-${i}`;

  const close = (focusTrigger: boolean) => {
    setOpen(false);
    if (focusTrigger) trigger.current?.focus();
  };
  const show = () => {
    setQuery('');
    setFavouritesOnly(false);
    setActive(symbol);
    setOpen(true);
  };
  const pick = (instrument: Instrument | undefined) => {
    if (!instrument) return;
    onPick(instrument);
    close(true);
  };

  useEffect(() => {
    if (open) search.current?.focus();
  }, [open]);

  // Open, a click elsewhere closes it, and Escape closes it with focus back on the field.
  useDismiss(open, root, () => setOpen(false), trigger);

  // Tabbing out of the picker closes it.
  useEffect(() => {
    if (!open) return;
    const onFocus = (e: FocusEvent) => {
      if (e.target instanceof Node && !root.current?.contains(e.target)) setOpen(false);
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [open]);

  useEffect(() => {
    if (open && activeIndex >= 0) document.getElementById(`${ids.list}-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, activeIndex, ids.list]);

  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    const last = listed.length - 1;
    switch (e.key) {
      case 'ArrowDown':
        highlight(Math.min(activeIndex + 1, last));
        break;
      case 'ArrowUp':
        highlight(Math.max(activeIndex - 1, 0));
        break;
      case 'PageDown':
        highlight(Math.min(activeIndex + 5, last));
        break;
      case 'PageUp':
        highlight(Math.max(activeIndex - 5, 0));
        break;
      case 'Enter':
        pick(listed[activeIndex]);
        break;
      default:
        return;
    }
    e.preventDefault();
  };

  return (
    <div className="field instrument-picker" ref={root}>
      <label htmlFor={ids.trigger} id={ids.label} className="field__label">
        Symbol
      </label>
      <button
        ref={trigger}
        id={ids.trigger}
        type="button"
        className="input select instrument-picker__trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? ids.popup : undefined}
        aria-labelledby={`${ids.label} ${ids.trigger}`}
        onClick={() => (open ? close(false) : show())}
        data-testid="trade-symbol"
        data-symbol={symbol}
      >
        {instrumentName(symbol)}
      </button>
      {open && (
        <div
          id={ids.popup}
          className="popover-panel instrument-picker__popup"
          role="dialog"
          aria-label="Choose an instrument"
          data-testid="instrument-picker"
          {...NO_TRADE_SHORTCUTS}
        >
          <div className="instrument-picker__tools">
            <button
              type="button"
              className="chart-toolbar__button instrument-picker__filter"
              aria-pressed={favouritesOnly}
              onClick={() => {
                setFavouritesOnly((f) => !f);
                setActive(null);
              }}
              data-testid="instrument-favourites-only"
            >
              <span aria-hidden="true">★ </span>Favourites
            </button>
            <input
              ref={search}
              type="text"
              className="input instrument-picker__search"
              role="combobox"
              aria-label="Search instruments"
              aria-describedby={ids.hint}
              aria-autocomplete="list"
              aria-expanded={listed.length > 0}
              aria-controls={listed.length > 0 ? ids.list : undefined}
              aria-activedescendant={listed.length > 0 ? optionId(activeIndex) : undefined}
              placeholder="Search symbol or name"
              autoComplete="off"
              spellCheck={false}
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setActive(null);
              }}
              onKeyDown={onSearchKey}
              data-testid="instrument-search"
            />
          </div>
          <p id={ids.hint} className="visually-hidden">
            Up and down arrows choose, Enter picks, Escape closes. Tab reaches the highlighted instrument&apos;s star; Shift+Tab the favourites filter.
          </p>
          <InstrumentList
            id={ids.list}
            instruments={listed}
            symbol={symbol}
            activeIndex={activeIndex}
            optionId={optionId}
            option={option}
            favourites={favourites}
            onHover={highlight}
            onPick={pick}
          />
          {listed.length === 0 && (
            <p className="instrument-picker__empty muted" role="status" data-testid="instrument-none">
              {favouritesOnly && favourites.length === 0 ? 'No favourites yet: star an instrument with ☆.' : `No instrument matches “${query.trim()}”.`}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
