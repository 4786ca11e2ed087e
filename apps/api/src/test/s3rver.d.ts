// The part of s3rver 3.7 the tests use (the package ships no types).
declare module 's3rver' {
  import type { Server } from 'node:http';
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string }[];
  }
  export interface S3Context {
    method: string;
    path: string;
    querystring: string;
    get(header: string): string;
    status: number;
    type: string;
    body: unknown;
  }
  type Middleware = (ctx: S3Context, next: () => Promise<void>) => Promise<void>;
  export default class S3rver {
    constructor(options: S3rverOptions);
    middleware: Middleware[];
    store: {
      getResourcePath(bucket: string, key: string, resource: string): string;
      getMetadata(bucket: string, key: string): Promise<Record<string, string>>;
    };
    run(): Promise<Server>;
    close(): Promise<void>;
  }
}
