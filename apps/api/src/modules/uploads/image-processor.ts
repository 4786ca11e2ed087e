import { Worker } from 'node:worker_threads';
import type { ImageKind } from './file-sniff';

export interface ImageTarget {
  /** The frame the image is cropped to (centred) and, at most, scaled to. */
  width: number;
  height: number;
  /** WebP quality, 0-100. */
  quality: number;
}

export interface ProcessedImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

interface WorkerReply {
  id: number;
  ok: boolean;
  bytes?: Uint8Array;
  width?: number;
  height?: number;
  message?: string;
}

/** A decode that has not finished by then is abandoned (and its worker replaced). */
const JOB_TIMEOUT_MS = 30_000;

/**
 * Re-encodes uploaded images off the main thread: decoding a 12-megapixel photo and
 * scaling it takes about a second of CPU, which would stall every other request. One
 * worker, started on first use, runs one image at a time (uploads are rare admin work);
 * the others wait in line. `close()` ends it with the server.
 */
export class ImageProcessor {
  private worker: Worker | undefined;
  private nextId = 1;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly target: ImageTarget) {}

  /** The image as WebP, cropped to the target's proportions; rejects if it cannot be decoded. */
  process(kind: ImageKind, bytes: Uint8Array): Promise<ProcessedImage> {
    const run = this.queue.then(() => this.run(kind, bytes));
    this.queue = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    const worker = new Worker(new URL('./image-worker.mjs', import.meta.url), {
      workerData: this.target,
      // The worker is plain JavaScript: no TypeScript loader needed.
      execArgv: [],
    });
    worker.unref();
    return worker;
  }

  private run(kind: ImageKind, bytes: Uint8Array): Promise<ProcessedImage> {
    this.worker ??= this.start();
    const worker = this.worker;
    const id = this.nextId++;
    return new Promise<ProcessedImage>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const fail = (error: Error) => {
        done();
        // A worker that failed or hung is not trusted with the next image.
        if (this.worker === worker) this.worker = undefined;
        void worker.terminate();
        reject(error);
      };
      const onMessage = (reply: WorkerReply) => {
        if (reply.id !== id) return;
        done();
        if (reply.ok && reply.bytes && reply.width && reply.height) {
          resolve({ bytes: reply.bytes, width: reply.width, height: reply.height });
        } else reject(new Error(reply.message ?? 'immagine non decodificabile'));
      };
      const onError = (error: Error) => fail(error);
      const onExit = (code: number) => fail(new Error(`worker immagini terminato (${code})`));
      const timer = setTimeout(
        () => fail(new Error('elaborazione immagine troppo lunga')),
        JOB_TIMEOUT_MS,
      );
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ id, kind, bytes });
    });
  }
}
