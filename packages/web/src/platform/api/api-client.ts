import { callEnded, callStarted } from './running-calls.ts';

/** What the message dialog shows when a call gets no response at all. */
export const NO_RESPONSE_TEXT = 'Could not connect.';

/** A failed call: `message` is the text to show the user in the Error dialog. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status, or 0 when there was no response. */
    readonly status: number,
    /** The server's error code, when it sent one. */
    readonly code?: string,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  /** Do not report the failure to the global error handler (the caller handles it). */
  silent?: boolean;
  /** Extra request headers, such as a payment's Idempotency-Key. */
  headers?: Record<string, string>;
}

type ErrorHandler = (error: ApiError) => void;
let reportError: ErrorHandler = () => {};

/** The shell registers the one place failed calls are shown (the Error dialog). */
export function setApiErrorHandler(handler: ErrorHandler) {
  reportError = handler;
}

/** Failures the Error dialog has shown already: each is shown once. */
const reported = new WeakSet<Error>();

/** Shows a failure in the Error dialog unless it has been shown already (a silent read's, say). */
export function reportErrorOnce(error: Error) {
  if (reported.has(error)) return;
  reported.add(error);
  reportError(error instanceof ApiError ? error : new ApiError(error.message || NO_RESPONSE_TEXT, 0));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The server's `err` text if present, else the returned data as text. */
function errorFrom(response: Response, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const { err, code } = body as { err?: unknown; code?: unknown };
    const codeText = typeof code === 'string' ? code : undefined;
    if (typeof err === 'string' && err) return new ApiError(err, response.status, codeText);
    return new ApiError(JSON.stringify(body), response.status, codeText);
  }
  if (typeof body === 'string' && body.trim()) return new ApiError(body, response.status);
  return new ApiError(response.statusText || `Request failed (${response.status}).`, response.status);
}

async function send(
  method: string,
  url: string,
  body: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  // A FormData body (an upload) goes as multipart/form-data, with the boundary fetch sets.
  const raw = body === undefined || body instanceof FormData;
  try {
    return await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: raw
        ? { Accept: 'application/json', ...extraHeaders }
        : { 'Content-Type': 'application/json', Accept: 'application/json', ...extraHeaders },
      body: raw ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(NO_RESPONSE_TEXT, 0);
  }
}

/**
 * Reads started before any screen asks for them (the first page's data, sent beside the session
 * check instead of after the page's code has loaded and rendered). Each answer serves once, the
 * first identical call within a few seconds; an answer nobody takes in time is dropped.
 */
const earlyAnswers = new Map<string, Promise<Response | null>>();
const EARLY_ANSWER_KEPT_MS = 10_000;
const callKey = (method: string, url: string, body: unknown) =>
  `${method} ${url} ${body === undefined ? '' : JSON.stringify(body)}`;

/** Sends a read now for a call a screen is about to make (a GET, or a POST that only reads). */
export function readEarly(method: 'GET' | 'POST', url: string, body?: unknown) {
  const key = callKey(method, url, body);
  if (earlyAnswers.has(key)) return;
  const answer = send(method, url, body).catch(() => null);
  earlyAnswers.set(key, answer);
  setTimeout(() => {
    if (earlyAnswers.get(key) === answer) earlyAnswers.delete(key);
  }, EARLY_ANSWER_KEPT_MS);
}

/** Drops every early answer not yet taken: they were read for the session that just ended. */
export const forgetEarlyReads = () => earlyAnswers.clear();

/** The early reads no call has taken yet, as `METHOD url body`. */
export const earlyReadsWaiting = () => [...earlyAnswers.keys()];

/** The early answer to this very call, if one was sent (and not yet taken); a failed one is sent again. */
function takeEarlyAnswer(method: string, url: string, body: unknown, options: RequestOptions) {
  if (options.headers || body instanceof FormData) return null;
  const key = callKey(method, url, body);
  const answer = earlyAnswers.get(key);
  if (!answer) return null;
  earlyAnswers.delete(key);
  return answer;
}

/** One JSON call to the API. Resolves with the parsed body; rejects with an ApiError. */
export async function request<T>(method: string, url: string, body?: unknown, options: RequestOptions = {}) {
  callStarted();
  try {
    const early = takeEarlyAnswer(method, url, body, options);
    const response = (early && (await early)) ?? (await send(method, url, body, options.headers));
    const data = await readBody(response).catch(() => null);
    if (!response.ok) throw errorFrom(response, data);
    return data as T;
  } catch (error) {
    const apiError = error instanceof ApiError ? error : new ApiError(NO_RESPONSE_TEXT, 0);
    if (!options.silent) reportErrorOnce(apiError);
    throw apiError;
  } finally {
    callEnded();
  }
}

export const api = {
  get: <T>(url: string, options?: RequestOptions) => request<T>('GET', url, undefined, options),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>('POST', url, body, options),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', url, body, options),
  delete: <T>(url: string, options?: RequestOptions) => request<T>('DELETE', url, undefined, options),
};
