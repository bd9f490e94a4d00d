import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseLiveEvent, Role } from '@signshop/domain';
import { ApiClient } from '@signshop/server/test/support/api-client.ts';
import { insertAccount, signIn } from '@signshop/server/test/support/factories.ts';
import type { BenchRow } from '../bench-row.ts';
import { startBenchServer } from '../bench-server.ts';
import { generateBacklog } from '../generate-backlog.ts';
import { generateQuotes, unshippedQuoteIds } from '../generate-quotes.ts';
import { percentile, runSimulatedUsers } from '@signshop/server/test/proof/simulated-users.ts';

// BENCH_QUOTES makes a quick run (to see that the scenario works); the figures are for 100,000.
const QUOTES = Number(process.env.BENCH_QUOTES ?? 100_000);
const BOARDS = 50;
const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const MOVES = 20;
/** An open board's browser waits this long after an event before it refetches (as the web's live stream does). */
const GATHER_MS = 150;
const GIVE_UP_MS = 10_000;

/**
 * One open production board as a browser holds it: the live stream (GET /api/live) and, after each
 * board event, one refetch of the board's first page. `reached(quoteId)` resolves with the time the
 * board had refetched after hearing of that job.
 */
class OpenBoard {
  private readonly waiting = new Map<number, (at: number) => void>();
  /** When this board's live stream delivered each job's event. */
  readonly heardAt = new Map<number, number>();
  private refetching: Promise<void> | null = null;
  private readonly abort = new AbortController();

  constructor(
    private readonly baseUrl: string,
    private readonly cookie: string,
  ) {}

  async open(): Promise<void> {
    const response = await fetch(`${this.baseUrl}/api/live`, {
      headers: { cookie: this.cookie },
      signal: this.abort.signal,
    });
    if (!response.ok || !response.body) throw new Error(`GET /api/live answered ${response.status}`);
    void this.read(response.body.getReader());
  }

  reached(quoteId: number): Promise<number> {
    return new Promise((resolve) => this.waiting.set(quoteId, resolve));
  }

  close(): void {
    this.abort.abort();
  }

  private async read(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffered += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          for (const line of block.split('\n'))
            if (line.startsWith('data: ')) this.heard(parseLiveEvent(line.slice(6))?.quote_id ?? null);
        }
      }
    } catch {
      // aborted at the end of the run
    }
  }

  private heard(quoteId: number | null): void {
    if (quoteId !== null && !this.heardAt.has(quoteId)) this.heardAt.set(quoteId, performance.now());
    const resolve = quoteId === null ? undefined : this.waiting.get(quoteId);
    if (resolve) this.waiting.delete(quoteId!);
    const refetched = this.refetch();
    if (resolve) void refetched.then(() => resolve(performance.now()));
  }

  /** Events arriving together share one refetch, as on a browser's board. */
  private refetch(): Promise<void> {
    this.refetching ??= sleep(GATHER_MS)
      .then(() => fetch(`${this.baseUrl}/api/board`, { headers: { cookie: this.cookie } }))
      .then(async (response) => {
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`GET /api/board answered ${response.status}`);
      })
      .finally(() => {
        this.refetching = null;
      });
    return this.refetching;
  }
}

/**
 * 50 production boards open while 200 simulated users work on 100,000 quotes: a card is moved every
 * two seconds, and each move is timed from the request until every board has heard of it and
 * refetched (the moment a person at that board sees it).
 */
export async function benchLiveFanout(): Promise<BenchRow[]> {
  const server = await startBenchServer();
  const boards: OpenBoard[] = [];
  try {
    await generateQuotes(server.db, QUOTES);
    await generateBacklog(server.db);
    const staff = await insertAccount(server.db, { role: Role.Asante });
    const cookie = (await signIn(new ApiClient(server.baseUrl), staff.email)).cookie!;
    for (let i = 0; i < BOARDS; i++) boards.push(new OpenBoard(server.baseUrl, cookie));
    await Promise.all(boards.map((board) => board.open()));
    const unshipped = await unshippedQuoteIds(server.db);
    const loadAverage = os.loadavg()[0]!.toFixed(1);
    const load = runSimulatedUsers({
      baseUrl: server.baseUrl,
      cookie,
      users: USERS,
      seconds: SECONDS,
      quoteCount: QUOTES,
      savableQuoteIds: unshipped,
      thinkMs: 1000,
    });
    await sleep(5_000);
    const moveCard = async (quoteId: number, to: string) => {
      const response = await fetch(`${server.baseUrl}/api/board/move`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ quote_id: quoteId, to, confirm: true }),
      });
      if (!response.ok) throw new Error(`board move answered ${response.status}: ${await response.text()}`);
      const { checked, unchecked } = (await response.json()) as { checked: number[]; unchecked: number[] };
      return checked.length + unchecked.length > 0;
    };
    const reach: number[] = [];
    const answered: number[] = [];
    const lastHeard: number[] = [];
    let missed = 0;
    for (let i = 0; i < MOVES; i++) {
      const quoteId = unshipped[(i * 997 + 1) % unshipped.length]!;
      const started = performance.now();
      const arrivals = boards.map((board) =>
        Promise.race([board.reached(quoteId), sleep(GIVE_UP_MS).then(() => Number.NaN)]),
      );
      // A move to the column the job is already in writes nothing (and tells nobody): then the other one.
      if (!(await moveCard(quoteId, 'drawing_sent'))) await moveCard(quoteId, 'in_production');
      answered.push(performance.now() - started);
      const times = (await Promise.all(arrivals)).map((at) => at - started);
      missed += times.filter(Number.isNaN).length;
      reach.push(Math.max(...times.filter((t) => !Number.isNaN(t))));
      const heard = boards.map((board) => board.heardAt.get(quoteId)).filter((at) => at !== undefined);
      lastHeard.push(Math.max(...heard) - started);
      await sleep(2_000);
    }
    const output = await load;
    const spread = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `${percentile(sorted, 50).toFixed(0)} / ${percentile(sorted, 95).toFixed(0)} / ${sorted.at(-1)!.toFixed(0)}`;
    };
    reach.sort((a, b) => a - b);
    const scenario = `${BOARDS} open boards while ${USERS} users work for ${SECONDS} s, ${QUOTES.toLocaleString('en-US')} quotes, ${MOVES} card moves`;
    return [
      {
        scenario,
        metric: `machine load average at the start (${os.cpus().length} cores)`,
        value: loadAverage,
      },
      {
        scenario,
        metric: 'move → every board heard it and refetched: median / p95 / max (ms)',
        value: `${percentile(reach, 50).toFixed(0)} / ${percentile(reach, 95).toFixed(0)} / ${reach.at(-1)!.toFixed(0)}`,
        goal: 'every board within 2 s',
      },
      {
        scenario,
        metric: 'where the time goes: the move answered / the last board heard it: median / p95 / max (ms)',
        value: `answered ${spread(answered)}; heard ${spread(lastHeard)}`,
      },
      {
        scenario,
        metric: `boards that never heard a move (of ${BOARDS * MOVES})`,
        value: String(missed),
        goal: 'zero',
      },
      {
        scenario,
        metric: 'user load errors: any non-2xx or failed request',
        value: output.errors.length === 0 ? '0' : `${output.errors.length} FAILED`,
        goal: 'zero',
      },
    ];
  } finally {
    for (const board of boards) board.close();
    await server.stop();
  }
}
