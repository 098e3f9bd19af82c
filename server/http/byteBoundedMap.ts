// A map with a memory limit in bytes: each value is stored with its weight, and storing past
// the limit drops the least recently used values first. The server's kept pages and kept
// account answers both live in one, so neither a flood of addresses nor of accounts can grow
// the process past what it was given.
type Slot<V> = { value: V; bytes: number };

export class ByteBoundedMap<V> {
  // A Map iterates in insertion order: re-inserting on use keeps the oldest use first.
  private readonly slots = new Map<string, Slot<V>>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  /** The value under `key`, which becomes the most recently used. */
  get(key: string): V | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    this.slots.delete(key);
    this.slots.set(key, slot);
    return slot.value;
  }

  /** The value under `key`, leaving the order of use alone. */
  peek(key: string): V | undefined {
    return this.slots.get(key)?.value;
  }

  /** Stores `value` as the most recently used; a value heavier than the whole limit is not kept. */
  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.slots.set(key, { value, bytes });
    this.total += bytes;
    for (const [oldest, slot] of this.slots) {
      if (this.total <= this.maxBytes) break;
      this.slots.delete(oldest);
      this.total -= slot.bytes;
    }
  }

  delete(key: string): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    this.slots.delete(key);
    this.total -= slot.bytes;
  }

  clear(): void {
    this.slots.clear();
    this.total = 0;
  }

  get size() {
    return { entries: this.slots.size, bytes: this.total };
  }
}
