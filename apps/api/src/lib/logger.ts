import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type FastifyChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

/** Paths of a verification or reset link carry a token: never log it. */
const TOKEN_IN_PATH = /(\/(?:verify|reset|verify_account|reset-password)\/)[^/?#]+/gi;
export const redactUrl = (url: string) => url.replace(TOKEN_IN_PATH, '$1[redatto]');

/**
 * pino options: requests are logged without headers or bodies; the few fields that could
 * carry a secret are redacted by path as a second line of defence (ASVS 16.x).
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-refresh"]',
        'req.headers.cookie',
        '*.password',
        '*.password_attuale',
        '*.password_nuova',
        '*.confermaPassword',
        '*.token',
        '*.accessToken',
        '*.refreshToken',
      ],
      censor: '[redatto]',
    },
    serializers: {
      req(req) {
        return { method: req.method, url: redactUrl(req.url), ip: req.ip };
      },
    },
  };
}

type LogFn = FastifyBaseLogger['info'];
type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/**
 * A request's logger that becomes a real pino child only when something is logged at an
 * enabled level. Creating the child (its bindings pass through the redaction above) was
 * the largest cost a cached answer paid per request (decision 016); most requests log
 * nothing. What is written, when something is, is exactly the child's output.
 */
type PinoLike = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

class LazyChildLogger {
  #real: PinoLike | undefined;
  readonly trace: LogFn;
  readonly debug: LogFn;
  readonly info: LogFn;
  readonly warn: LogFn;
  readonly error: LogFn;
  readonly fatal: LogFn;

  constructor(
    private readonly parent: PinoLike,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {
    const method = (level: Level): LogFn =>
      ((...args: Parameters<LogFn>) => {
        if ((this.#real ?? this.parent).isLevelEnabled(level)) this.real()[level](...args);
      }) as LogFn;
    this.trace = method('trace');
    this.debug = method('debug');
    this.info = method('info');
    this.warn = method('warn');
    this.error = method('error');
    this.fatal = method('fatal');
  }

  private real(): PinoLike {
    return (this.#real ??= this.parent.child(this.bindings, this.options) as PinoLike);
  }

  get level(): string {
    return this.#real?.level ?? this.parent.level;
  }

  set level(value: string) {
    this.real().level = value;
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
}

export const lazyChildLoggerFactory: FastifyChildLoggerFactory = (logger, bindings, options) =>
  new LazyChildLogger(logger as PinoLike, bindings, options);
