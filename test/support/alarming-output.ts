/** Words a person reads as "something went wrong", and the shapes of a stack trace. */
const ALARMING =
  /\b(?:errors?|warn(?:ings?)?|fail(?:ed|s|ure)?|exceptions?|cannot|could not|unable|deprecated|already in use|reloading|not found)\b|\(!\)|^\s+at\s|[✗⚠]/im;

/**
 * The lines of a command's output that a newcomer would take for an error, leaving out the build's
 * list of the files it wrote (a chunk may be named error-response).
 */
export function alarmingLines(output: string): string[] {
  return output.split('\n').filter((line) => ALARMING.test(line) && !/\s[\d.,]+ kB\b/.test(line));
}
