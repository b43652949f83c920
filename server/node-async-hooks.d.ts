// `node:async_hooks` is available to the Worker through the nodejs_compat flag (wrangler.toml); the
// Worker's tsconfig does not load @types/node, so this declares the members server/log.ts uses.
declare module "node:async_hooks" {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}
