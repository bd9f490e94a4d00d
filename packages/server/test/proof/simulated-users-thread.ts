import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import zlib from 'node:zlib';
import { ACTIONS, type ActionType, type UserLoadInput, type UserLoadOutput } from './simulated-users.ts';

const WORDS = ['harbor', 'lobby', 'summit', 'clinic', 'ridge', 'maple', 'tower', 'dental', 'nova', 'exit'];
/** The reports a user opens, each asked for its first page as the web asks (10 rows, the default page size). */
const FIRST_PAGE = '?page=0&page_count=10';
const REPORTS = [
  `/api/production/ready${FIRST_PAGE}`,
  `/api/production/released${FIRST_PAGE}`,
  `/api/backlog/report/In%20Production${FIRST_PAGE}`,
  '/api/projectmanagerschedule',
];

/** A small seeded generator, so every run asks the same things in the same order. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

/** A reply's body as it came over the wire. */
interface Reply {
  bytes: Buffer;
  encoding: string | undefined;
}

/** A reply's body decoded to text. */
function text({ bytes, encoding }: Reply): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(bytes).toString();
  return bytes.toString();
}

/** The simulated users' thread (started by runSimulatedUsers): runs them against the server and posts what they saw. */
async function runUsers(input: UserLoadInput): Promise<UserLoadOutput> {
  const latencies = Object.fromEntries(ACTIONS.map((a) => [a.type, []])) as unknown as Record<
    ActionType,
    number[]
  >;
  const errors: string[] = [];
  const headers = { cookie: input.cookie, 'content-type': 'application/json' };
  const endAt = Date.now() + input.seconds * 1000;
  const mix: ReadonlyArray<{ type: ActionType; weight: number }> = input.only
    ? ACTIONS.filter((a) => input.only!.includes(a.type))
    : ACTIONS;
  const totalWeight = mix.reduce((sum, a) => sum + a.weight, 0);

  // node:http with keep-alive, not fetch: the users share the server's two cores, and fetch's
  // streams and its decoding of every compressed reply cost them about as much CPU as the server
  // spent answering. Replies are asked compressed, as a browser asks; only those read are decoded.
  const agent = new http.Agent({ keepAlive: true });
  const send = (path: string, init: { method?: string; body?: string }) =>
    new Promise<{ status: number; body: Reply }>((resolve, reject) => {
      const request = http.request(
        input.baseUrl + path,
        { method: init.method ?? 'GET', agent, headers: { ...headers, 'accept-encoding': 'br, gzip' } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode!,
              body: { bytes: Buffer.concat(chunks), encoding: response.headers['content-encoding'] },
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(init.body);
    });

  async function timed(type: ActionType, path: string, init: { method?: string; body?: string } = {}) {
    const started = performance.now();
    try {
      const response = await send(path, init);
      latencies[type].push(performance.now() - started);
      if (response.status < 200 || response.status > 299) {
        errors.push(
          `${type} ${init.method ?? 'GET'} ${path}: ${response.status} ${text(response.body).slice(0, 200)}`,
        );
        return null;
      }
      return response.body;
    } catch (error) {
      errors.push(`${type} ${init.method ?? 'GET'} ${path}: ${(error as Error).message}`);
      return null;
    }
  }

  async function user(index: number) {
    const next = random(index + 1);
    // Each user saves only quotes of its own (id ≡ index mod users): two users never edit one quote, so a 409 would be a real error.
    const own = input.savableQuoteIds?.filter((_, i) => i % input.users === index);
    const ownQuote = () =>
      own
        ? own[Math.floor(next() * own.length)]!
        : index + 1 + input.users * Math.floor(next() * Math.floor(input.quoteCount / input.users));
    const anyQuote = () => 1 + Math.floor(next() * input.quoteCount);
    await new Promise((resolve) => setTimeout(resolve, next() * input.thinkMs * 2));
    while (Date.now() < endAt) {
      let pick = next() * totalWeight;
      const action = mix.find((a) => (pick -= a.weight) < 0)!.type;
      const word = WORDS[Math.floor(next() * WORDS.length)]!;
      if (action === 'quote search') {
        await (next() < 0.5
          ? timed(action, `/api/quote?customer_name=${word}`)
          : timed(action, '/api/quote/query', {
              method: 'POST',
              body: JSON.stringify({ search: { job_name: word, order_by: 'total_price' } }),
            }));
      } else if (action === 'quote open') {
        await timed(action, `/api/quote/${anyQuote()}`);
      } else if (action === 'quote save') {
        const id = ownQuote();
        const opened = await timed('quote open', `/api/quote/${id}`);
        if (opened) {
          const { quote } = JSON.parse(text(opened));
          await timed(action, `/api/quote/${id}`, {
            method: 'PUT',
            body: JSON.stringify({ version: quote.version, comments: `load test ${Date.now()}` }),
          });
        }
      } else if (action === 'report') {
        await timed(action, REPORTS[Math.floor(next() * REPORTS.length)]!);
      } else {
        await timed(action, `/api/pdf/id/quote.pdf?id=${anyQuote()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, next() * input.thinkMs * 2));
    }
  }

  await Promise.all(Array.from({ length: input.users }, (_, i) => user(i)));
  agent.destroy();
  return { latencies, errors };
}

if (parentPort) parentPort.postMessage(await runUsers(workerData as UserLoadInput));
