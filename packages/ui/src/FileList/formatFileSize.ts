const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A file size for people, in the given locale: `1,2 MB` in es-ES. Binary multiples (1 MB =
 * 1024 × 1024 bytes), as operating systems show file sizes, so the number matches what the
 * user sees in their file browser.
 */
export function formatFileSize(bytes: number, locale = 'es-ES'): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
