import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_FILE_PATTERN } from '@citybook/contract';

/**
 * OPERATOR-12: the variants' files under MEDIA_DIR, in a folder per first two hex digits of their
 * name (a folder never holds more than a few thousand). A name is the hash of the content, so a
 * file is never rewritten: one that exists is already right.
 */
export class MediaStore {
  constructor(private readonly root: string) {}

  /** Where a variant lives; null for a name that is no variant's (nothing outside the root). */
  pathOf(file: string): string | null {
    if (!MEDIA_FILE_PATTERN.test(file)) return null;
    return path.join(this.root, file.slice(0, 2), file);
  }

  async has(file: string): Promise<boolean> {
    const where = this.pathOf(file);
    if (!where) return false;
    return stat(where).then(
      () => true,
      () => false,
    );
  }

  /** Writes a variant whole or not at all: a reader never sees half a file. */
  async put(file: string, bytes: Buffer): Promise<void> {
    const where = this.pathOf(file);
    if (!where) throw new Error(`not a variant's file name: ${file}`);
    if (await this.has(file)) return;
    await mkdir(path.dirname(where), { recursive: true });
    const partial = `${where}.${randomUUID()}.partial`;
    try {
      await writeFile(partial, bytes);
      await rename(partial, where);
    } catch (error) {
      await unlink(partial).catch(() => undefined);
      throw error;
    }
  }

  /** A variant's bytes, or null when there is no such file. */
  async read(file: string): Promise<Buffer | null> {
    const where = this.pathOf(file);
    if (!where) return null;
    return readFile(where).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
      throw error;
    });
  }
}
