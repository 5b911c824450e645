// Saving text as a file the browser downloads (a record, all games, what was set aside): one
// place that makes the object URL, clicks a temporary link and lets the URL go afterwards.

/** Offers `text` as a download named `name` (`plunder-2025-05-01-1430.txt`). */
export function downloadText(name: string, text: string, type = 'text/plain'): void {
  const blob = new Blob([text], { type: `${type};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
