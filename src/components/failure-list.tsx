interface Failure {
  id: string;
  /** Server text: isolated, so a right-to-left title cannot reorder the reason after it. */
  title: string;
  reason: string;
}

/** What a batch could not do, one item a line: its title and why. Nothing when all went well. */
export function FailureList({ label, items, className }: { label: string; items: readonly Failure[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <bdi>{item.title}</bdi>: {item.reason}
        </li>
      ))}
    </ul>
  );
}
