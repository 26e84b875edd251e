// Caches rendered images: a bounded in-memory LRU in front of an optional folder on disk
// (under the data folder), so a restart does not redraw every picture. Concurrent requests
// for the same image share one render.
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";

export interface MediaCacheOptions {
  /** Upper bound of the memory cache in bytes. */
  maxBytes: number;
  /** Folder for the disk cache; none when unset. */
  dir?: string;
}

export class MediaCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(private readonly opts: MediaCacheOptions) {}

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** `key` must be safe as a file name (the routes use a hex digest). */
  async getOrCreate(key: string, create: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit) {
      // Re-insert to mark as most recently used; Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const running = this.pending.get(key);
    if (running) return running;
    const work = this.load(key, create).finally(() => this.pending.delete(key));
    this.pending.set(key, work);
    return work;
  }

  private async load(key: string, create: () => Promise<Buffer>): Promise<Buffer> {
    const file = this.opts.dir ? join(this.opts.dir, key) : undefined;
    const stored: Buffer | undefined = file ? await readFile(file).catch(() => undefined) : undefined;
    const body = stored ?? (await create());
    if (file && !stored) await this.writeFile(file, body);
    this.remember(key, body);
    return body;
  }

  private async writeFile(file: string, body: Buffer): Promise<void> {
    // Write then rename, so a reader never sees half a file. A failing disk only costs speed.
    const temporary = `${file}.${process.pid}.tmp`;
    try {
      await mkdir(this.opts.dir as string, { recursive: true });
      await writeFile(temporary, body);
      await rename(temporary, file);
    } catch {
      /* the memory cache still holds the image */
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
