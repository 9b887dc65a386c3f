import fs from 'node:fs';
import path from 'node:path';

/** Every file below `dir`, at any depth. */
export function filesBelow(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(full) : [full];
  });
}
