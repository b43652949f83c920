// `node:buffer` is available to the Worker through the nodejs_compat flag (wrangler.toml); the
// Worker's tsconfig does not load @types/node, so this declares the few members edge-cache.ts uses.
declare module "node:buffer" {
  interface Buffer extends Uint8Array<ArrayBuffer> {
    indexOf(value: string | number, byteOffset?: number, encoding?: "latin1"): number;
    toString(encoding: "latin1" | "utf8", start?: number, end?: number): string;
  }
  export const Buffer: {
    from(arrayBuffer: ArrayBuffer, byteOffset?: number, length?: number): Buffer;
  };
}
