import type { Said } from '@/lib/series/find-series';

/** Our words, and the server text they quote isolated (a title cannot reorder the sentence). */
export function SaidView({ said }: { said: Said }) {
  return (
    <>
      {said.text}
      {said.quote === null ? null : (
        <>
          “<bdi>{said.quote}</bdi>”
        </>
      )}
    </>
  );
}
