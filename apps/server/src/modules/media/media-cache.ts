// Caches rendered images: a bounded in-memory LRU in front of an optional folder on disk
// (under the data folder), so a restart does not redraw every picture. Concurrent requests
// for the same image share one render.
//
// The folder is bounded too (docs/security.md "Image rendering"): at most `maxDiskBytes`, the
// least recently used files removed first. The process keeps an index of the folder's files in
// the order of use, read from the folder at start (oldest modification first: a file's time is
// set when it is written and when it is read from disk), so the bound also holds across restarts
// and a lower limit empties the folder down to it. Several processes sharing a folder each keep
// their own index: a file one removed is drawn again by another that needs it.
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";

export interface MediaCacheOptions {
  /** Upper bound of the memory cache in bytes. */
  maxBytes: number;
  /** Folder for the disk cache; none when unset. */
  dir?: string;
  /** Upper bound of the folder's files in bytes; unbounded when unset. */
  maxDiskBytes?: number;
}

export class MediaCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private bytes = 0;
  /** Files in the folder, least recently used first, with their sizes. */
  private readonly disk = new Map<string, number>();
  private diskBytes = 0;
  private readonly diskReady: Promise<void>;

  constructor(private readonly opts: MediaCacheOptions) {
    this.diskReady = opts.dir ? this.scanDisk(opts.dir) : Promise.resolve();
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** The folder's files as this process knows them, once its start-up scan is done. */
  async diskSize(): Promise<{ entries: number; bytes: number }> {
    await this.diskReady;
    return { entries: this.disk.size, bytes: this.diskBytes };
  }

  /** `key` must be safe as a file name (the routes use a hex digest). */
  async getOrCreate(key: string, create: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit) {
      // Re-insert to mark as most recently used; Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      this.touchDisk(key);
      return hit;
    }
    const running = this.pending.get(key);
    if (running) return running;
    const work = this.load(key, create).finally(() => this.pending.delete(key));
    this.pending.set(key, work);
    return work;
  }

  private async load(key: string, create: () => Promise<Buffer>): Promise<Buffer> {
    await this.diskReady;
    const file = this.opts.dir ? join(this.opts.dir, key) : undefined;
    const stored: Buffer | undefined = file ? await readFile(file).catch(() => undefined) : undefined;
    if (file && stored) {
      this.indexDisk(key, stored.length);
      // The file's time says when it was last used, for the order after a restart.
      const now = new Date();
      void utimes(file, now, now).catch(() => undefined);
    } else {
      this.forgetDisk(key);
    }
    const body = stored ?? (await create());
    if (file && !stored && (await this.writeFile(file, body))) {
      this.indexDisk(key, body.length);
      await this.evictDisk();
    }
    this.remember(key, body);
    return body;
  }

  private async writeFile(file: string, body: Buffer): Promise<boolean> {
    // Write then rename, so a reader never sees half a file. A failing disk only costs speed.
    const temporary = `${file}.${process.pid}.tmp`;
    try {
      await mkdir(this.opts.dir as string, { recursive: true });
      await writeFile(temporary, body);
      await rename(temporary, file);
      return true;
    } catch {
      /* the memory cache still holds the image */
      return false;
    }
  }

  /** Reads the folder at start: leftover temporary files go, the rest are indexed oldest first. */
  private async scanDisk(dir: string): Promise<void> {
    const names = await readdir(dir).catch(() => [] as string[]);
    const files: { name: string; size: number; mtimeMs: number }[] = [];
    for (const name of names) {
      const path = join(dir, name);
      if (name.endsWith(".tmp")) {
        await unlink(path).catch(() => undefined);
        continue;
      }
      const info = await stat(path).catch(() => null);
      if (info?.isFile()) files.push({ name, size: info.size, mtimeMs: info.mtimeMs });
    }
    files.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const file of files) this.indexDisk(file.name, file.size);
    await this.evictDisk();
  }

  private indexDisk(key: string, size: number): void {
    this.forgetDisk(key);
    this.disk.set(key, size);
    this.diskBytes += size;
  }

  private forgetDisk(key: string): void {
    const size = this.disk.get(key);
    if (size === undefined) return;
    this.disk.delete(key);
    this.diskBytes -= size;
  }

  private touchDisk(key: string): void {
    const size = this.disk.get(key);
    if (size === undefined) return;
    this.disk.delete(key);
    this.disk.set(key, size);
  }

  /** Removes the least recently used files until the folder is within its bound. */
  private async evictDisk(): Promise<void> {
    const limit = this.opts.maxDiskBytes;
    if (!this.opts.dir || limit === undefined) return;
    while (this.diskBytes > limit && this.disk.size > 0) {
      const [oldest] = this.disk.keys() as IterableIterator<string>;
      this.forgetDisk(oldest!);
      await unlink(join(this.opts.dir, oldest!)).catch(() => undefined);
    }
  }

  private remember(key: string, body: Buffer): void {
    if (body.length > this.opts.maxBytes) return;
    this.entries.set(key, body);
    this.bytes += body.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.opts.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
  }
}
