import { useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { filterTooLongMessage, isFilterTooLong } from '@/api/filter-limits';
import { searchLinks, searchScreen } from '@/screens/search';
import { usePageCommand } from '@/lib/keyboard/shortcut-handlers';
import { focusAndSelect } from '../model/focus-and-select';
import styles from './global-search-box.module.css';

/**
 * The header's search box: "/" focuses it from anywhere (app/shortcuts), Enter opens the search page with the query.
 * Kept tiny, as it ships with every screen. It stays on the search page too, where "/" goes to the
 * page's own box: a header whose box came and went moved everything beside it.
 */
export function GlobalSearchBox() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [value, setValue] = useState('');
  // Too long for a URL: not opened (a reload of such a URL fails at the server); the box keeps it and says why.
  const [error, setError] = useState<string | null>(null);
  const onSearchPage = searchScreen.match(pathname) !== null;
  // A header too narrow for the box hides it (CSS): "/" then goes to the search page and its box.
  usePageCommand(
    'search',
    () => (input.current?.checkVisibility?.() === false ? void navigate(searchLinks.search()) : focusAndSelect(input.current)),
    !onSearchPage,
  );
  return (
    <form
      role="search"
      aria-label="Meeting search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        const query = value.trim();
        if (isFilterTooLong(query)) {
          setError(filterTooLongMessage('The search', query.length));
          return;
        }
        setValue('');
        void navigate(searchLinks.search({ q: query || null }));
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Search meetings
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        className={styles.input}
        placeholder="Search meetings"
        autoComplete="off"
        enterKeyHint="search"
        aria-keyshortcuts="/"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
      />
      <kbd className={styles.hint} aria-hidden="true">
        /
      </kbd>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
