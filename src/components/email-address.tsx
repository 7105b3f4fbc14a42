import { Fragment } from 'react';

/**
 * An e-mail address from the server (or an id written like one, a calendar event's), isolated, that
 * wraps where an address is read in parts: before
 * the "@" and after each dot ("alex.morgan@|acme.|example"), not mid-word ("acme.exampl|e"), which is
 * where a line had to break when the whole address did not fit. A part longer than the line still
 * breaks anywhere (global.css), so nothing widens the page.
 */
export function EmailAddress({ value }: { value: string }) {
  const parts = value.split(/(?=@)|(?<=\.)/);
  return (
    <bdi>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </bdi>
  );
}
