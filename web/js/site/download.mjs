// Saves text as a file the reader downloads (a Blob URL on a temporary link): works the
// same served and from file://, with nothing sent anywhere.
export function download(filename, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

// A file name from the bundle's name: letters, digits, dashes.
export const fileStem = (name) => String(name || 'bundle').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'bundle';
