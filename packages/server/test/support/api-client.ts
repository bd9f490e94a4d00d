export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A browser-like client over real HTTP: JSON in and out, and it keeps the cookies it is given. */
export class ApiClient {
  /** The `token` cookie (name=value), sent with every request. */
  cookie: string | undefined;
  /** The other cookies it was given (signshop_lsn), by name: their name=value. */
  readonly otherCookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...extraHeaders };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const cookies = [this.cookie, ...this.otherCookies.values()].filter(Boolean);
    if (cookies.length) headers.cookie = cookies.join('; ');
    const response = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const pair = setCookie.split(';')[0]!;
      const name = pair.slice(0, pair.indexOf('='));
      const cleared = pair === `${name}=` || /;\s*max-age=0/i.test(setCookie);
      if (name === 'token') this.cookie = cleared ? undefined : pair;
      else if (cleared) this.otherCookies.delete(name);
      else this.otherCookies.set(name, pair);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get = <T = any>(path: string) => this.request<T>('GET', path);
  post = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request<T>('POST', path, body, headers);
  put = <T = any>(path: string, body?: unknown) => this.request<T>('PUT', path, body);
  patch = <T = any>(path: string, body?: unknown) => this.request<T>('PATCH', path, body);
  delete = <T = any>(path: string) => this.request<T>('DELETE', path);
}
