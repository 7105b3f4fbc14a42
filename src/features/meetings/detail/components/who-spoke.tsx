import type { OtherSpeaker, Presence } from '@/features/meetings/model/speaker-matching';
import styles from './meeting-detail.module.css';

const turnsText = (turns: number) => `${turns} ${turns === 1 ? 'turn' : 'turns'}`;

/** Beside a participant or invitee: whether the transcript has them speaking. */
export function SpokeBadge({ presence, markUninvited = false }: { presence: Presence | null; markUninvited?: boolean }) {
  if (!presence) return null;
  return (
    <>
      {presence.turns > 0 ? (
        <span className={`${styles.badge} ${styles.spoke}`}>Spoke · {turnsText(presence.turns)}</span>
      ) : (
        <span className={`${styles.badge} ${styles.silent}`}>Did not speak</span>
      )}
      {markUninvited && !presence.invited ? <span className={styles.badge}>Not invited</span> : null}
    </>
  );
}

/** Speakers the transcript names who are neither participants nor invitees, and unidentified voices. */
export function OtherSpeakers({ others }: { others: readonly OtherSpeaker[] }) {
  return (
    <div>
      <h3>Other speakers ({others.length})</h3>
      <ul className={styles.people}>
        {others.map((speaker) => (
          <li key={speaker.label}>
            <span className={styles.personName} dir="auto">
              {speaker.label}
            </span>
            <span className={styles.muted}>
              {speaker.unidentified ? 'unidentified voice' : 'not on the invitation or the participant list'}
            </span>
            <span className={`${styles.badge} ${styles.spoke}`}>Spoke · {turnsText(speaker.turns)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
