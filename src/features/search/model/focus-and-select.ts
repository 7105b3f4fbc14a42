/** "/" puts the cursor in a search box with what it holds selected, so typing replaces it (as on GitHub). */
export function focusAndSelect(input: HTMLInputElement | null): void {
  input?.focus();
  input?.select();
}
