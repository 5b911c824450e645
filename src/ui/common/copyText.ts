/**
 * Copies text to the clipboard, for the record panel and the analysis board; false when the
 * browser refuses (no clipboard outside a secure page, or permission denied), so the caller can
 * show the text to copy by hand instead.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
