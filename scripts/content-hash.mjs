// One content hash of a build's inputs (files and folders, walked in a fixed order, each
// file's path and bytes), so a build runs again only when what it reads has changed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * `keep(name, isFolder)` decides, inside the folders of `inputs`, which entries count
 * (`node_modules` never does); the inputs themselves always count when they exist.
 */
export function contentHash(root, inputs, keep = () => true) {
  const files = [];
  const walk = (path) => {
    if (!existsSync(path)) return;
    if (!statSync(path).isDirectory()) {
      files.push(path);
      return;
    }
    for (const name of readdirSync(path).sort()) {
      const child = join(path, name);
      if (name !== 'node_modules' && keep(name, statSync(child).isDirectory())) walk(child);
    }
  };
  for (const p of inputs) walk(p);
  const h = createHash('sha256');
  for (const f of files) {
    h.update(relative(root, f));
    h.update(readFileSync(f));
  }
  return h.digest('hex');
}
