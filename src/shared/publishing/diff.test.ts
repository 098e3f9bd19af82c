import { diffSnapshots } from './diff';

describe('the difference between two versions', () => {
  it('lists changed, added and removed fields with their language', () => {
    const before = { id: { title: 'Halo', text: 'Lama' }, en: { title: 'Hello' } };
    const after = { id: { title: 'Halo', text: 'Baru', extra: 'Tambah' }, en: {} };
    expect(diffSnapshots(before, after)).toEqual([
      { path: [{ lang: 'id' }, { field: 'text' }], change: 'changed', before: 'Lama', after: 'Baru', picture: false },
      { path: [{ lang: 'id' }, { field: 'extra' }], change: 'added', after: 'Tambah', picture: false },
      { path: [{ lang: 'en' }, { field: 'title' }], change: 'removed', before: 'Hello', picture: false },
    ]);
  });

  it('matches list items by their _id, so a move is not a change of every item', () => {
    const a = { _id: 'a', name: 'Satu' };
    const b = { _id: 'b', name: 'Dua' };
    expect(diffSnapshots({ items: [a, b] }, { items: [b, a] })).toEqual([]);
    expect(diffSnapshots({ items: [a] }, { items: [a, b] })).toEqual([
      {
        path: [{ field: 'items' }, { item: 1, id: 'b' }, { field: 'name' }],
        change: 'added',
        after: 'Dua',
        picture: false,
      },
    ]);
  });

  it('marks pictures so they are shown as thumbnails', () => {
    const changes = diffSnapshots({ logoImageUrl: '/media/a.webp' }, { logoImageUrl: '/media/b.webp' });
    expect(changes).toEqual([
      {
        path: [{ field: 'logoImageUrl' }],
        change: 'changed',
        before: '/media/a.webp',
        after: '/media/b.webp',
        picture: true,
      },
    ]);
    expect(diffSnapshots({ title: 'a.png' }, { title: 'b.png' })[0]!.picture).toBe(false);
  });
});
