/**
 * Copies text to the clipboard, for the record panel, the online game's link box and the
 * analysis board; where the browser refuses the clipboard (outside a secure page, or permission
 * denied) and a field shows the text, the field's text is selected and copied the old way.
 * False when neither works, so the caller can show the text to copy by hand instead.
 */
export async function copyText(
  text: string,
  field: HTMLInputElement | HTMLTextAreaElement | null = null,
): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.select();
    return document.execCommand?.('copy') ?? false;
  }
}
