import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ClientSearchHit } from '@contracts/backoffice-clients';
import { errorMessage } from '../../../../shared/api/api-error';
import { useDismiss } from '../../../../shared/hooks/use-dismiss';
import { formatUsd } from '../../../../shared/format/money';
import { useClientSearch } from '../hooks/use-client-queries';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { ACCOUNT_STATUS_LABELS, caseName, casePath, clientPath, foundText, searchTermOf } from '../lib/client-view';
import { StateChip } from './client-section';
import '../client-search.css';

const DEBOUNCE_MS = 300;

/**
 * The back office's search by client (e-mail, name or id) in its header: asks as the user types (after a
 * pause, from 2 characters), lists each client with their items waiting for staff. Enter asks at once (and
 * opens the only client found); Escape or a press outside closes the list; Tab walks its links.
 */
export function ClientSearch() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [now, setNow] = useState<string | null>(null);
  const debounced = useDebouncedValue(text, DEBOUNCE_MS);
  const term = now ?? searchTermOf(debounced);
  const search = useClientSearch(term);
  const navigate = useNavigate();
  const root = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), results: useId() };
  const close = () => setOpen(false);
  useDismiss(open, root, close, input);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const typed = searchTermOf(text);
    if (!typed) return;
    const shown = search.data && term === typed && !search.isPlaceholderData ? search.data.clients : null;
    if (shown?.length === 1) {
      close();
      void navigate(clientPath(shown[0].id));
      return;
    }
    setNow(typed);
    setOpen(true);
  };

  const clients = search.data?.clients ?? [];
  const tooShort = text.trim().length > 0 && !searchTermOf(text);
  return (
    <form ref={root} role="search" className="bo-search" onSubmit={onSubmit} data-testid="bo-search">
      <label htmlFor={ids.input} className="visually-hidden">
        Search clients by e-mail, name or id
      </label>
      <input
        ref={input}
        id={ids.input}
        type="search"
        className="input bo-search__input"
        placeholder="Search clients: e-mail, name or id"
        autoComplete="off"
        maxLength={200}
        value={text}
        aria-controls={ids.results}
        onChange={(e) => {
          setText(e.target.value);
          setNow(null);
          setOpen(true);
        }}
        onFocus={() => setOpen(text.trim().length > 0)}
        onKeyDown={(e) => {
          // The first Escape closes the list and keeps the text (a search field's own Escape would clear it); the next clears it.
          if (e.key === 'Escape' && open) e.preventDefault();
        }}
        data-testid="bo-search-input"
      />
      <div id={ids.results} className="card bo-search__panel" hidden={!open || (!term && !tooShort)} data-testid="bo-search-results">
        <p className="bo-search__status muted" role="status">
          {tooShort ? 'Type at least 2 characters' : search.isError ? errorMessage(search.error) : search.isPending ? 'Searching…' : foundText(clients.length)}
        </p>
        {term && clients.length > 0 && (
          <ul className="bo-search__list">
            {clients.map((c) => (
              <SearchHit key={c.id} client={c} onPick={close} />
            ))}
          </ul>
        )}
      </div>
    </form>
  );
}

function SearchHit({ client: c, onPick }: { client: ClientSearchHit; onPick: () => void }) {
  return (
    <li className="bo-search__hit" data-testid="bo-search-hit">
      <Link to={clientPath(c.id)} className="bo-row__link" onClick={onPick}>
        {c.name || c.email}
      </Link>
      <span className="muted bo-search__email">{c.email}</span>
      <span className="bo-search__facts">
        {c.status === 'suspended' && <span className="bo-account-status bo-account-status--suspended">{ACCOUNT_STATUS_LABELS[c.status]}</span>}
        <span className="muted">Identity</span> <StateChip state={c.kyc_status === 'None' ? 'Not submitted' : c.kyc_status} />
      </span>
      {c.open_items.length > 0 ? (
        <ul className="bo-search__items" aria-label={`Open items of ${c.name || c.email}`}>
          {c.open_items.map((i) => {
            const path = casePath(i);
            const label = `${caseName(i)}${i.amount === null ? '' : ` · ${formatUsd(i.amount)}`}`;
            return (
              <li key={`${i.kind}:${i.id}`}>
                {path ? (
                  <Link to={path} onClick={onPick}>
                    {label}
                  </Link>
                ) : (
                  label
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <span className="muted bo-search__none">No open items</span>
      )}
    </li>
  );
}
