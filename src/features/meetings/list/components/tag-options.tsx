import type { Tag } from '@/api/schemas/tag';
import { TextOption } from '@/components/text-option';

export type NamedTag = Tag & { name: string };

/**
 * The tag picker's options, shared tags apart: a chunk of its own, loaded with the tags once the
 * browser is idle (tag-picker.tsx), so that what a long or right-to-left name needs (text-option.tsx)
 * is not part of the first screen's code.
 */
export function TagOptions({ tags }: { tags: readonly NamedTag[] }) {
  const shared = tags.filter((tag) => tag.shared);
  const own = tags.filter((tag) => !tag.shared);
  return (
    <>
      {shared.length > 0 ? (
        <optgroup label="Shared tags">
          {shared.map((tag) => (
            <TextOption key={tag.id ?? tag.name} value={tag.name} text={tag.name} after=" (shared)" />
          ))}
        </optgroup>
      ) : null}
      {own.length > 0 ? (
        <optgroup label="Your tags">
          {own.map((tag) => (
            <TextOption key={tag.id ?? tag.name} value={tag.name} text={tag.name} />
          ))}
        </optgroup>
      ) : null}
    </>
  );
}
