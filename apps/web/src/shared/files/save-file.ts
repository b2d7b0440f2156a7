/** Hands an address to the browser's download, under the given name. */
export function clickDownload(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Hands a file to the browser's download. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  clickDownload(url, name);
  // revoked after the click has been handled, or some browsers cancel the download
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A CSV text as Russian Excel opens it: UTF-8 with a BOM. */
export const csvBlob = (text: string): Blob => new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
