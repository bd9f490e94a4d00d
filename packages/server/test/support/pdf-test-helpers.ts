import { execFileSync } from 'node:child_process';
import { extractText, getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import type { ApiClient } from './api-client.ts';

/** The text of each page of a PDF, whitespace collapsed (what a reader or a search would see). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' ').trim());
}

export interface BinaryResponse {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  /** The parsed JSON body of an error reply. */
  json(): any;
}

/** A request whose reply may be binary (ApiClient reads bodies as text), with the client's session. */
export async function fetchBinary(client: ApiClient, path: string, method = 'GET'): Promise<BinaryResponse> {
  const response = await fetch(client.baseUrl + path, {
    method,
    headers: client.cookie ? { cookie: client.cookie } : {},
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    json: () => JSON.parse(Buffer.from(bytes).toString('utf8')),
  };
}

/** Fetches a PDF that must be there (200, application/pdf) and returns its pages' text. */
export async function fetchPdfPages(client: ApiClient, path: string): Promise<string[]> {
  const response = await fetchBinary(client, path);
  if (response.status !== 200) {
    throw new Error(
      `GET ${path} answered ${response.status}: ${Buffer.from(response.bytes).toString('utf8')}`,
    );
  }
  if (response.headers.get('content-type') !== 'application/pdf') {
    throw new Error(`GET ${path} answered ${response.headers.get('content-type')}`);
  }
  return pdfPages(response.bytes);
}

// pdf.js uses ArrayBuffer#transferToFixedLength (Node 21+); on Node 20 it would skip part of a page.
const arrayBufferProto = ArrayBuffer.prototype as { transferToFixedLength?: () => ArrayBuffer };
arrayBufferProto.transferToFixedLength ??= function (this: ArrayBuffer) {
  return this.slice(0);
};

/** The images painted on each page of a PDF (image XObjects), as their size in pixels. */
export async function pdfPageImages(
  bytes: Uint8Array,
): Promise<Array<Array<{ width: number; height: number }>>> {
  const { OPS } = await getResolvedPDFJS();
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const pages = [];
  for (let number = 1; number <= document.numPages; number++) {
    const operators = await (await document.getPage(number)).getOperatorList();
    pages.push(
      operators.fnArray.flatMap((fn, i) => {
        if (fn !== OPS.paintImageXObject) return [];
        const [, width, height] = operators.argsArray[i] as [string, number, number];
        return [{ width, height }];
      }),
    );
  }
  return pages;
}

/** The text of a PDF as poppler's pdftotext reads it, each page's lines kept in place (-layout). */
export function pdfToText(bytes: Uint8Array): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');
}
