/** What a file picker or drop zone accepts. */
export interface FileRules {
  /** MIME types (`image/png`, `image/*`) and extensions (`.dcm`). Empty or absent: anything. */
  accept?: readonly string[];
  /** Largest size of one file, in bytes. */
  maxSize?: number;
  /** Most files that may be chosen in total. */
  maxFiles?: number;
}

export type FileRejectionReason = 'type' | 'size' | 'count';

export interface FileRejection {
  file: File;
  reason: FileRejectionReason;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/**
 * Whether a file matches an accept list. Extensions are compared case-insensitively and MIME
 * types allow `type/*`. Either match is enough, because browsers report no MIME type for many
 * medical formats (a `.dcm` file arrives with `type === ''`).
 */
export function isAcceptedType(file: Pick<File, 'name' | 'type'>, accept?: readonly string[]) {
  if (!accept || accept.length === 0) return true;
  const extension = extensionOf(file.name);
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return rule === extension;
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return rule === type;
  });
}

/**
 * Splits newly offered files into accepted and rejected ones. Wrong type and too large are
 * checked per file; of the files that pass, only as many as the remaining room
 * (`maxFiles - alreadyChosen`) are accepted, in order, and the rest are rejected for count.
 */
export function checkFiles(
  files: readonly File[],
  rules: FileRules,
  alreadyChosen = 0,
  /** Files admitted by their content whatever their name or type (e.g. a DICOM without `.dcm`). */
  admittedByContent?: ReadonlySet<File>,
) {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  let room =
    rules.maxFiles === undefined ? Number.POSITIVE_INFINITY : rules.maxFiles - alreadyChosen;
  for (const file of files) {
    if (!admittedByContent?.has(file) && !isAcceptedType(file, rules.accept))
      rejected.push({ file, reason: 'type' });
    else if (rules.maxSize !== undefined && file.size > rules.maxSize)
      rejected.push({ file, reason: 'size' });
    else if (room <= 0) rejected.push({ file, reason: 'count' });
    else {
      accepted.push(file);
      room -= 1;
    }
  }
  return { accepted, rejected };
}

const knownNames: Record<string, string> = {
  'image/png': 'PNG',
  '.png': 'PNG',
  'image/jpeg': 'JPEG',
  '.jpg': 'JPEG',
  '.jpeg': 'JPEG',
  'image/webp': 'WebP',
  '.webp': 'WebP',
  'image/gif': 'GIF',
  '.gif': 'GIF',
  'application/dicom': 'DICOM',
  '.dcm': 'DICOM',
  '.dicom': 'DICOM',
  'application/pdf': 'PDF',
  '.pdf': 'PDF',
};

/** Names of the accepted formats, once each, e.g. `['PNG', 'JPEG', 'WebP', 'DICOM']`. */
export function acceptedFormatNames(accept?: readonly string[]): string[] {
  const names = (accept ?? []).map((entry) => {
    const rule = entry.trim().toLowerCase();
    if (knownNames[rule]) return knownNames[rule];
    if (rule.startsWith('.')) return rule.slice(1).toUpperCase();
    if (rule.endsWith('/*')) return rule;
    return (rule.split('/')[1] ?? rule).toUpperCase();
  });
  return [...new Set(names)];
}
