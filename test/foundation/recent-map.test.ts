import t from 'tap';
import { RecentMap } from '../../src/core/recent-map.js';

t.test('holds at most max entries, forgetting the least recently used first', async (t) => {
  const map = new RecentMap<string, number>(3);
  map.set('a', 1);
  map.set('b', 2);
  map.set('c', 3);
  t.equal(map.get('a'), 1, 'a read makes a the most recent');
  map.set('d', 4);
  t.equal(map.get('b'), undefined, 'b, the least recently used, is forgotten');
  t.same([map.get('a'), map.get('c'), map.get('d')], [1, 3, 4]);
  map.set('a', 10);
  map.set('e', 5);
  t.equal(map.get('c'), undefined, 'a rewrite makes a, the oldest, the most recent, so c goes');
  t.same([map.get('a'), map.get('d'), map.get('e')], [10, 4, 5]);
  map.delete('d');
  t.equal(map.get('d'), undefined);
  map.set('f', 6);
  t.same([map.get('a'), map.get('e'), map.get('f')], [10, 5, 6], 'a deleted entry frees its place: nothing else goes');
  map.clear();
  t.same([map.get('a'), map.get('e'), map.get('f')], [undefined, undefined, undefined], 'clear forgets every entry');
});
