/**
 * A module of the kit loaded apart from the component that shows it (the DatePicker's calendar,
 * the ComboBox's virtual list): code a page does not need up front, fetched on the user's first
 * sign of intent (focus, a pointer over the field) so it is there by the time it is shown.
 */
export interface LazyModule<M> {
  /** Starts the load, or starts it again after a failed one; settles with the module, or with
   * `undefined` if it failed (e.g. offline). */
  preload(): Promise<M | undefined>;
  /** The module if it has loaded, at once. */
  loaded(): M | undefined;
  /**
   * The load under way, done or failed, for React's `use`: a render never starts another load
   * after a failure, which would retry in a loop. It says it has settled as `use` reads it, so a
   * render after the load does not suspend even once.
   */
  current(): Promise<M | undefined>;
}

type Settling<M> = Promise<M | undefined> & { status?: 'fulfilled'; value?: M | undefined };

export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let loading: Settling<M> | undefined;
  let module: M | undefined;
  let failed = false;
  const preload = () => {
    if (!loading || failed) {
      failed = false;
      const next: Settling<M> = load().then(
        (loaded) => {
          module = loaded;
          return loaded;
        },
        () => {
          failed = true;
          return undefined;
        },
      );
      void next.then((value) => Object.assign(next, { status: 'fulfilled', value }));
      loading = next;
    }
    return loading;
  };
  return { preload, loaded: () => module, current: () => loading ?? preload() };
}
