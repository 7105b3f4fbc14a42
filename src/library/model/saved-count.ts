const count = (n: number) => n.toLocaleString('en-US');

/** "1,240 of 3,118 meetings saved": how much of the meetings listed the copy holds, worded alike wherever it is said. */
export const savedCount = ({ saved, listed }: { saved: number; listed: number }): string =>
  `${count(saved)} of ${count(listed)} meetings saved`;
