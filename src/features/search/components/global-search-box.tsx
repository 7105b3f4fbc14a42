import { useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { matchRoute, paths } from '@/lib/paths';
import { useScreenCommand } from '@/lib/keyboard/shortcut-handlers';
import { focusAndSelect } from '../model/focus-and-select';
import styles from './global-search-box.module.css';

/**
 * The header's search box: "/" focuses it from anywhere (app/shortcuts), Enter opens the search page with the query.
 * Kept tiny, as it ships with every screen. The search page has its own box, so this one steps aside there.
 */
export function GlobalSearchBox() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [value, setValue] = useState('');
  const onSearchPage = matchRoute(pathname)?.name === 'search';
  useScreenCommand('search', () => focusAndSelect(input.current), !onSearchPage);
  if (onSearchPage) return null;
  return (
    <form
      role="search"
      aria-label="Meeting search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        setValue('');
        void navigate(paths.search({ q: value.trim() || null }));
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
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <kbd className={styles.hint} aria-hidden="true">
        /
      </kbd>
    </form>
  );
}
