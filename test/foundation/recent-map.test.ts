import t from 'tap';
import { RecentMap } from '../../src/core/recent-map.js';

t.test('holds at most max entries, forgetting the least recently used first', async (t) => {
  const map = new RecentMap<string, number>(3);
  map.set('a', 1);
  map.set('b', 2);
  map.set('c', 3);
  t.equal(map.get('a'), 1, 'a read makes a the most recent');
  map.set('d', 4);
  t.equal(map.size, 3);
  t.equal(map.get('b'), undefined, 'b, the least recently used, is forgotten');
  t.same([map.get('a'), map.get('c'), map.get('d')], [1, 3, 4]);
  map.set('c', 30);
  map.set('e', 5);
  t.equal(map.get('a'), undefined, 'a rewrite makes c the most recent, so a goes');
  t.same([map.get('c'), map.get('d'), map.get('e')], [30, 4, 5]);
  map.delete('d');
  t.equal(map.size, 2);
  t.equal(map.get('d'), undefined);
});
