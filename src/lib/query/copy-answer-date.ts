/**
 * When the answers of a copy kept on this device (the meeting library) are dated in the query cache:
 * before any other, so never fresh (every screen showing one asks the network again), and told from
 * the network's, whose answers are dated when they arrive. A bulk reader online reads such a list
 * again from its start (lib/bulk/read-pages.ts): the copy may hold only a page's worth of it.
 */
export const COPY_ANSWER_DATE = 1;
