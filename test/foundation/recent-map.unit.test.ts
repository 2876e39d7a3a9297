import t from 'tap';
import { RecentMap } from '../../src/core/recent-map.js';

t.test('a read or a write keeps an entry; the one unused longest is forgotten', async (t) => {
  const map = new RecentMap<string, number>(4); // two generations of two
  map.set('a', 1);
  map.set('b', 2);
  map.set('c', 3); // a and b are now the previous generation
  t.equal(map.get('a'), 1, 'a read brings a back to the current generation');
  map.set('d', 4);
  t.equal(map.get('b'), undefined, 'b, unused longest, is forgotten');
  t.same([map.get('a'), map.get('c'), map.get('d')], [1, 3, 4]);
  map.set('a', 10);
  t.equal(map.get('a'), 10, 'a write replaces the value');
  map.delete('c'); // in the previous generation (a's write moved a to a new current one)
  map.delete('a'); // in the current one
  t.same([map.get('c'), map.get('a')], [undefined, undefined], 'a deleted entry is gone, whichever generation held it');
  t.equal(map.get('d'), 4, 'and nothing else goes');
  map.set('e', 5);
  map.set('f', 6); // d and e now the previous generation, f the current one
  map.clear();
  t.same([map.get('d'), map.get('e'), map.get('f')], [undefined, undefined, undefined], 'clear forgets every entry, of both generations');
});

t.test('holds at most max entries, and always the max/2 used last', async (t) => {
  const map = new RecentMap<number, number>(10);
  for (let k = 0; k < 1000; k++) map.set(k, k);
  // Newest first: the last five are in the current generation, whose reads move nothing.
  t.same(
    [999, 998, 997, 996, 995].map((k) => map.get(k)),
    [999, 998, 997, 996, 995],
  );
  let held = 0;
  for (let k = 999; k >= 0; k--) if (map.get(k) !== undefined) held++;
  t.ok(held >= 5 && held <= 10, `${held} of 1,000 entries held`);
});

t.test('refuses a bound that leaves no generation', async (t) => {
  t.throws(() => new RecentMap(1), RangeError);
  t.throws(() => new RecentMap(2.5), RangeError);
});
