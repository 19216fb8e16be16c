// The fingerprint of what a build is made from: the paths, sizes and modification times of its
// inputs (not their contents, so it costs milliseconds). `npm start` keeps one beside the app's
// build and one beside the server's, and builds again only when it changed.
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * @param {string} root the folder the paths are written relative to
 * @param {{ dirs: string[], files: string[], skip?: string[] }} inputs folders walked whole
 *   (but for the names in `skip`) and single files, relative to `root`
 */
export function huellaDeEntradas(root, { dirs, files, skip = [] }) {
  const hash = createHash('sha256');
  const add = (file) => {
    const { size, mtimeMs } = statSync(file);
    // Whole milliseconds (a time set from a Date through utimes may still land one short: it goes
    // through a float of seconds).
    hash.update(`${path.relative(root, file)}\0${size}\0${Math.floor(mtimeMs)}\n`);
  };
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      if (skip.includes(entry.name)) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else add(file);
    }
  };
  for (const dir of dirs) visit(path.join(root, dir));
  for (const file of files) add(path.join(root, file));
  return hash.digest('hex');
}
