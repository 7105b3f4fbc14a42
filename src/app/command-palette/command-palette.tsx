import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loadedMeetings } from '@/features/meetings/api/loaded-meetings';
import { useHiddenMeetingIds } from '@/features/meetings/delete/components/undoable-deletions-provider';
import { SEARCH_DEBOUNCE_MS } from '@/screens/search-filters';
import { searchQueries } from '@/features/search/api/search-queries';
import { groupByMeeting } from '@/features/search/model/group-by-meeting';
import { requestFocusOn } from '@/lib/keyboard/focus-request';
import { meetingScreen } from '@/screens/meetings';
import { recentMeetings } from '@/lib/session/recent-meetings';
import { useDebouncedDraft } from '@/lib/scheduling/use-debounced-draft';
import { isWideViewport } from '@/lib/browser/wide-viewport-query';
import { sentence, type Sentence } from '@/components/sentence';
import type { ShortcutDialogProps } from '../shortcuts/dialog-props';
import { useShortcutDialog } from '../shortcuts/use-shortcut-dialog';
import { paletteGroups, type PaletteOption } from './palette-options';
import dialogSurface from '@/components/dialog-surface.module.css';
import styles from './command-palette.module.css';

const NO_RESULTS: never[] = [];

/**
 * The command palette (Ctrl+K / ⌘K): one box to go to a screen, the other scope, or a meeting by
 * title. The ARIA 1.2 combobox pattern in a native modal dialog: focus stays in the box, the arrows
 * move the active option (aria-activedescendant), Enter takes it, Esc closes, and focus returns to
 * where it was. Meetings come from the cache at once, then from the search API once typing pauses.
 */
export function CommandPalette({ onClose, onShowShortcuts }: ShortcutDialogProps) {
  const id = useId();
  const { dialog, close, dialogProps } = useShortcutDialog(onClose);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const hidden = useHiddenMeetingIds();
  // Read once, as the palette opens: what is in the cache and in this tab's history then.
  const [loaded] = useState(() => loadedMeetings(queryClient));
  const [recent] = useState(recentMeetings);

  // What is typed filters at once; the search API is asked once typing pauses (the older request is
  // aborted when its query is superseded: TanStack Query cancels a query nobody observes any more).
  const [searched, setSearched] = useState<string | null>(null);
  const { draft, setDraft, settled } = useDebouncedDraft(searched, setSearched, SEARCH_DEBOUNCE_MS);
  const search = useQuery(searchQueries.results({ query: searched ?? '' }));
  const found = search.data?.query === searched ? search.data.results : NO_RESULTS;

  const groups = useMemo(
    () =>
      paletteGroups({
        text: draft,
        location,
        recent,
        loaded,
        found: groupByMeeting(found),
        searched,
        hidden,
      }),
    [draft, location, recent, loaded, found, searched, hidden],
  );
  const options = groups.flatMap((group) => group.options);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const active = options.find((option) => option.key === activeKey) ?? options[0] ?? null;
  const optionId = (option: PaletteOption) => `${id}-option-${options.indexOf(option)}`;

  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  useEffect(() => {
    if (active) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (option: PaletteOption) => {
    if ('action' in option.target) {
      dialog.current?.close();
      onShowShortcuts();
      return;
    }
    const { href } = option.target;
    const [path = ''] = href.split('?');
    // A meeting opened into the split view's pane takes focus there, as when opened from the list.
    if (isWideViewport() && meetingScreen.match(path)) requestFocusOn(path);
    // Closing first gives focus back to where it was; then the new screen takes it.
    close();
    void navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (active) choose(active);
      return;
    }
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0 || options.length === 0) return;
    event.preventDefault();
    const at = active ? options.indexOf(active) : -1;
    setActiveKey(options[(at + step + options.length) % options.length]?.key ?? null);
  };

  // A click on the backdrop (the dialog element itself, outside its content) closes it.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  const typed = draft.trim();
  let status: Sentence | null = null;
  if (typed && (!settled || search.isFetching)) status = sentence`Searching your meetings…`;
  else if (typed && search.isError) status = sentence`Search is unavailable: ${search.error.message}`;
  else if (typed && options.length === 0) status = sentence`Nothing matches “${typed}”.`;

  return (
    // A click on the backdrop closes it too (Esc does from the keyboard).
    <dialog {...dialogProps} className={`${dialogSurface.surface} ${styles.dialog}`} aria-label="Command palette" onClick={onDialogClick}>
      <div className={styles.body}>
        <input
          ref={input}
          className={styles.input}
          type="text"
          role="combobox"
          aria-label="Go to a screen or meeting"
          aria-expanded={options.length > 0}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={active ? optionId(active) : undefined}
          aria-autocomplete="list"
          placeholder="Go to a screen or meeting…"
          autoComplete="off"
          spellCheck={false}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setActiveKey(null);
          }}
          onKeyDown={onKeyDown}
        />
        {options.length > 0 ? (
          <div role="listbox" id={`${id}-listbox`} aria-label="Places to go" className={styles.listbox}>
            {groups.map((group, groupIndex) => (
              <div key={group.name} role="group" aria-labelledby={`${id}-group-${groupIndex}`}>
                <div role="presentation" id={`${id}-group-${groupIndex}`} className={styles.groupName}>
                  {group.name}
                </div>
                {group.options.map((option) => (
                  <div
                    key={option.key}
                    id={optionId(option)}
                    role="option"
                    aria-selected={option === active}
                    className={styles.option}
                    // The box keeps focus; the click chooses.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => option !== active && setActiveKey(option.key)}
                    onClick={() => choose(option)}
                  >
                    {/* A meeting's title, or a screen's name: either way text of its own. */}
                    <span className={styles.label} dir="auto">
                      {option.label}
                    </span>
                    {option.detail ? <span className={styles.detail}>{option.detail}</span> : null}
                  </div>
                ))}
              </div>
            ))}
          </div>
        ) : null}
        <p role="status" className={styles.status}>
          {status}
        </p>
        <p className={styles.help}>
          <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to go, <kbd>Esc</kbd> to close
        </p>
      </div>
    </dialog>
  );
}
