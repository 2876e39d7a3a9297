import type { ApiPromise, WithResponse } from './http.js';
import type { List } from './types.js';

/**
 * What a `list` method answers, as in Stripe's library: awaited, the first page (`{data,
 * has_more}`); iterated with `for await`, every item of every page, each next page asked for with
 * `starting_after` set to the last item's cursor. Nothing is fetched until it is awaited or iterated;
 * the call's request options apply to every page.
 */
export class PagedList<Item, Cursor extends string | number = string> implements PromiseLike<List<Item>>, AsyncIterable<Item> {
  #firstPage: ApiPromise<List<Item>> | undefined;

  constructor(
    private readonly fetchPage: (startingAfter: Cursor | undefined) => ApiPromise<List<Item>>,
    private readonly cursorOf: (item: Item) => Cursor,
    private readonly startingAfter?: Cursor,
  ) {}

  // biome-ignore lint/suspicious/noThenProperty: awaiting a list answers its first page, as Stripe's library does.
  then<Result = List<Item>, Failure = never>(
    onPage?: ((page: List<Item>) => Result | PromiseLike<Result>) | null,
    // biome-ignore lint/suspicious/noExplicitAny: as Promise's then, so code written for a Promise compiles unchanged.
    onError?: ((reason: any) => Failure | PromiseLike<Failure>) | null,
  ): Promise<Result | Failure> {
    return this.first().then(onPage, onError);
  }

  /** The first page with the HTTP answer it came from: `{ data, response, requestId }`. */
  withResponse(): Promise<WithResponse<List<Item>>> {
    return this.first().withResponse();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<Item> {
    let page = await this.first();
    for (;;) {
      yield* page.data;
      const last = page.data.at(-1);
      if (!page.has_more || last === undefined) return;
      page = await this.fetchPage(this.cursorOf(last));
    }
  }

  /** Every item of every page, in one array (for lists known to be small). */
  async toArray(): Promise<Item[]> {
    const items: Item[] = [];
    for await (const item of this) items.push(item);
    return items;
  }

  private first(): ApiPromise<List<Item>> {
    this.#firstPage ??= this.fetchPage(this.startingAfter);
    return this.#firstPage;
  }
}
