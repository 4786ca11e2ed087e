import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/** One answer a writer got: its status (0: no HTTP answer at all) and `Retry-After`. */
export interface Answer {
  status: number;
  retryAfter: string | null;
  key: string;
  body: string;
}

export interface WriteLoad {
  /** The keys whose create was acknowledged (a 2xx), each once. */
  acknowledged: string[];
  answers: Answer[];
  /** Stops taking new keys; resolves when every writer's key in hand is acknowledged. */
  stop(): Promise<void>;
  /** Stops at the next answer, acknowledged or not (a failed test's clean-up). */
  abandon(): void;
}

/** The longest one request may take before the writer counts it as unanswered. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Writers as a browser's retrying client is one (QUALITY R11, R9): each creates records one
 * after another, each create with an `Idempotency-Key` of its own; an answer of 503 is
 * retried with the same key after a pause, any other failure too (and kept, for the test to
 * judge). A writer goes on to a new key only once the one in hand is acknowledged.
 */
export function startWriters(opts: {
  writers: number;
  url: string;
  headers: Record<string, string>;
  body: (key: string) => unknown;
  pauseMs?: number;
}): WriteLoad {
  const acknowledged: string[] = [];
  const answers: Answer[] = [];
  let stopping = false;
  let abandoned = false;
  const pause = opts.pauseMs ?? 100;

  const send = async (key: string): Promise<Answer> => {
    try {
      const res = await fetch(opts.url, {
        method: 'POST',
        headers: { ...opts.headers, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(opts.body(key)),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = await res.text();
      return { status: res.status, retryAfter: res.headers.get('retry-after'), key, body };
    } catch (err) {
      return { status: 0, retryAfter: null, key, body: String(err) };
    }
  };

  const writer = async () => {
    while (!stopping) {
      const key = randomUUID();
      for (;;) {
        const answer = await send(key);
        answers.push(answer);
        if (answer.status >= 200 && answer.status < 300) {
          acknowledged.push(key);
          break;
        }
        if (abandoned) return;
        await sleep(pause);
      }
    }
  };
  const running = Array.from({ length: opts.writers }, () => writer());
  return {
    acknowledged,
    answers,
    stop: async () => {
      stopping = true;
      await Promise.all(running);
    },
    abandon: () => {
      stopping = true;
      abandoned = true;
    },
  };
}
